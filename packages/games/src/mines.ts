import { fairShuffle } from './fair';

// Mines: a 5 × 5 grid with 1-24 mines chosen by the player. The layout is the first m tiles of a
// Fisher–Yates shuffle of the 25 tiles drawn from (server seed, client seed, nonce) (fair.ts), so it is
// fixed — and its seed committed — before the first tile is opened. After k safe tiles the multiplier is
// the fair odds times (1 − edge): (1 − edge) · C(25, k) / C(25 − m, k); the edge is 1 %.

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_EDGE_PERCENT = 1;
/** The most a round pays, in paise (₹10,00,000); only very long rounds with many mines reach it. */
export const MINES_MAX_PAYOUT_PAISE = 100_000_000;

/** The mined tiles (0-24, row by row from the top left), ascending. */
export function minesLayout(
  serverSeed: string,
  clientSeed: string,
  nonce: number | string,
  mines: number,
): number[] {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError('mines must be 1-24');
  return fairShuffle(MINES_TILES, serverSeed, clientSeed, nonce)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

/** Tiles as a 25-bit mask (bit t = tile t). */
export function tilesMask(tiles: readonly number[]): number {
  return tiles.reduce((mask, tile) => mask | (1 << tile), 0);
}

export function maskTiles(mask: number): number[] {
  return Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => (mask >> tile) & 1);
}

export function combinations(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The most safe tiles a round with `mines` mines has. */
export const safeTiles = (mines: number) => MINES_TILES - mines;

/** The multiplier after `safe` safe tiles in hundredths, rounded down: 3 mines, 1 tile → 112 (1.12x). */
export function minesMultiplierHundredths(mines: number, safe: number): number {
  if (safe < 0 || safe > safeTiles(mines)) throw new RangeError('safe tiles out of range');
  return Number(
    (BigInt(100 - MINES_EDGE_PERCENT) * combinations(MINES_TILES, safe)) /
      combinations(MINES_TILES - mines, safe),
  );
}

/** What cashing out pays in paise after `safe` safe tiles (exact odds, rounded down, capped). */
export function minesPayout(stakePaise: number, mines: number, safe: number): number {
  if (safe < 1 || safe > safeTiles(mines)) throw new RangeError('safe tiles out of range');
  const paise =
    (BigInt(stakePaise) * BigInt(100 - MINES_EDGE_PERCENT) * combinations(MINES_TILES, safe)) /
    (100n * combinations(MINES_TILES - mines, safe));
  return Number(paise > BigInt(MINES_MAX_PAYOUT_PAISE) ? BigInt(MINES_MAX_PAYOUT_PAISE) : paise);
}
