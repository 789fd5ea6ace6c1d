// Teen Patti: the hand ranking every part of Khelo shares, and the table engine.
export { compareHands, rankHand, HAND_CATEGORIES, type HandCategory, type HandRank } from './hands';
export { teenPattiGame, contributions } from './game';
export { dealFromSeed } from './match';
export { legalMoves } from './play';
export { teenPattiOptions } from './rules';
export type * from './state';
export { verifyTeenPattiHand } from './verify';
