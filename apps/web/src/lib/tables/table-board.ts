import type { ComponentType } from 'react';
import type { TableSeat } from '@khelo/contracts/tables';

// The seam between the generic table shell (features/tables) and a game's own board
// (features/<game>-table). Features may not import each other (tools/eslint/boundaries.js), so the app
// layer (app/table-boards.ts) pairs a game id with its board, and both sides speak these types.

/** A seat as the table shell knows it (the snapshot's seats). */
export type BoardSeat = TableSeat;

/** What a move sent to the server came back as: applied, or refused with the server's words. */
export type MoveResult = { ok: true } | { ok: false; message: string };

export interface BoardProps<View, Move> {
  view: View;
  mySeat: number | null;
  seats: readonly BoardSeat[];
  /** Sends a move; resolves once the server answered (the new snapshot is already applied). */
  send: (move: Move) => Promise<MoveResult>;
  /** Sounds are on (the player's toggle; off by default). */
  sound: boolean;
  /** Cash table: money words; practice: chips. */
  mode: 'cash' | 'practice';
  /** The table's stake (₹ or chips per point / entry). */
  stake: number;
  /** A match on a clock (Ludo timed): when it ends (the snapshot's clock_ends_at). */
  clockEndsAt?: string | undefined;
}

export interface SeatExtraProps<View> {
  view: View;
  seat: number;
  /** Cash tables count rupees, practice tables chips (amounts under a seat say which). */
  mode: 'cash' | 'practice';
}

export interface ResultsProps<View, Move> extends BoardProps<View, Move> {
  /** When the next hand is dealt (ISO), if the table is going on. */
  nextHandAt: string | null;
  /** The operator's rake on winnings, percent (the snapshot's money.rake_percent; 0 when not stated). */
  rakePercent: number;
}

/** A game's part of the table page. */
export interface TableBoardPlugin<View, Move> {
  /** The felt's centre and the player's own hand and actions. */
  Board: ComponentType<BoardProps<View, Move>>;
  /** A line under a seat's name (cards held, dropped, score). */
  SeatExtra: ComponentType<SeatExtraProps<View>>;
  /** The hand's results, shown over the table once the hand is over. */
  Results: ComponentType<ResultsProps<View, Move>>;
  /** The hand is over and its results are known. */
  handOver: (view: View) => boolean;
  /** The hand number the view is at (a new number means a new deal). */
  handNumber: (view: View) => number;
  /** The word under the game's name when it is not the table's mode (a key of the tables namespace). */
  modeKey?: (offerId: string) => string | null;
}
