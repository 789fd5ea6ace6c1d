import type { GameHistoryRow } from '@khelo/contracts/house-games';

// The /game-history row of a finished table hand (issue 17): the house-game row with the hand's own fields
// (hand_id, hand_no, points, amount, table). A row with `kind: 'table'` and a hand id is a table hand.

export type HistoryRow = GameHistoryRow;
export type TableHistoryRow = GameHistoryRow & { kind: 'table'; hand_id: string };

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
