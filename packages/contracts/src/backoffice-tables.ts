import { z } from 'zod';

// The back office's table calls (docs/tables.md "Staff"): live tables, one table with its hands, one hand's
// full move log with the dealt cards and the money rows, and voiding a hand with a reason (every collect
// refunded in full, audited, the players told). Staff read everything; nobody can set cards or results.
// Amounts are rupees (cash tables) or chips (practice tables) with at most two decimals, as elsewhere.

/** Who may call which route (the server checks; the web app's navigation only mirrors it). */
export const STAFF_TABLE_ROLES = {
  read: ['admin', 'support', 'auditor'],
  void: ['admin'],
} as const;

export const STAFF_TABLES_PAGE_SIZE = 20;

export const TABLE_VOID_REASON_MIN = 5;
export const TABLE_VOID_REASON_MAX = 500;

export const STAFF_TABLE_MESSAGES = {
  tables: 'tables',
  table: 'table',
  hand: 'hand',
  noTables: 'No data found',
  tableNotFound: 'Table not found',
  handNotFound: 'Hand not found',
  /** 409: only a hand in progress (collecting, playing) or settling can be voided. */
  notVoidable: 'Only a hand in progress can be voided',
  voided: 'Hand voided; every stake was refunded',
} as const;

/** What the seated players are told (snapshot `notice` and the socket notice) when staff void a hand. */
export function tableHandVoidedNotice(handNo: number): string {
  return `Hand ${handNo} was voided by the operator; every stake was refunded in full`;
}

export const staffTablesQuerySchema = z.object({
  /** live: open or playing tables (default); all: closed ones too, newest first. */
  status: z.enum(['live', 'all'], { error: 'must be live or all' }).default('live'),
  game: z.string().trim().max(40, { error: 'at most 40 characters' }).optional(),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(1),
});
export type StaffTablesQuery = z.infer<typeof staffTablesQuerySchema>;

export const staffTablePlayerSchema = z.object({
  seat: z.number().int(),
  name: z.string(),
  /** null for a bot. */
  player_id: z.string().nullable(),
  is_bot: z.boolean(),
  /** Left the table (still listed while the hand they played is running). */
  left: z.boolean(),
});
export type StaffTablePlayer = z.infer<typeof staffTablePlayerSchema>;

export const staffTableRowSchema = z.object({
  table_id: z.string(),
  game: z.string(),
  offer_id: z.string(),
  mode: z.enum(['cash', 'practice']),
  /** points | pool | deals (rummy); other games their own. */
  variant: z.string(),
  /** Rupees or chips: the point value (points) or the entry fee (pool, deals). */
  stake: z.number(),
  seats_taken: z.number().int(),
  seats: z.number().int(),
  status: z.enum(['open', 'playing', 'closed']),
  hand_no: z.number().int(),
  players: z.array(staffTablePlayerSchema),
  updated_at: z.string(),
});
export type StaffTableRow = z.infer<typeof staffTableRowSchema>;

export const staffTableListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffTableRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type StaffTableList = z.infer<typeof staffTableListSchema>;

export const staffTableParamsSchema = z.object({ table_id: z.uuid({ error: 'must be a table id' }) });
export const staffHandParamsSchema = z.object({ hand_id: z.uuid({ error: 'must be a hand id' }) });

export const TABLE_HAND_STATUSES = ['collecting', 'playing', 'settling', 'settled', 'void'] as const;
export type TableHandStatus = (typeof TABLE_HAND_STATUSES)[number];

export const staffHandRowSchema = z.object({
  hand_id: z.string(),
  hand_no: z.number().int(),
  status: z.enum(TABLE_HAND_STATUSES),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  /** null while the hand runs, when it was voided, or for a split. */
  winner_seat: z.number().int().nullable(),
  void_reason: z.string().nullable(),
  /** May staff void it now (status collecting, playing or settling)? */
  voidable: z.boolean(),
});
export type StaffHandRow = z.infer<typeof staffHandRowSchema>;

