import type { BoardSeat } from '@/lib/tables/table-board';

// The player API of the tables (TABLES-DESIGN.md "Player API"), as the web reads it. Mirrors
// packages/contracts/src/tables.ts of the core runtime; amounts are rupees (cash) or chips (practice).

export type TableMode = 'cash' | 'practice';

export interface TableOffer {
  offer_id: string;
  game: string;
  variant: string;
  /** Pool 101 / 201, deals 2 / 3 (null otherwise). */
  pool?: number | null;
  deals?: number | null;
  seats: number;
  mode: TableMode;
  /** Point value (points) or entry fee (pool, deals). */
  stake: number;
  players_seated: number;
  tables_open: number;
  /** Pool and deals: the entry fee; points: null. */
  entry?: number | null;
  /** Points: the most a hand can cost (80 × point value). */
  max_loss?: number | null;
  /** What the winner may take (an estimate for a full table). */
  prize?: number | null;
}

export interface TablesLobby {
  game: string;
  mode: TableMode;
  offers: TableOffer[];
}

export interface TableDeadline {
  at: string;
  kind: string;
  seats: number[];
  extra_ms_used?: number;
}

export interface TableSnapshot<View = unknown> {
  table_id: string;
  game: string;
  offer_id: string;
  mode: TableMode;
  options: unknown;
  stake: number;
  status: 'open' | 'playing' | 'closed';
  version: number;
  hand_no: number;
  my_seat: number | null;
  seats: BoardSeat[];
  view: View;
  deadline: TableDeadline | null;
  next_hand_at: string | null;
  fairness?: { hand_id: string; server_seed_hash: string; previous_hand_id?: string | null } | null;
  notice?: string | null;
  money?: { reserved?: number; entry?: number } | null;
}

export interface TableUpdate<View = unknown> {
  table_id: string;
  version: number;
  snapshot: TableSnapshot<View>;
}

export interface TableEvents {
  table_id: string;
  version: number;
  events: { type: string; seat?: number; [key: string]: unknown }[];
}
