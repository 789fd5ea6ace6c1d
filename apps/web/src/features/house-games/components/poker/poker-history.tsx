import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '@khelo/contracts/practice';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import { Button } from '@/components/ui/button';
import { PokerReplay } from './poker-replay';
import type { TableHistoryRow } from '../rummy/table-history';

// A poker hand's detail in /game-history: my hole cards, the board, every act in order, the pots with their
// winners, the cards shown at showdown, and the rake; hands that kept their steps open a replay.

export function PokerHandEnd({
  detail,
  mode,
  money,
}: {
  detail: NonNullable<TableHistoryRow['table']>;
  mode: LaunchMode;
  money: (amount: number, mode: LaunchMode) => string;
}) {
  const { t } = useTranslation('games');
  const [replay, setReplay] = useState(false);
  const hand = detail.poker;
  if (!hand) return null;
  const nameOf = (seat: number) => {
    const found = detail.seats.find((entry) => entry.seat === seat);
    return found
      ? `${found.name}${found.is_me ? ` (${t('you')})` : ''}`
      : t('rummyVerify.seat', { seat: seat + 1 });
  };
  if (replay && hand.steps)
    return (
      <div className="rummy-history__end">
        <Button variant="secondary" size="sm" onClick={() => setReplay(false)}>
          {t('poker.replay.close')}
        </Button>
        <PokerReplay hand={hand} nameOf={nameOf} mode={mode} money={money} />
      </div>
    );
  return (
    <div className="rummy-history__end" data-testid="poker-history">
      {hand.steps && hand.steps.length > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setReplay(true)}>
          {t('poker.replay.open')}
        </Button>
      ) : null}
      <p className="rummy-history__label">{t('poker.yourCards')}</p>
      <RummyCardRow cards={hand.hole} testId="history-cards" />
      <p className="rummy-history__label">{t('poker.board')}</p>
      {hand.board.length > 0 ? (
        <RummyCardRow cards={hand.board} testId="history-board" />
      ) : (
        <p className="rummy-history__note">{t('poker.noFlop')}</p>
      )}
      <p className="rummy-history__label">{t('poker.actions')}</p>
      <ol className="rummy-history__note" data-testid="history-actions">
        {hand.actions.map((act, index) => (
          <li key={index}>
            {nameOf(act.seat)}: {t(`poker.act.${act.act}`, { defaultValue: act.act })}
            {act.to !== null ? ` ${money(act.to, mode)}` : ''}
          </li>
        ))}
      </ol>
      <ul className="rummy-history__note" data-testid="history-pots">
        {hand.pots.map((pot, index) => (
          <li key={index}>
            {t(index === 0 ? 'poker.mainPot' : 'poker.sidePot', { n: index })} {money(pot.amount, mode)} →{' '}
            {pot.winners.map(nameOf).join(', ')}
          </li>
        ))}
      </ul>
      {hand.shown.map((shown) => (
        <p key={shown.seat} className="rummy-history__line">
          {nameOf(shown.seat)}: <RummyCardRow cards={shown.cards} />{' '}
          {shown.category ? t(`poker.category.${shown.category}`) : ''}
        </p>
      ))}
      {hand.rake > 0 ? (
        <p className="rummy-history__note">{t('poker.rake', { amount: money(hand.rake, mode) })}</p>
      ) : null}
    </div>
  );
}
