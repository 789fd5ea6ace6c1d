import { BONUS_GIVEN, occurrences, tilesOf, type PuzzleLanguage } from './letters';
import type { Puzzle, PuzzleState } from './state';

// One puzzle on the board: its tiles, what is turned, what is called. Every change returns a new PuzzleState;
// `revealed` and `called` only ever grow.

export function openPuzzle(
  puzzle: Puzzle,
  number: number,
  kind: PuzzleState['kind'],
  language: PuzzleLanguage,
): PuzzleState {
  const tiles = tilesOf(puzzle.answer, language);
  const opened: PuzzleState = {
    number,
    kind,
    category: puzzle.category,
    answer: puzzle.answer,
    tiles,
    revealed: tiles.map((tile) => tile.letters.length === 0),
    called: [],
    solvedBy: null,
  };
  return kind === 'bonus'
    ? BONUS_GIVEN[language].reduce((p, letter) => callLetter(p, letter).puzzle, opened)
    : opened;
}

/** Calls a letter: every tile whose letters are all called turns. Returns how often the letter occurs. */
export function callLetter(puzzle: PuzzleState, letter: string): { puzzle: PuzzleState; count: number } {
  const called = [...puzzle.called, letter];
  const revealed = puzzle.tiles.map(
    (tile, index) =>
      puzzle.revealed[index]! || (tile.letters.length > 0 && tile.letters.every((l) => called.includes(l))),
  );
  return { puzzle: { ...puzzle, called, revealed }, count: occurrences(puzzle.tiles, letter) };
}

/** Turns one tile (the toss-up). */
export function revealTile(puzzle: PuzzleState, index: number): PuzzleState {
  return { ...puzzle, revealed: puzzle.revealed.map((shown, i) => shown || i === index) };
}

export function revealAll(puzzle: PuzzleState, solvedBy: number | null): PuzzleState {
  return { ...puzzle, revealed: puzzle.revealed.map(() => true), solvedBy };
}

/** Whether some letter of `letters` is still hidden on the board (a consonant left to call, say). */
export function hiddenLetterAmong(puzzle: PuzzleState, letters: readonly string[]): boolean {
  return puzzle.tiles.some(
    (tile, index) =>
      !puzzle.revealed[index] && tile.letters.some((l) => letters.includes(l) && !puzzle.called.includes(l)),
  );
}
