import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PokerHandDetail, PokerReplayStep } from '@khelo/contracts/house-games';
import type { LaunchMode } from '@khelo/contracts/practice';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import { Button } from '@/components/ui/button';
import './poker-replay.css';

// A poker hand again, step by step, from the stored history: my cards, the board as it stood at each act,
// who did what, the pot after it; the last step is the end of the hand (the cards shown, the pots won).

const BOARD_AT: Record<PokerReplayStep['street'], number> = { preflop: 0, flop: 3, turn: 4, river: 5 };

export function PokerReplay({
  hand,
  nameOf,
  mode,
  money,
}: {
  hand: PokerHandDetail;
  nameOf: (seat: number) => string;
  mode: LaunchMode;
  money: (amount: number, mode: LaunchMode) => string;
}) {
  const { t } = useTranslation('games');
  const steps = hand.steps ?? [];
  const [at, setAt] = useState(0);
  const last = steps.length; // the step after the last act: the end of the hand
  const step = steps[at];
  const board = step ? hand.board.slice(0, BOARD_AT[step.street]) : hand.board;
  const actText = (entry: PokerReplayStep) =>
    `${nameOf(entry.seat)}: ${t(`poker.act.${entry.act}`, { defaultValue: entry.act })}` +
    (['bet', 'raise', 'call', 'small-blind', 'big-blind', 'dead-blind'].includes(entry.act)
      ? ` ${money(entry.bet, mode)}`
      : '') +
    (entry.all_in ? ` (${t('poker.act.all-in')})` : '') +
    (entry.timeout ? ` (${t('poker.act.timeout')})` : '');
  return (
    <div className="poker-replay" data-testid="poker-replay">
      <p className="rummy-history__label" data-testid="replay-step">
        {step
          ? `${t('poker.replay.step', { n: at + 1, total: last })} · ${t(`poker.replay.street.${step.street}`)}`
          : t('poker.replay.end')}
      </p>
      <p className="rummy-history__label">{t('poker.yourCards')}</p>
      <RummyCardRow cards={hand.hole} />
      <p className="rummy-history__label">{t('poker.board')}</p>
      {board.length > 0 ? (
        <RummyCardRow cards={board} testId="replay-board" />
      ) : (
        <p className="rummy-history__note">{t('poker.replay.noBoard')}</p>
      )}
      <ol className="rummy-history__note poker-replay__acts">
        {steps.slice(0, at + 1).map((entry, index) => (
          <li key={index} aria-current={index === at ? 'step' : undefined}>
            {actText(entry)}
          </li>
        ))}
      </ol>
      {step ? (
        <p className="rummy-history__line" data-testid="replay-pot">
          {t('poker.replay.pot', { amount: money(step.pot, mode) })}
        </p>
      ) : (
        <ul className="rummy-history__note">
          {hand.pots.map((pot, index) => (
            <li key={index}>
              {t(index === 0 ? 'poker.mainPot' : 'poker.sidePot', { n: index })} {money(pot.amount, mode)} →{' '}
              {pot.winners.map(nameOf).join(', ')}
            </li>
          ))}
          {hand.shown.map((shown) => (
            <li key={`shown-${shown.seat}`}>
              {nameOf(shown.seat)}: <RummyCardRow cards={shown.cards} />{' '}
              {shown.category ? t(`poker.category.${shown.category}`) : ''}
            </li>
          ))}
        </ul>
      )}
      <div className="poker-replay__nav">
        <Button variant="secondary" size="sm" disabled={at === 0} onClick={() => setAt(at - 1)}>
          {t('poker.replay.back')}
        </Button>
        <Button variant="secondary" size="sm" disabled={at >= last} onClick={() => setAt(at + 1)}>
          {t('poker.replay.next')}
        </Button>
      </div>
    </div>
  );
}
