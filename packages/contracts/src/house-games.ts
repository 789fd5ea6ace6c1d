import { z } from 'zod';
import { amountSchema } from './amount';
import { hasAtMostTwoDecimals } from './money';
import type { LaunchMode } from './practice';
import { COLOR_GAME_CODE, CRASH_GAME_CODE, type HouseGameCode } from './house-game-codes';
import { HOUSE_BET_MAX, HOUSE_BET_MIN } from './house-constants';

// The house game provider (issue 10, docs/house-games.md): Aviator-style crash and Color Prediction.
// The game page talks to /house/* with the launch token the lobby put in its URL, like a provider's page.

export {
  BACCARAT_GAME_CODE,
  COLOR_GAME_CODE,
  CRASH_GAME_CODE,
  DRAGON_TIGER_GAME_CODE,
  HOUSE_GAME_CODES,
  MINES_GAME_CODE,
  ROULETTE_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
  TAMBOLA_GAME_CODE,
  isHouseGameCode,
} from './house-game-codes';
export type { HouseGameCode } from './house-game-codes';
export { HOUSE_BET_MAX, HOUSE_BET_MIN, HOUSE_MESSAGES, ROOM_BETS_SHOWN } from './house-constants';

/** A stake in rupees: the one amount schema (amount.ts) within the house's table limits. */
export const houseBetAmountSchema = amountSchema({ min: HOUSE_BET_MIN, max: HOUSE_BET_MAX });

const token = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200);

export const crashBetRequestSchema = z.object({
  token,
  game_code: z.literal(CRASH_GAME_CODE, { error: `must be ${CRASH_GAME_CODE}` }),
  slot: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }),
  amount: houseBetAmountSchema,
  /** Cash out automatically at this multiplier (1.01-10000, two decimals). */
  auto_cashout: z
    .number({ error: 'must be a number' })
    .min(1.01, { error: 'must be at least 1.01' })
    .max(10_000, { error: 'must be at most 10000' })
    .refine(hasAtMostTwoDecimals, { error: 'must have at most two decimals' })
    .nullable()
    .optional(),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

