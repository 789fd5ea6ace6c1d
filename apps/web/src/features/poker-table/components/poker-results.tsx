import { useTranslation } from 'react-i18next';
import { RummyCard } from '@/components/rummy/rummy-cards';
import type { PokerMove, PokerView } from '@khelo/games/poker/state';
import type { ResultsProps } from '@/lib/tables/table-board';
import { chipsText } from '../chips';

/** The end of a hand: each pot and who won it with what, every seat's net, the rake. */
export function PokerResults({ view, seats, mode }: ResultsProps<PokerView, PokerMove>) {
  const { t, i18n } = useTranslation('poker');
  const outcome = view.outcome;
  if (!outcome) return null;
  const money = (chips: number) => chipsText(chips, mode, i18n.language);
  const nameOf = (seat: number) => {
    const found = seats.find((entry) => entry.seat === seat);
    return found?.is_me ? t('you') : (found?.name ?? t('seatN', { n: seat + 1 }));
  };
  return (
    <div className="pk-results" data-testid="pk-results">
      {outcome.board.length > 0 ? (
        <div className="pk-results__board">
          {outcome.board.map((card) => (
            <RummyCard key={card} card={card} />
          ))}
        </div>
      ) : null}
      <ul className="pk-results__pots">
        {outcome.pots.map((pot, index) => (
          <li key={index}>
            <strong>{t(index === 0 ? 'pot.main' : 'pot.side', { n: index })}</strong> {money(pot.amount)} →{' '}
            {pot.winners.map((winner) => `${nameOf(winner.seat)} ${money(winner.chips)}`).join(', ')}
          </li>
        ))}
      </ul>
      <ul className="pk-results__seats">
        {outcome.seats.map((seat) => (
          <li
            key={seat.seat}
            className={seat.net > 0 ? 'pk-results__win' : undefined}
            data-testid="pk-result-seat"
          >
            <span>{nameOf(seat.seat)}</span>
            {seat.shown ? (
              <span className="pk-results__cards">
                {seat.shown.map((card) => (
                  <RummyCard key={card} card={card} />
                ))}
              </span>
            ) : null}
            {seat.best && seat.shown ? <span>{t(`hand.${seat.best.category}`)}</span> : null}
            {seat.folded ? <span>{t('status.folded')}</span> : null}
            <span className="pk-results__net">
              {seat.net >= 0 ? '+' : '−'}
              {money(Math.abs(seat.net))}
            </span>
          </li>
        ))}
      </ul>
      {outcome.rake > 0 ? (
        <p className="pk-results__rake">{t('results.rake', { amount: money(outcome.rake) })}</p>
      ) : null}
    </div>
  );
}
