// The classic board. A token's position is counted in steps from its own colour's start square:
// YARD (-1) before it has left home base, 0 … 50 on the shared track of 52 squares, 51 … 55 in its colour's
// home column, HOME (56) once it is home. Only track squares (0 … 50) can be shared with other colours.

export const TOKENS = 4;
export const YARD = -1;
export const LAST_TRACK = 50;
export const HOME = 56;
export const TRACK_SQUARES = 52;
/** Squares between two colours' starts. */
export const COLOUR_OFFSET = 13;
/** A star sits this many squares after each start. */
export const STAR_OFFSET = 8;

/** Colours used by 2, 3 and 4 players: two players sit on opposite colours. */
export const COLOURS_FOR: Record<number, number[]> = { 2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 2, 3] };

/** The shared track square (0 … 51) of a position of `colour`, or null off the track (yard, column, home). */
export function squareOf(colour: number, position: number): number | null {
  if (position < 0 || position > LAST_TRACK) return null;
  return (colour * COLOUR_OFFSET + position) % TRACK_SQUARES;
}

/** The four start squares and the four stars, where no token can be captured. */
export function isSafeSquare(square: number): boolean {
  const offset = square % COLOUR_OFFSET;
  return offset === 0 || offset === STAR_OFFSET;
}

/** Where a token at `position` lands with `dice`, or null when it cannot move (needs a 6, overshoots home). */
export function target(position: number, dice: number): number | null {
  if (position === YARD) return dice === 6 ? 0 : null;
  if (position === HOME) return null;
  const next = position + dice;
  return next <= HOME ? next : null;
}

export function isValidPosition(position: number): boolean {
  return Number.isInteger(position) && position >= YARD && position <= HOME;
}
