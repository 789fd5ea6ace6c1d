import type {
  StaffHandMoves,
  StaffTableDetail,
  StaffTableList,
  StaffTableRow,
} from '@khelo/contracts/backoffice-tables';
import type { RummyView } from '@khelo/games/rummy/state';
import type { SpectatorSnapshot } from './table-format';
import { viewPlayer } from '@/test/rummy-view';

// Answers of the staff tables API for the back-office tests: a practice points table with a player and a
// bot in hand 3, and a cash pool table.

export const TABLE_ID = '0b7d3c1e-5a2f-4c6b-9e8d-1f2a3b4c5d6e';
export const HAND_ID = '6a1f0c2d-3b4e-4f5a-8b9c-0d1e2f3a4b5c';

export const practiceRow: StaffTableRow = {
  table_id: TABLE_ID,
  game: 'rummy',
  offer_id: 'practice-rummy-points-2-1',
  mode: 'practice',
  variant: 'points',
  stake: 1,
  seats_taken: 2,
  seats: 2,
  status: 'playing',
  hand_no: 3,
  players: [
    { seat: 0, name: 'Aarav', player_id: 'P1001', is_bot: false, left: false },
    { seat: 1, name: 'Meera (bot)', player_id: null, is_bot: true, left: false },
  ],
  updated_at: '2026-11-24T14:30:00.000Z',
};

export const cashRow: StaffTableRow = {
  ...practiceRow,
  table_id: '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f',
  offer_id: 'rummy-pool101-6-10',
  mode: 'cash',
  variant: 'pool',
  stake: 10,
  seats_taken: 3,
  seats: 6,
  status: 'open',
  hand_no: 0,
  players: [
    { seat: 0, name: 'Ravi', player_id: 'P2001', is_bot: false, left: false },
    { seat: 2, name: 'Sita', player_id: 'P2002', is_bot: false, left: false },
    { seat: 4, name: 'Kabir', player_id: 'P2003', is_bot: false, left: true },
  ],
};

export function tableList(rows: StaffTableRow[]): StaffTableList {
  return {
    status: 1,
    message: 'tables',
    data: rows,
    page: 1,
    page_size: 20,
    total: rows.length,
    total_pages: 1,
  };
}

const view: RummyView = {
  game: 'rummy',
  options: { variant: 'points', seats: 2 },
  seat: null,
  phase: 'playing',
  handNumber: 3,
  stage: 'discard',
  wildCard: '7H',
  wildRank: '7',
  closedCount: 24,
  openTop: 'QS',
  openCount: 2,
  openTopTakeable: true,
  turn: 1,
  turnNumber: 5,
  firstSeat: 0,
  declarer: null,
  dropPoints: null,
  pending: { seats: [1], kind: 'turn', key: 'k5' },
  hand: null,
  drawn: null,
  finish: null,
  players: [viewPlayer(0, { drew: true, missedTurns: 1 }), viewPlayer(1, { cardCount: 14, drew: true })],
  split: null,
  outcome: null,
  result: null,
};

export const snapshot: SpectatorSnapshot = {
  table_id: TABLE_ID,
  game: 'rummy',
  offer_id: 'practice-rummy-points-2-1',
  mode: 'practice',
  options: { variant: 'points', seats: 2 },
  stake: 1,
  my_seat: null,
  money: {},
  status: 'playing',
  version: 41,
  hand_no: 3,
  seats: [
    { seat: 0, name: 'Aarav', is_bot: false, is_me: false, left: false, extra_ms: 30000 },
    { seat: 1, name: 'Meera (bot)', is_bot: true, is_me: false, left: false, extra_ms: 30000 },
  ],
  view,
  deadline: { at: new Date(Date.now() + 21_000).toISOString(), kind: 'turn', seats: [1] },
  next_hand_at: null,
  fairness: { hand_id: HAND_ID, server_seed_hash: 'ab'.repeat(32), previous_hand_id: null },
};

