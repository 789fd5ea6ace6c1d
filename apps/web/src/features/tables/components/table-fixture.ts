import type { RummyView } from '@khelo/games/rummy/state';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { rummyView as baseView, viewPlayer } from '@/test/rummy-view';

// A rummy table snapshot for the shell's tests: my turn to draw in hand 1 against a bot.

export const TABLE_ID = '7d4f8a8e-52b4-4c1e-9d1e-0a3f5b2c9e11';

/** My turn to draw in hand 1: the board tests' view (test/rummy-view.ts) before its draw. */
export function rummyView(overrides: Partial<RummyView> = {}): RummyView {
  return baseView({
    stage: 'draw',
    closedCount: 26,
    openCount: 1,
    turnNumber: 1,
    dropPoints: 20,
    pending: { seats: [0], kind: 'turn', key: 'k1' },
    hand: [['AS', '2S', '3S', '7H', '7D', '7C', '5D', '6D', 'PJ', '9C', 'KH', 'KC', 'KS']],
    drawn: null,
    players: [viewPlayer(0), viewPlayer(1)],
    ...overrides,
  });
}

export function snapshot(overrides: Partial<TableSnapshot<RummyView>> = {}): TableSnapshot<RummyView> {
  return {
    table_id: TABLE_ID,
    game: 'rummy',
    offer_id: 'practice-rummy-points-2-1',
    mode: 'practice',
    options: { variant: 'points', seats: 2 },
    stake: 1,
    status: 'playing',
    version: 5,
    hand_no: 1,
    my_seat: 0,
    seats: [
      { seat: 0, name: 'Aarav', is_bot: false, is_me: true, left: false, extra_ms: 30_000 },
      { seat: 1, name: 'Meera', is_bot: true, is_me: false, left: false, extra_ms: 30_000 },
    ],
    view: rummyView(),
    deadline: { at: new Date(Date.now() + 30_000).toISOString(), kind: 'turn', seats: [0] },
    next_hand_at: null,
    fairness: { hand_id: 'hand-1', server_seed_hash: 'ab'.repeat(32), previous_hand_id: null },
    money: {},
    ...overrides,
  };
}
