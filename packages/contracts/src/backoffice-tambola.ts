import { z } from 'zod';
import type { LaunchMode } from './practice';
import type { TambolaPrize } from './house-tambola';

// The back office's Tambola calls (docs/ludo-and-tambola.md "Staff"): the games newest first, one game with
// its purchases, tickets, claims and winners, and (admins, house-tambola's route) the void with refunds.
// Staff read everything, nobody sets calls or winners. Amounts are rupees (cash) or chips (practice).

/** Who may call which route: the same staff as the tables' (the server checks; the nav mirrors it). */
export const STAFF_TAMBOLA_ROLES = {
  read: ['admin', 'support', 'auditor'],
  void: ['admin'],
} as const;

export const STAFF_TAMBOLA_PAGE_SIZE = 20;

export const staffTambolaQuerySchema = z.object({
  mode: z.enum(['real', 'practice', 'all'], { error: 'must be real, practice or all' }).default('all'),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(1),
});
export type StaffTambolaQuery = z.infer<typeof staffTambolaQuerySchema>;

export const staffTambolaParamsSchema = z.object({
  round_id: z.coerce.number({ error: 'must be a game id' }).int({ error: 'must be a game id' }).positive(),
});

export type StaffTambolaPhase = 'betting' | 'running' | 'settled' | 'void';

export interface StaffTambolaGameRow {
  round_id: number;
  round_no: string;
  mode: LaunchMode;
  phase: StaffTambolaPhase;
  ticket_price: number;
  tickets_sold: number;
  players: number;
  /** Ticket sales of the game (tickets × price). */
  sales: number;
  /** Prizes paid so far. */
  paid: number;
  calls_made: number;
  /** When sales close(d). */
  sales_close_at: string;
  ended_at: string | null;
}

export interface StaffTambolaGameList {
  status: 1;
  message: string;
  data: StaffTambolaGameRow[];
  total: number;
  page: number;
  total_pages: number;
}

export interface StaffTambolaWinner {
  player_id: string;
  ticket_id: number;
  ticket_index: number;
  call: number;
  auto: boolean;
  /** The winner's share; null while the prize is still open. */
  amount: number | null;
}

export interface StaffTambolaGame {
  status: 1;
  message: string;
  game: StaffTambolaGameRow & {
    commitment: string;
    /** Revealed once the game is over. */
    server_seed: string | null;
    called: number[];
    prizes: {
      prize: TambolaPrize;
      amount: number | null;
      won_at_call: number | null;
      winners: StaffTambolaWinner[];
    }[];
    purchases: {
      bet_id: string;
      player_id: string;
      tickets: number;
      stake: number;
      status: string;
      payout: number | null;
      created_at: string;
    }[];
    tickets: {
      ticket_id: number;
      index: number;
      player_id: string;
      bet_id: string;
      rows: (number | null)[][];
      auto_claim: boolean;
    }[];
    /** Every claim, in the order of the calls (a claim not yet closed has no amount). */
    claims: (StaffTambolaWinner & { prize: TambolaPrize })[];
  };
}
