import { useTranslation } from 'react-i18next';
import type { CardDeal } from '@khelo/contracts/house-cards';
import { PlayingCard } from './playing-card';

// The two hands (Dragon and Tiger, or Player and Banker). During the deal the cards appear one by one
// in dealing order; `shown` is how many are face up.

export function CardStage({
  sides,
  deal,
  shown,
  settled,
}: {
  sides: readonly [string, string];
  deal: CardDeal | null;
  shown: number;
  settled: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="card-stage">
      {sides.map((side) => {
        const hand = deal?.hands[side] ?? [];
        const won = settled && deal?.winner === side;
        return (
          <div key={side} className={`card-hand card-hand--${side}${won ? ' card-hand--won' : ''}`}>
            <h2 className="card-hand__name">
              {t(`cards.spots.${side}`)}
              {settled && deal?.totals && (
                <span className="card-hand__total" data-testid={`total-${side}`}>
                  {deal.totals[side]}
                </span>
              )}
            </h2>
            <div className="card-hand__cards" data-testid={`hand-${side}`}>
              {hand.length === 0 ? (
                <PlayingCard card={null} />
              ) : (
                hand.map((card, index) =>
                  deal && positionOf(deal, side, index) < shown ? (
                    <PlayingCard key={`${index}-${card}`} card={card} />
                  ) : (
                    <PlayingCard key={`${index}-back`} card={null} />
                  ),
                )
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Where a hand's card was in the dealing order: D, T; or P, B, P, B, then the third cards. */
function positionOf(deal: CardDeal, side: string, index: number): number {
  if (side === 'dragon') return 0;
  if (side === 'tiger') return 1;
  if (index < 2) return index * 2 + (side === 'banker' ? 1 : 0);
  return side === 'player' || (deal.hands.player?.length ?? 0) < 3 ? 4 : 5;
}
