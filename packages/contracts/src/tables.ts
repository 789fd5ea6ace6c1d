import { z } from 'zod';
import type { RummyView } from '@khelo/games/rummy/state';
import { failureSchema, successSchema } from './envelope';
import { hasAtMostTwoDecimals } from './money';

// Multiplayer tables (issue 17, docs/tables.md): the player calls under /api/tables and the snapshot a
// seated player sees. The engine's view travels as JSON (`view`); its TypeScript shape is the game's view
// type (RummyView for rummy: see RummyTableSnapshot). Amounts are rupees (practice: chips) as elsewhere.

export const TABLE_GAMES = ['rummy', 'teen-patti', 'call-break', 'poker', 'ludo', 'fortune-wheel'] as const;
export type TableGameId = (typeof TABLE_GAMES)[number];
export const TABLE_MODES = ['cash', 'practice'] as const;
export type TableMode = (typeof TABLE_MODES)[number];
export const TABLE_STATUSES = ['open', 'playing', 'closed'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** The lobby tile of 13-card rummy (catalog game code) that opens /tables/rummy. */
export const RUMMY_GAME_CODE = 'MZ010005';
/** The lobby tiles of Teen Patti, Poker and the Fortune Wheel (zod-free, for the web app's entry). */
export { FORTUNE_WHEEL_GAME_CODE, POKER_GAME_CODE, TEEN_PATTI_GAME_CODE } from './table-game-codes';
/** The lobby tile of Call Break that opens /tables/call-break (defined with the catalogue's codes). */
export { CALL_BREAK_GAME_CODE } from './constants';
/** The lobby tile of Ludo that opens /tables/ludo. */
export { LUDO_GAME_CODE } from './constants';

/** socket.io rooms: the sockets of one player watching one table (table_watch). */
export function tablePlayerRoom(tableId: string, playerId: string): string {
  return `table:${tableId}:player:${playerId}`;
}
/** Staff sockets watching a table get the spectator snapshot here. */
export function tableSpectatorRoom(tableId: string): string {
  return `table:${tableId}:spectators`;
}

export const TABLE_MESSAGES = {
  lobby: 'Tables',
  joined: 'Seated',
  mine: 'Your tables',
  state: 'Table',
  moved: 'Move accepted',
  left: 'You left the table',
  fairness: 'Hand fairness',
  unknownOffer: 'There is no such table offer',
  notSeated: 'You do not sit at this table',
  tableNotFound: 'Table not found',
  handNotFound: 'Hand not found',
  staleVersion: 'The table has moved on; refresh and try again',
  tableClosed: 'This table is closed',
  noSeat: 'No seat is free right now, try again',
} as const;

const playerId = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(64);
const tableId = z.uuid({ error: 'must be a table id' });

export const RUMMY_VARIANTS = ['points', 'pool', 'deals'] as const;
export type RummyVariant = (typeof RUMMY_VARIANTS)[number];
/** Teen Patti tables have one kind: a boot into the pot every hand. */
export const TEEN_PATTI_VARIANTS = ['boot'] as const;
/** Poker: No-Limit Hold'em, Pot-Limit Omaha with 4 and with 5 hole cards. */
export const POKER_VARIANTS = ['holdem', 'omaha4', 'omaha5'] as const;
export type PokerVariantId = (typeof POKER_VARIANTS)[number];
/** Ludo: the classic game and the timed variant (highest score when the time is up). */
export const LUDO_VARIANTS = ['classic', 'timed'] as const;

/** An entry of the table catalogue (offer_id like `rummy-points-6-0.5` or `practice-rummy-pool101-6-10`). */
export const tableOfferSchema = z.object({
  offer_id: z.string(),
  game: z.enum(TABLE_GAMES),
  mode: z.enum(TABLE_MODES),
  variant: z.enum([
    ...RUMMY_VARIANTS,
    ...TEEN_PATTI_VARIANTS,
    'call-break',
    ...POKER_VARIANTS,
    ...LUDO_VARIANTS,
    'fortune-wheel',
  ]),
  pool: z.union([z.literal(101), z.literal(201)]).optional(),
  deals: z.union([z.literal(2), z.literal(3)]).optional(),
  /** Call Break: the rounds of the game (1, 2 or 4). */
  rounds: z.union([z.literal(1), z.literal(2), z.literal(4)]).optional(),
  /** Ludo's timed variant: the minutes of the game. */
  minutes: z.number().int().optional(),
  /** Ludo, 4 players: 2nd place's share of the prize, percent. */
  second_percent: z.number().optional(),
  seats: z.number().int(),
  /** Points: rupees (chips) per point; pool and deals: the entry fee. */
  stake: z.number(),
  /** Points: what one hand can cost at most (80 × the point value), reserved at each deal. */
  max_loss: z.number().optional(),
  /** Pool and deals: the entry fee. */
  entry: z.number().optional(),
  /** Poker: the blinds and the buy-in range (rupees; practice: chips). */
  small_blind: z.number().optional(),
  big_blind: z.number().optional(),
  buy_in_min: z.number().optional(),
  buy_in_max: z.number().optional(),
  /** What a full table's winner could take (pool/deals: entries less the rake; points: max loss × seats − 1 less rake). */
  prize_estimate: z.number(),
  players_seated: z.number().int(),
  tables_open: z.number().int(),
});
export type TableOffer = z.infer<typeof tableOfferSchema>;

export const tableLobbyQuerySchema = z.object({
  game: z.enum(TABLE_GAMES, { error: `must be one of ${TABLE_GAMES.join(', ')}` }).default('rummy'),
  mode: z.enum(TABLE_MODES, { error: 'must be cash or practice' }).default('practice'),
});
export type TableLobbyQuery = z.infer<typeof tableLobbyQuerySchema>;
export const tableLobbySchema = successSchema({ offers: z.array(tableOfferSchema) });
export type TableLobby = z.infer<typeof tableLobbySchema>;

export const tableJoinRequestSchema = z.object({
  player_id: playerId,
  offer_id: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(80),
  device_id: z.string({ error: 'must be text' }).max(200).optional(),
  /** Games with a stack per seat (poker): what the player brings to the table, rupees (practice: chips). */
  buy_in: z
    .number({ error: 'must be an amount in rupees' })
    .positive({ error: 'must be more than 0' })
    .max(10_000_000, { error: 'is too large' })
    .refine(hasAtMostTwoDecimals, { error: 'must have at most two decimals' })
    .optional(),
});
export type TableJoinRequest = z.infer<typeof tableJoinRequestSchema>;

export const tableMineRequestSchema = z.object({ player_id: playerId });
export type TableMineRequest = z.infer<typeof tableMineRequestSchema>;

export const tableStateRequestSchema = z.object({ player_id: playerId, table_id: tableId });
export type TableStateRequest = z.infer<typeof tableStateRequestSchema>;

/** The move travels as an object with a `type`; the game's own schema checks the rest (400 naming the field). */
export const tableMoveRequestSchema = z.object({
  player_id: playerId,
  table_id: tableId,
  move: z.looseObject({ type: z.string({ error: 'is required' }).max(20) }, { error: 'must be a move' }),
  /** The snapshot version the move was made from: a later table answers 409 (stale). */
  version: z.number({ error: 'must be a number' }).int().min(0).optional(),
});
export type TableMoveRequest = z.infer<typeof tableMoveRequestSchema>;

export const tableLeaveRequestSchema = z.object({ player_id: playerId, table_id: tableId });
export type TableLeaveRequest = z.infer<typeof tableLeaveRequestSchema>;

export const tableSeatSchema = z.object({
  seat: z.number().int(),
  name: z.string(),
  is_bot: z.boolean(),
  is_me: z.boolean(),
  /** Left the table (their seat stays until the hand is over). */
  left: z.boolean(),
  /** What is left of the seat's extra-time bank this hand, ms. */
  extra_ms: z.number().int(),
});
export type TableSeat = z.infer<typeof tableSeatSchema>;

export const tableDeadlineSchema = z.object({
  /** ISO instant of the server clock. */
  at: z.string(),
  /** The engine's kind of wait: 'turn', 'meld', 'split', or 'start' (the countdown before a deal). */
  kind: z.string(),
  seats: z.array(z.number().int()),
  /** For a turn: the part of the deadline that comes from the player's extra-time bank, ms. */
  extra_ms_used: z.number().int().optional(),
});
export type TableDeadline = z.infer<typeof tableDeadlineSchema>;

export const tableSnapshotSchema = z.object({
  table_id: z.string(),
  game: z.enum(TABLE_GAMES),
  offer_id: z.string(),
  mode: z.enum(TABLE_MODES),
  options: z.record(z.string(), z.unknown()),
  stake: z.number(),
  status: z.enum(TABLE_STATUSES),
  version: z.number().int(),
  hand_no: z.number().int(),
  /** Null for a spectator (staff). */
  my_seat: z.number().int().nullable(),
  seats: z.array(tableSeatSchema),
  /** The engine's view for my_seat (RummyView for rummy). */
  view: z.unknown(),
  deadline: tableDeadlineSchema.nullable(),
  /** When the next hand is dealt (results pause, or the countdown of a table waiting to start). */
  next_hand_at: z.string().nullable(),
  fairness: z
    .object({
      hand_id: z.string(),
      server_seed_hash: z.string(),
      previous_hand_id: z.string().nullable(),
    })
    .nullable(),
  /** Something the player must be told (a voided hand and its refund). */
  notice: z.string().optional(),
  /** A match on a clock (Ludo's timed variant): when it ends, ISO instant of the server clock. */
  clock_ends_at: z.string().optional(),
  money: z.object({
    reserved: z.number().optional(),
    entry: z.number().optional(),
    /** The operator's rake on a hand's winnings, percent: what the winner's amount is net of. */
    rake_percent: z.number().optional(),
  }),
});
/** The snapshot with the game's view type, e.g. TableSnapshot<RummyView>. */
export type TableSnapshot<View = unknown> = Omit<z.infer<typeof tableSnapshotSchema>, 'view'> & {
  view: View;
};
export type RummyTableSnapshot = TableSnapshot<RummyView>;

export const tableSnapshotResponseSchema = successSchema({ table: tableSnapshotSchema });
export type TableSnapshotResponse<View = unknown> = Omit<
  z.infer<typeof tableSnapshotResponseSchema>,
  'table'
> & { table: TableSnapshot<View> };

export const tableMineSchema = successSchema({
  tables: z.array(
    z.object({
      table_id: z.string(),
      game: z.enum(TABLE_GAMES),
      offer_id: z.string(),
      mode: z.enum(TABLE_MODES),
      seat: z.number().int(),
      status: z.enum(TABLE_STATUSES),
      hand_no: z.number().int(),
      /** It is this player's turn (or their meld) now. */
      my_turn: z.boolean(),
    }),
  ),
});
export type TableMine = z.infer<typeof tableMineSchema>;

export const tableLeaveSchema = successSchema({
  left: z.literal(true),
  /** Points the leave cost in the hand under way (a drop), if any. */
  penalty: z.number().optional(),
});
export type TableLeave = z.infer<typeof tableLeaveSchema>;

/** Every refusal of the table calls: a refused move (409) carries the engine's code. */
export const tableFailureSchema = failureSchema.extend({ code: z.string().optional() });

/** A refused move: 409 with the engine's code ('not-your-turn', 'illegal-move'…) and its reason. */
export const tableRefusalSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  code: z.string(),
});
export type TableRefusal = z.infer<typeof tableRefusalSchema>;

