import { z } from 'zod';
import type { LaunchMode } from './practice';
import { TAMBOLA_GAME_CODE } from './house-game-codes';
import type { HouseRound } from './house-games';

// Tambola (housie), issue 23 (docs/ludo-and-tambola.md): a shared room of the house provider. Games run on a
// schedule: tickets are sold until the start, then a number is called every few seconds from the game's
// committed seed; the server checks every claim and pays the prizes through the wallet.

export { TAMBOLA_GAME_CODE } from './house-game-codes';

export const TAMBOLA_PRIZES = ['early-five', 'top-line', 'middle-line', 'bottom-line', 'full-house'] as const;
export type TambolaPrize = (typeof TAMBOLA_PRIZES)[number];

export const TAMBOLA_MAX_TICKETS = 6;
/** A purchase's client seed: 1–64 printable ASCII characters (space to tilde). */
export const TAMBOLA_CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

export const TAMBOLA_MESSAGES = {
  salesClosed: 'Ticket sales are closed for this game',
  tooManyTickets: `At most ${TAMBOLA_MAX_TICKETS} tickets a game`,
  notPlaying: 'The game is not being called now',
  ticketNotFound: 'Ticket not found',
  prizeGone: 'This prize has already been won',
  notCompleted: 'This ticket has not completed the prize with the numbers called',
  wrongMode: 'This game is for the other mode (cash or practice)',
  gameNotFound: 'Game not found',
  voided: 'Game voided, every ticket refunded',
} as const;

const token = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200);
const gameCode = z.literal(TAMBOLA_GAME_CODE, { error: `must be ${TAMBOLA_GAME_CODE}` });

export const tambolaBuyRequestSchema = z.object({
  token,
  game_code: gameCode,
  count: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(TAMBOLA_MAX_TICKETS, { error: `must be at most ${TAMBOLA_MAX_TICKETS}` }),
  /** Claim every prize a call completes on these tickets (default on). */
  auto_claim: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * The player's part of the call order (ADR 036): 1–64 printable ASCII characters (no newline, so the
   * combined seed's list is unambiguous). The server draws one when absent.
   */
  client_seed: z
    .string({ error: 'must be text' })
    .regex(TAMBOLA_CLIENT_SEED_PATTERN, { error: 'must be 1-64 printable ASCII characters' })
    .optional(),
});
export type TambolaBuyRequest = z.infer<typeof tambolaBuyRequestSchema>;

export const tambolaClaimRequestSchema = z.object({
  token,
  game_code: gameCode,
  ticket_id: z.number({ error: 'must be a ticket id' }).int({ error: 'must be a ticket id' }).positive(),
  prize: z.enum(TAMBOLA_PRIZES, { error: `must be one of ${TAMBOLA_PRIZES.join(', ')}` }),
});
export type TambolaClaimRequest = z.infer<typeof tambolaClaimRequestSchema>;

/** GET /house/MZ010021/state: the latest game of the token's mode, or `round_id`'s (a finished game's result). */
export const tambolaStateQuerySchema = z.object({
  token: z.string().max(200).optional(),
  round_id: z.coerce
    .number({ error: 'must be a game id' })
    .int({ error: 'must be a game id' })
    .positive({ error: 'must be a game id' })
    .optional(),
});

export const tambolaAutoClaimRequestSchema = z.object({
  token,
  game_code: gameCode,
  auto_claim: z.boolean({ error: 'must be true or false' }),
});

export const tambolaVoidRequestSchema = z.object({
  reason: z
    .string({ error: 'is required' })
    .trim()
    .min(3, { error: 'must be at least 3 characters' })
    .max(500),
});

export interface TambolaTicket {
  ticket_id: number;
  /** Ticket k of the game's seed (generateTicket(fair, k)); verifiable once the seed is revealed. */
  index: number;
  rows: (number | null)[][];
  auto_claim: boolean;
}

export interface TambolaPrizeState {
  prize: TambolaPrize;
  /**
   * The whole prize in rupees (shared by its winners); a share of the sales is null until sales close (the
   * sales are not known before), a fixed prize is known from the start.
   */
  amount: number | null;
  /** The operator's share of the ticket sales less the rake for this prize (percent); null: a fixed amount. */
  share_percent: number | null;
  won_at_call: number | null;
  /** Winners once the prize is closed, and claims so far at the current call. */
  winners: { player: string; ticket_id: number; amount: number | null; mine: boolean; auto: boolean }[];
}

export interface TambolaGame {
  round: HouseRound;
  mode: LaunchMode;
  ticket_price: number;
  tickets_sold: number;
  /** The numbers called so far, in order. */
  called: number[];
  next_call_at: string | null;
  /**
   * SHA-256 of the purchases' client seeds, sorted and joined by newlines (ADR 036): fixed when sales close,
   * null before (and on games from before client seeds, whose calls come from the game's seed alone).
   */
  combined_client_seed: string | null;
  /** The client seeds of the viewer's purchases in this game, in the order bought. */
  my_client_seeds: string[];
  prizes: TambolaPrizeState[];
  /** The viewer's own tickets only. */
  my_tickets: TambolaTicket[];
}

export interface TambolaState {
  status: 1;
  message: string;
  server_time: string;
  game_code: typeof TAMBOLA_GAME_CODE;
  mode: LaunchMode;
  timings: { sale_ms: number; call_ms: number; pause_ms: number };
  game: TambolaGame | null;
  balance: number | null;
}

/**
 * What changed in the room (socket.io `tambola_event` in the house room of the game, house_join); `mode` tells
 * the cash game from the practice one. The page refetches its state (which holds the viewer's tickets).
 */
export interface TambolaEvent {
  game_code: typeof TAMBOLA_GAME_CODE;
  kind: 'game' | 'call' | 'claim' | 'prize' | 'settled' | 'void';
  mode: LaunchMode;
  round_id: number;
  /** kind `call`: the number and its position (1-based). */
  number?: number;
  call?: number;
  prize?: TambolaPrize;
  server_time: string;
}
