import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderGameHistory } from '@/test/render-game-history';
import type { HistoryRow } from '../rummy/table-history';

// A poker hand in /game-history replayed step by step from its stored steps: the board grows street by
// street, the pot after each act, and the end shows the pots and the hands shown. API stubbed at fetch.

const HAND = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

const pokerHand: HistoryRow = {
  round_id: 0,
  round_no: '12',
  game_code: 'MZ010001',
  game_name: 'Poker',
  created_at: '2026-11-24T14:31:00.000Z',
  selection: "Hold'em NL · blinds ₹1/₹2",
  stake: 4,
  payout: 8,
  status: 'won',
  result: null,
  cashout_multiplier: null,
  verifiable: true,
  mode: 'real',
  kind: 'table',
  hand_id: HAND,
  table_id: '0b7d3c1e-5a2f-4c6b-9e8d-1f2a3b4c5d6e',
  hand_no: 12,
  points: 0,
  amount: 4,
  table: {
    variant: 'holdem',
    result: 'won',
    wild_card: null,
    finish: null,
    groups: [['AS', 'AH']],
    seats: [
      { seat: 0, name: 'Aarav', is_me: true, result: 'won', points: 0 },
      { seat: 1, name: 'Meera', is_me: false, result: 'lost', points: 0 },
    ],
    poker: {
      game: 'holdem',
      hole: ['AS', 'AH'],
      board: ['2C', '7D', '9H', 'JS', 'KD'],
      actions: [],
      pots: [{ amount: 8, rake: 0, winners: [0] }],
      rake: 0,
      committed: 4,
      won: 8,
      net: 4,
      shown: [
        { seat: 0, cards: ['AS', 'AH'], category: 'pair', five: ['AS', 'AH', 'KD', 'JS', '9H'] },
        { seat: 1, cards: ['QS', 'QH'], category: 'pair', five: ['QS', 'QH', 'KD', 'JS', '9H'] },
      ],
      steps: [
        { seat: 0, act: 'small-blind', street: 'preflop', bet: 1, pot: 1, all_in: false, timeout: false },
        { seat: 1, act: 'big-blind', street: 'preflop', bet: 2, pot: 3, all_in: false, timeout: false },
        { seat: 0, act: 'call', street: 'preflop', bet: 2, pot: 4, all_in: false, timeout: false },
        { seat: 1, act: 'check', street: 'preflop', bet: 2, pot: 4, all_in: false, timeout: false },
        { seat: 1, act: 'bet', street: 'flop', bet: 2, pot: 6, all_in: false, timeout: false },
        { seat: 0, act: 'call', street: 'flop', bet: 2, pot: 8, all_in: false, timeout: false },
        { seat: 1, act: 'check', street: 'turn', bet: 0, pot: 8, all_in: false, timeout: false },
        { seat: 0, act: 'check', street: 'turn', bet: 0, pot: 8, all_in: false, timeout: false },
        { seat: 1, act: 'check', street: 'river', bet: 0, pot: 8, all_in: false, timeout: false },
        { seat: 0, act: 'check', street: 'river', bet: 0, pot: 8, all_in: false, timeout: false },
      ],
    },
  },
};

const render = renderGameHistory;

afterEach(() => localStorage.clear());

describe('the replay of a poker hand', () => {
  it('steps through the hand: the board street by street, the pot after each act, then the end', async () => {
    const { user } = render([pokerHand]);
    const row = await screen.findByTestId(`history-hand-${HAND}`);
    await user.click(within(row).getAllByRole('button')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Replay the hand' }));
    const replay = screen.getByTestId('poker-replay');
    expect(within(replay).getByTestId('replay-step')).toHaveTextContent('Step 1 of 10 · before the flop');
    expect(within(replay).queryByTestId('replay-board')).not.toBeInTheDocument();
    expect(within(replay).getByTestId('replay-pot')).toHaveTextContent('Pot ₹1');
    expect(replay).toHaveTextContent('Aarav (You): small blind ₹1');
    const next = within(replay).getByRole('button', { name: 'Next' });
    for (let step = 1; step < 5; step++) await user.click(next);
    // Step 5: Meera bets on the flop; three board cards.
    expect(within(replay).getByTestId('replay-step')).toHaveTextContent('Step 5 of 10 · flop');
    expect(within(within(replay).getByTestId('replay-board')).getAllByRole('img')).toHaveLength(3);
    expect(within(replay).getByTestId('replay-pot')).toHaveTextContent('Pot ₹6');
    for (let step = 5; step < 10; step++) await user.click(next);
    expect(within(within(replay).getByTestId('replay-board')).getAllByRole('img')).toHaveLength(5);
    await user.click(next);
    expect(within(replay).getByTestId('replay-step')).toHaveTextContent('End of the hand');
    expect(replay).toHaveTextContent('Main pot ₹8 → Aarav (You)');
    expect(next).toBeDisabled();
    await user.click(within(replay).getByRole('button', { name: 'Back' }));
    expect(within(replay).getByTestId('replay-step')).toHaveTextContent('Step 10 of 10 · river');
  }, 30_000); // a loaded box renders the app slowly; it takes about a second on a quiet one

  it('counts practice chips as a player reads them: "1 chip", "2 chips"', async () => {
    const { user } = render([{ ...pokerHand, mode: 'practice' }]);
    const row = await screen.findByTestId(`history-hand-${HAND}`);
    await user.click(within(row).getAllByRole('button')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Replay the hand' }));
    const replay = screen.getByTestId('poker-replay');
    expect(replay).toHaveTextContent(/Aarav \(You\): small blind 1 chip(?!s)/);
    await user.click(within(replay).getByRole('button', { name: 'Next' }));
    expect(replay).toHaveTextContent('Meera: big blind 2 chips');
  }, 30_000);
});