export const tableFairnessParamsSchema = z.object({ hand_id: z.uuid({ error: 'must be a hand id' }) });
export const tableFairnessSchema = successSchema({
  hand_id: z.string(),
  game: z.enum(TABLE_GAMES),
  hand_no: z.number().int(),
  /** collecting | playing | settling | settled | void */
  hand_status: z.string(),
  server_seed_hash: z.string(),
  /** Null until the hand is over. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.string(),
  /** The seats dealt in, ascending. */
  seats: z.array(z.number().int()),
  options: z.record(z.string(), z.unknown()),
  /** Games with a dealer button (poker): its seat in this hand, once the hand is over; else null. */
  button: z.number().int().nullable().optional(),
});
export type TableFairness = z.infer<typeof tableFairnessSchema>;

// socket.io (socket-events.ts)
export interface TableWatchPayload {
  table_id: string;
  /** Staff: a back-office Bearer token (roles of STAFF_TABLE_ROLES.read) to watch any table as a spectator. */
  staff_token?: string;
}
export interface TableUpdatePayload<View = unknown> {
  table_id: string;
  version: number;
  snapshot: TableSnapshot<View>;
}
/** A table event (packages/games table-game.ts TableEvent): public, or private to the receiving seat. */
export interface TableEventPayload {
  type: string;
  seat?: number;
  [key: string]: unknown;
}
export interface TableEventsPayload {
  table_id: string;
  version: number;
  events: TableEventPayload[];
}
