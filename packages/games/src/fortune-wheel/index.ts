// The Fortune Wheel promotion: the engine (game.ts) and what the server and the web app use of it.
export { fortuneWheelGame } from './game';
export type * from './state';
export { TOSS_UP_POINTS, VOWEL_COST } from './flow';
export {
  BONUS_GIVEN,
  LETTERS,
  puzzleProblem,
  solves,
  tilesOf,
  type PuzzleLanguage,
  type Tile,
} from './letters';
export { WHEEL, WEDGES, spinStop, bonusStop, type Wedge } from './wheel';
export {
  ALTERNATE_PICKS,
  AUDIENCE_PICKS,
  CONTESTANTS_PER_ROUND,
  ONSTAGE_PICKS,
  drawAudience,
  drawStage,
  listSeed,
  roundContestants,
  showRounds,
} from './picks';
export { DEFAULT_BONUS_WEDGES, STARTER_PUZZLES } from './starter-puzzles';