export const colorBetRequestSchema = z.object({
  token,
  game_code: z.literal(COLOR_GAME_CODE, { error: `must be ${COLOR_GAME_CODE}` }),
  selection: z.enum(
    ['green', 'red', 'violet', 'big', 'small', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    { error: 'must be green, red, violet, big, small or a number 0-9' },
  ),
  amount: houseBetAmountSchema,
});
export type ColorBetRequest = z.infer<typeof colorBetRequestSchema>;

export const cashoutRequestSchema = z.object({
  token,
  game_code: z.literal(CRASH_GAME_CODE, { error: `must be ${CRASH_GAME_CODE}` }),
  bet_id: z.uuid({ error: 'must be a bet id' }),
});
export type CashoutRequest = z.infer<typeof cashoutRequestSchema>;

export const houseStateQuerySchema = z.object({ token: z.string().max(200).optional() });

export const gameHistoryRequestSchema = z.object({
  operator_id: z.number({ error: 'is required' }).int(),
  player_id: z.string({ error: 'is required' }),
  page: z.number({ error: 'must be a number' }).int().min(1, { error: 'must be at least 1' }).default(1),
});

export type HousePhase = 'betting' | 'running' | 'settled' | 'void';

/** A round as the page sees it; seeds and outcome only once it is over. */
export interface HouseRound {
  round_id: number;
  game_code: HouseGameCode;
  round_no: string;
  phase: HousePhase;
  commitment: string;
  client_seed: string;
  nonce: string;
  chain_index: number;
  chain_commitment: string;
  /** ISO instants of the server clock. */
  betting_closes_at: string;
  starts_at: string;
  ends_at: string | null;
  server_seed: string | null;
  /** Crash point (e.g. 2.35) or the drawn number, once over. */
  result: number | null;
  /**
   * Tambola, once the game is over (ADR 036): the combined client seed that drew the calls (null: a game
   * from before client seeds) and every purchase's client seed, sorted, to recompute it.
   */
  tambola_seeds?: { combined_client_seed: string | null; client_seeds: string[] };
}

export interface HouseBet {
  bet_id: string;
  round_id: number;
  player: string;
  slot: number;
  selection: string;
  amount: number;
  auto_cashout: number | null;
  cashout_multiplier: number | null;
  payout: number | null;
  status: 'placing' | 'open' | 'won' | 'lost' | 'refunded' | 'rejected';
  mine?: boolean;
}

/**
 * The acknowledgement of the socket calls house_crash_bet and house_crash_cashout (ADR 047): the body
 * POST /house/crash/bet or /cashout answers, with its HTTP status code.
 */
export interface CrashCallAnswer {
  code: number;
  status: 0 | 1;
  message: string;
  bet?: HouseBet;
  balance?: number | null;
  retry_after?: number;
}

export interface HouseGameState {
  status: 1;
  message: string;
  server_time: string;
  game_code: HouseGameCode;
  house_edge_percent: number;
  growth_per_second: number;
  timings: { betting_ms: number; wait_ms: number };
  round: HouseRound | null;
  /** The round's largest bets (ROOM_BETS_SHOWN) and the viewer's own. */
  bets: HouseBet[];
  /** All the round's bets, shown or not (crash and colour; where absent, `bets` is every bet). */
  bet_count?: number;
  recent: { round_id: number; round_no: string; result: number }[];
  balance: number | null;
}

export interface GameHistoryRow {
  round_id: number;
  round_no: string;
  game_code: string;
  game_name: string;
  created_at: string;
  selection: string;
  stake: number;
  payout: number | null;
  status: HouseBet['status'];
  /** The round's result: crash point (x), drawn number, pocket, or card outcome code. */
  result: number | null;
  /** The player's own outcome where the game has one: the multiplier cashed out at (crash, Mines), as the game showed it. */
  cashout_multiplier: number | null;
  verifiable: boolean;
  /** `practice`: a free-chip bet — stake and payout are chips, not rupees. */
  mode: LaunchMode;
  /** Tambola: the prizes this purchase's tickets won (amount: the ticket's share, rupees). */
  tambola_prizes?: { prize: string; ticket_index: number; amount: number }[];
  /** Tambola: the client seed the player's purchase brought to the call order (ADR 036). */
  tambola_client_seed?: string | null;
  /** Set on a multiplayer table hand (issue 17): the fields below are present, round_id is the hand number. */
  kind?: 'table';
  hand_id?: string;
  table_id?: string;
  hand_no?: number;
  /** The player's points in the hand. */
  points?: number;
  /** Net: what came back less what was put in (+ won, − lost); null while the money is pending. */
  amount?: number | null;
  table?: TableHandDetail;
}

/** A table hand's detail in /api/game-history (verify it at /provably-fair with hand_id). */
export interface TableHandDetail {
  variant: string;
  result: 'won' | 'lost' | 'dropped' | 'wrong-show' | 'void';
  wild_card: string | null;
  finish: string | null;
  /** The player's own cards at the end in the groups shown; null after a drop (never shown) or a void. */
  groups: string[][] | null;
  seats: { seat: number; name: string; is_me: boolean; result: string; points: number }[];
  /** Call Break: the round, the player's 13 cards as dealt, each seat's bid and tricks (points in `seats`). */
  call_break?: CallBreakHandDetail;
  /** Poker: my hole cards, the board, every act of the hand, the pots and what the hand did to my stack. */
  poker?: PokerHandDetail;
  /** Ludo: the game's placings and scores, who was paid, and how many rolls /provably-fair recomputes. */
  ludo?: LudoHandDetail;
}

/** A poker hand in /api/game-history (amounts in rupees; practice: chips). */
export interface PokerHandDetail {
  /** holdem, omaha4, omaha5. */
  game: string;
  /** My hole cards as dealt (kept with the outcome; older hands: rebuilt from the revealed seed). */
  hole: string[];
  board: string[];
  /** In order: who did what (fold, check, call, bet, raise, all-in, timeout, leave); `to` for a bet/raise. */
  actions: { seat: number; act: string; to: number | null }[];
  pots: { amount: number; rake: number; winners: number[] }[];
  rake: number;
  /** Mine: what I put in, what I won, the difference. */
  committed: number;
  won: number;
  net: number;
  /** Every seat's cards shown at showdown, the hand they made and its five cards (null on older hands). */
  shown: { seat: number; cards: string[]; category: string | null; five: string[] | null }[];
  /**
   * The hand step by step for the replay: blinds and acts in order, each with its street, the seat's bet of
   * the round after it and everything in the middle after it; null for hands played before it was kept.
   */
  steps: PokerReplayStep[] | null;
}

export interface PokerReplayStep {
  seat: number;
  /** small-blind, big-blind, dead-blind, fold, check, call, bet, raise. */
  act: string;
  street: 'preflop' | 'flop' | 'turn' | 'river';
  bet: number;
  pot: number;
  all_in: boolean;
  timeout: boolean;
}

export interface LudoHandDetail {
  mode: 'classic' | 'timed';
  /** Every seat, best first: the place (1, 2 …), the score (timed variant's points; kept in classic too). */
  placings: { seat: number; name: string; place: number; score: number; is_me: boolean }[];
  /** The seats paid a prize (the winner; 2nd place too when the table paid it). */
  paid: number[];
  /** The rolls of the game (verifyLudoRolls(fair, rolls)). */
  rolls: number;
  reason: 'home' | 'turns' | 'time' | 'last-player';
}

export interface CallBreakHandDetail {
  round: number;
  rounds: number;
  dealt: string[];
  /** Per seat: bid, tricks won, the round's points and the running total (points, one decimal). */
  seats: { seat: number; bid: number; tricks: number; points: number; total: number }[];
  /** Set on the game's last round: the seats sharing the prize. */
  winners: number[] | null;
}

/** Another source of finished rounds for /api/game-history (the tables), merged by time. */
export interface GameHistorySource {
  count(playerId: string): Promise<number>;
  /** The player's `limit` newest rows, newest first, with the instant they are ordered by. */
  newest(playerId: string, limit: number): Promise<{ at: Date; row: GameHistoryRow }[]>;
}

/** socket.io room of a house game; the page joins it with `house_join`. */
export function houseRoom(gameCode: string): string {
  return `house:${gameCode}`;
}

/** What changed in a house game; the page applies it or refetches the state. */
export interface HouseEvent {
  game_code: HouseGameCode;
  kind: 'round' | 'bet' | 'cashout' | 'settled';
  round?: HouseRound;
  bet?: HouseBet;
  /**
   * Kind 'bet': the tick's new bets that enter the room's shown list (ROOM_EVENT_MS, ROOM_BETS_SHOWN);
   * kind 'cashout': the tick's cash-outs.
   */
  bets?: HouseBet[];
  /** Kind 'bet': the round's bets in all after the tick, and that round. */
  bet_count?: number;
  round_id?: number;
  server_time: string;
}
