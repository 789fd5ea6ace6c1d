// The house games' limits and messages without zod, so a game page paints before the schemas load
// (ADR 039, like house-game-codes.ts); house-games.ts re-exports them.

export const HOUSE_BET_MIN = 10;
export const HOUSE_BET_MAX = 10_000;

/**
 * The bets of a round a room shows, largest stakes first (the viewer's own besides): the state read and the
 * room's events carry these and the round's count, not every bet, whose bytes to every watcher grow with
 * the square of the players (docs/house-games.md).
 */
export const ROOM_BETS_SHOWN = 50;

export const HOUSE_MESSAGES = {
  betPlaced: 'Bet placed',
  cashedOut: 'Cashed out',
  bettingClosed: 'Betting is closed for this round',
  tooLate: 'The plane has already flown away',
  slotTaken: 'This bet slot is already used in this round',
  notFound: 'Bet not found',
  roundNotFound: 'Round not found',
  insufficientFunds: 'Insufficient funds',
  invalidToken: 'Invalid token',
  gameMismatch: 'The token was issued for another game',
  unavailable: 'The game is not available, try again',
  history: 'game history',
  noHistory: 'No game rounds yet',
} as const;
