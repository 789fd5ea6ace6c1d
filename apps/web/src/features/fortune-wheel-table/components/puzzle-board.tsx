import type { FortuneWheelView } from '@khelo/games/fortune-wheel/state';

/** The board: one row per word, a tile per letter (blank while hidden); spaces only break the words. */
export function PuzzleBoard({ puzzle }: { puzzle: NonNullable<FortuneWheelView['puzzle']> }) {
  const words: { text: string | null; index: number }[][] = [[]];
  puzzle.tiles.forEach((text, index) => {
    if (puzzle.shown[index] && text === ' ') words.push([]);
    else words.at(-1)!.push({ text, index });
  });
  return (
    <div className="fw-board" data-testid="puzzle-board" aria-label={puzzle.category}>
      {words.map((word, w) => (
        <div className="fw-board__word" key={w}>
          {word.map((tile) => (
            <span
              key={tile.index}
              className={`fw-tile${tile.text === null ? ' fw-tile--hidden' : ''}${puzzle.shown[tile.index] ? ' fw-tile--mark' : ''}`}
              data-tile={tile.text ?? ''}
            >
              {tile.text ?? ''}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
