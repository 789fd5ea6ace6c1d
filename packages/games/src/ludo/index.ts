// Ludo: the table engine (classic and timed) and the check of a game's dice.

export { HOME, YARD, isSafeSquare, squareOf } from './board';
export { rollAt, verifyLudoRolls } from './dice';
export { ludoGame } from './game';
export { CAPTURE_BONUS, HOME_BONUS } from './play';
export type {
  LegalMove,
  LudoMode,
  LudoMove,
  LudoOptions,
  LudoResult,
  LudoState,
  LudoView,
  LudoViewPlayer,
} from './state';
