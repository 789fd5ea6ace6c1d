import type { Seat } from '../table/table-game';
import { LETTERS } from './letters';
import { hiddenLetterAmong } from './puzzle';
import type { FortuneWheelState, FortuneWheelView } from './state';

// What a contestant, the audience or staff see: the turned tiles only (a hidden tile is null), never the
// answer before it is solved, never the seed or the puzzles still to come.

export function viewOf(state: FortuneWheelState, seat: Seat | null): FortuneWheelView {
  const round = state.round;
  const you = seat !== null && state.contestants.some((c) => c.seat === seat) ? seat : null;
  const puzzle = round?.puzzle ?? null;
  return {
    stage: round?.stage ?? 'waiting',
    language: state.options.language,
    contestants: state.contestants.map((c) => ({ ...c })),
    you,
    seat: round?.seat ?? null,
    puzzle: puzzle && {
      number: puzzle.number,
      kind: puzzle.kind,
      category: puzzle.category,
      tiles: puzzle.tiles.map((tile, index) => (puzzle.revealed[index] ? tile.text : null)),
      shown: puzzle.tiles.map((tile) => tile.letters.length === 0),
      called: [...puzzle.called],
      consonantsLeft: hiddenLetterAmong(puzzle, LETTERS[state.options.language].consonants),
    },
    lastStop: round?.lastStop ? { wedge: round.lastStop.wedge, seat: round.lastStop.seat } : null,
    bonusWedge: round?.bonusWedge ?? null,
    canBuzz:
      round?.stage === 'toss-up' &&
      you !== null &&
      !round.lockedOut.includes(you) &&
      !state.contestants.find((c) => c.seat === you)!.left,
    lockedOut: [...(round?.lockedOut ?? [])],
    solved: state.solved.map((p) => ({ ...p })),
    outcome: state.outcome,
  };
}