export const staffTableDetailSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  table: staffTableRowSchema,
  /**
   * The spectator's TableSnapshot (packages/contracts/src/tables.ts, my_seat null): piles, wild joker,
   * whose turn, the deadline; no player's hidden cards.
   */
  snapshot: z.unknown(),
  /** Newest first. */
  hands: z.array(staffHandRowSchema),
});
export type StaffTableDetail = z.infer<typeof staffTableDetailSchema>;

export const TABLE_MOVE_KINDS = ['join', 'leave', 'deal', 'move', 'timeout', 'void'] as const;
export const TABLE_MOVE_ACTORS = ['player', 'bot', 'timer', 'staff'] as const;

export const staffMoveSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  /** null for table-wide entries (a deal, a void). */
  seat: z.number().int().nullable(),
  /** The seat's occupant at the time: a player's display name, a bot's name; null for table-wide entries. */
  player: z.string().nullable(),
  player_id: z.string().nullable(),
  actor: z.enum(TABLE_MOVE_ACTORS),
  kind: z.enum(TABLE_MOVE_KINDS),
  /** The move as stored (e.g. { type: 'discard', card: '10D' }), unredacted: staff see everything. */
  body: z.unknown(),
});
export type StaffMove = z.infer<typeof staffMoveSchema>;

export const TABLE_MONEY_KINDS = ['collect', 'refund', 'payout', 'rake'] as const;
export type TableMoneyKind = (typeof TABLE_MONEY_KINDS)[number];
export const TABLE_MONEY_STATUSES = ['pending', 'posted', 'failed'] as const;

export const staffMoneyRowSchema = z.object({
  id: z.string(),
  /** null for the rake (house). */
  seat: z.number().int().nullable(),
  player_id: z.string().nullable(),
  kind: z.enum(TABLE_MONEY_KINDS),
  /** Rupees (cash) or chips (practice); collect = from the player, refund/payout = to the player. */
  amount: z.number(),
  mode: z.enum(['cash', 'practice']),
  status: z.enum(TABLE_MONEY_STATUSES),
  /** Deterministic reference (the ledger's externalRef): table:<hand_id>:<seat>:<kind>. */
  ref: z.string(),
  /** The ledger transaction once posted (cash). */
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  posted_at: z.string().nullable(),
});
export type StaffMoneyRow = z.infer<typeof staffMoneyRowSchema>;

export const staffHandDetailSchema = staffHandRowSchema.extend({
  table_id: z.string(),
  game: z.string(),
  offer_id: z.string(),
  mode: z.enum(['cash', 'practice']),
  server_seed_hash: z.string(),
  /** Revealed once the hand is over (staff see it then too: it decides nothing after the deal). */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.string(),
  /** The engine's hand outcome (rummy: RummyHandOutcome) once over; null before or when voided. */
  outcome: z.unknown().nullable(),
});
export type StaffHandDetail = z.infer<typeof staffHandDetailSchema>;

export const staffHandMovesSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  hand: staffHandDetailSchema,
  moves: z.array(staffMoveSchema),
  /** Each seat's starting cards as dealt, and the table's cards (wild joker, open card). */
  dealt: z.object({
    seats: z.array(z.object({ seat: z.number().int(), cards: z.array(z.string()) })),
    wild_card: z.string().nullable(),
    open_card: z.string().nullable(),
  }),
  money: z.array(staffMoneyRowSchema),
});
export type StaffHandMoves = z.infer<typeof staffHandMovesSchema>;

export const staffVoidHandRequestSchema = z.object({
  reason: z
    .string({ error: 'is required' })
    .trim()
    .min(TABLE_VOID_REASON_MIN, { error: `at least ${TABLE_VOID_REASON_MIN} characters` })
    .max(TABLE_VOID_REASON_MAX, { error: `at most ${TABLE_VOID_REASON_MAX} characters` }),
});
export type StaffVoidHandRequest = z.infer<typeof staffVoidHandRequestSchema>;

export const staffVoidHandResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  hand_id: z.string(),
  hand_status: z.literal('void'),
  /** Total refunded (rupees or chips) and to how many seats. */
  refunded: z.number(),
  refunds: z.number().int(),
  audit_id: z.string(),
});
export type StaffVoidHandResponse = z.infer<typeof staffVoidHandResponseSchema>;
