import type { GameHistoryRow } from '@khelo/contracts/house-games';

// The /game-history row of a finished table hand (issue 17): the house-game row's fields plus the hand's own
// (REQUESTS-tables-money.md, the money helper's server). Optional on the shared row type so that house
// bets are unchanged; a row with `kind: 'table'` and a hand id is a table hand.

export interface TableHandSeat {
  seat: number;
  name: string;
  is_me: boolean;
  result: string;
  points: number;
}

export interface TableHandDetail {
  variant: string;
  result: 'won' | 'lost' | 'dropped' | 'wrong-show' | 'void';
  wild_card: string | null;
  finish: string | null;
  /** The player's cards at the end as shown or melded; null after a drop (never shown). */
  groups: string[][] | null;
  seats: TableHandSeat[];
}

export interface TableHistoryFields {
  kind?: 'table';
  hand_id?: string;
  table_id?: string;
  hand_no?: number;
  /** This player's points in the hand. */
  points?: number;
  /** Net: + won, − lost (rupees or chips); 0 for a void; null while the money is pending. */
  amount?: number | null;
  table?: TableHandDetail;
}

export type HistoryRow = GameHistoryRow & TableHistoryFields;
export type TableHistoryRow = HistoryRow & { kind: 'table'; hand_id: string };

export function isTableRow(row: HistoryRow): row is TableHistoryRow {
  return row.kind === 'table' && typeof row.hand_id === 'string';
}

/** The wild rank of the cut card ('7H' → '7'; a cut printed joker makes aces wild). */
export function wildRankOfCard(card: string | null | undefined): string | null {
  if (!card) return null;
  return card === 'PJ' ? 'A' : card.slice(0, -1);
}

/** "Pool 101" / "Deals 2" from the server's selection text ("Pool 101 · entry ₹10"); null when absent. */
export function variantNumber(selection: string): number | null {
  const match = /\b(?:pool|deals)\s*(\d+)/i.exec(selection);
  return match ? Number(match[1]) : null;
}