export function tableDetail(overrides: Partial<StaffTableDetail> = {}): StaffTableDetail {
  return {
    status: 1,
    message: 'table',
    table: practiceRow,
    snapshot,
    hands: [
      {
        hand_id: HAND_ID,
        hand_no: 3,
        status: 'playing',
        started_at: '2026-11-24T14:28:00.000Z',
        ended_at: null,
        winner_seat: null,
        void_reason: null,
        voidable: true,
      },
      {
        hand_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        hand_no: 2,
        status: 'settled',
        started_at: '2026-11-24T14:20:00.000Z',
        ended_at: '2026-11-24T14:27:00.000Z',
        winner_seat: 1,
        void_reason: null,
        voidable: false,
      },
    ],
    ...overrides,
  };
}

const dealtSeat0 = ['AS', '2S', '3S', '5H', '6H', '7D', '9C', '10C', 'JC', 'QD', 'KD', 'PJ', '4C'];
const dealtSeat1 = ['2H', '3H', '4H', '8S', '8D', '8C', '5S', '6S', '7S', 'KC', 'KH', '9D', 'JD'];

export function handMoves(overrides: Partial<StaffHandMoves['hand']> = {}, voided = false): StaffHandMoves {
  return {
    status: 1,
    message: 'hand',
    hand: {
      hand_id: HAND_ID,
      hand_no: 3,
      status: voided ? 'void' : 'playing',
      started_at: '2026-11-24T14:28:00.000Z',
      ended_at: voided ? '2026-11-24T14:31:00.000Z' : null,
      winner_seat: null,
      void_reason: voided ? 'Bot stuck in a loop' : null,
      voidable: !voided,
      table_id: TABLE_ID,
      game: 'rummy',
      offer_id: practiceRow.offer_id,
      mode: 'practice',
      server_seed_hash: 'ab'.repeat(32),
      server_seed: null,
      client_seed: 'client-3',
      nonce: '3',
      outcome: null,
      ...overrides,
    },
    moves: [
      {
        seq: 11,
        at: '2026-11-24T14:28:00.000Z',
        seat: null,
        player: null,
        player_id: null,
        actor: 'timer',
        kind: 'deal',
        body: {},
      },
      {
        seq: 12,
        at: '2026-11-24T14:28:20.000Z',
        seat: 0,
        player: 'Aarav',
        player_id: 'P1001',
        actor: 'player',
        kind: 'move',
        body: { type: 'draw', pile: 'closed' },
      },
      {
        seq: 13,
        at: '2026-11-24T14:28:31.000Z',
        seat: 0,
        player: 'Aarav',
        player_id: 'P1001',
        actor: 'player',
        kind: 'move',
        body: { type: 'discard', card: 'KD' },
      },
      {
        seq: 14,
        at: '2026-11-24T14:28:33.000Z',
        seat: 1,
        player: 'Meera (bot)',
        player_id: null,
        actor: 'bot',
        kind: 'move',
        body: { type: 'draw', pile: 'open' },
      },
      ...(voided
        ? [
            {
              seq: 15,
              at: '2026-11-24T14:31:00.000Z',
              seat: null,
              player: null,
              player_id: null,
              actor: 'staff' as const,
              kind: 'void' as const,
              body: { reason: 'Bot stuck in a loop' },
            },
          ]
        : []),
    ],
    dealt: {
      seats: [
        { seat: 0, cards: dealtSeat0 },
        { seat: 1, cards: dealtSeat1 },
      ],
      wild_card: '7H',
      open_card: '9S',
    },
    money: [
      // The bot brings no chips: only the player's reserve is collected.
      moneyRow('collect', 0, 'P1001'),
      ...(voided ? [moneyRow('refund', 0, 'P1001')] : []),
    ],
  };
}

function moneyRow(kind: 'collect' | 'refund', seat: number, playerId: string | null) {
  return {
    id: `${kind}-${seat}`,
    seat,
    player_id: playerId,
    kind,
    amount: 80,
    mode: 'practice' as const,
    status: 'posted' as const,
    ref: `table:${HAND_ID}:${seat}:${kind}`,
    transaction_id: null,
    created_at: '2026-11-24T14:28:00.000Z',
    posted_at: '2026-11-24T14:28:01.000Z',
  };
}
