// Call Break: the engine (game.ts) and what the other packages use of it.
export { callBreakGame } from './game';
export type * from './state';
export { formatTenths, legalCards, roundPoints, winningCard, MIN_BID, MAX_BID } from './rules';
export { sortHand, strengthOf, suitOf } from './cards';
export { verifyCallBreakRound } from './verify';
