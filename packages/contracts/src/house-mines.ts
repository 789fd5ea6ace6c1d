import { z } from 'zod';
import { houseBetAmountSchema, MINES_GAME_CODE, type HouseGameState } from './house-games';

// Mines (issue 11, docs/house-games.md): a per-player round on a 5 × 5 grid — start (bet debited, layout
// committed), open tiles, cash out or hit a mine (seed and layout revealed).

export const MINES_MESSAGES = {
  started: 'Round started',
  safe: 'Safe tile',
  mine: 'Mine! The round is over',
  cashedOut: 'Cashed out',
  roundOpen: 'Finish your open round first',
  roundOver: 'This round is over',
  tileOpen: 'This tile is already open',
  nothingToCash: 'Open at least one tile before cashing out',
  roundNotFound: 'Round not found',
} as const;

const token = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200);
const gameCode = z.literal(MINES_GAME_CODE, { error: `must be ${MINES_GAME_CODE}` });
const roundId = z.number({ error: 'must be a round id' }).int({ error: 'must be a round id' }).positive({
  error: 'must be a round id',
});

export const minesStartRequestSchema = z.object({
  token,
  game_code: gameCode,
  amount: houseBetAmountSchema,
  mines: z
    .number({ error: 'must be a number from 1 to 24' })
    .int({ error: 'must be a number from 1 to 24' })
    .min(1, { error: 'must be a number from 1 to 24' })
    .max(24, { error: 'must be a number from 1 to 24' }),
  /** The player's part of the randomness (1-64 letters, digits, - or _); the page draws one if empty. */
  client_seed: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1-64 letters, digits, - or _' })
    .optional(),
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;

export const minesRevealRequestSchema = z.object({
  token,
  game_code: gameCode,
  round_id: roundId,
  tile: z
    .number({ error: 'must be a tile from 0 to 24' })
    .int({ error: 'must be a tile from 0 to 24' })
    .min(0, { error: 'must be a tile from 0 to 24' })
    .max(24, { error: 'must be a tile from 0 to 24' }),
});
export type MinesRevealRequest = z.infer<typeof minesRevealRequestSchema>;

export const minesCashoutRequestSchema = z.object({ token, game_code: gameCode, round_id: roundId });
export type MinesCashoutRequest = z.infer<typeof minesCashoutRequestSchema>;

/** A Mines round as its player sees it; the seed and the mines only once it is over. */
export interface MinesRound {
  round_id: number;
  round_no: string;
  phase: 'playing' | 'won' | 'lost' | 'refunded';
  mines: number;
  amount: number;
  /** Safe tiles opened, in the order of the grid (0-24, row by row from the top left). */
  revealed: number[];
  /** Current multiplier (0 before the first tile) and the one the next safe tile gives (null at the end). */
  multiplier: number;
  next_multiplier: number | null;
  /** What cashing out now pays, or what was paid. */
  payout: number | null;
  commitment: string;
  client_seed: string;
  nonce: string;
  server_seed: string | null;
  mine_tiles: number[] | null;
  hit_tile: number | null;
  /** An open round left alone is settled at this instant (docs/house-games.md). */
  expires_at: string | null;
}

export interface MinesAnswer {
  status: 1;
  message: string;
  round: MinesRound;
  balance: number | null;
}

/** GET /house/SPB02010/state: the shared state shape (balance, clock) plus the player's round. */
export interface MinesGameState extends HouseGameState {
  mines: MinesRound | null;
  /** The most one round pays (rupees). */
  max_payout: number;
}
