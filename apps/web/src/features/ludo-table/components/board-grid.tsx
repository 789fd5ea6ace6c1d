import { COLOUR_HEX } from '../colours';
import { cellOf, SIZE, STARS, STARTS, TRACK } from '../board-geometry';

// The board itself, drawn once as colour 0 sees it (the board turns for the others, ludo-board.tsx): the
// four yards, the 52 track squares with the coloured starts and the stars on the safe squares, the four
// home columns and the centre's triangles.

const CORNERS: [row: number, col: number][] = [
  [9, 0],
  [0, 0],
  [0, 9],
  [9, 9],
];

function Yard({ colour }: { colour: number }) {
  const [row, col] = CORNERS[colour]!;
  const fill = COLOUR_HEX[colour];
  return (
    <g>
      <rect x={col} y={row} width={6} height={6} fill={fill} />
      <rect x={col + 1} y={row + 1} width={4} height={4} rx={0.4} fill="#fff" />
      {[0, 1, 2, 3].map((token) => {
        const [spotRow, spotCol] = cellOf(colour, -1, token);
        return (
          <circle key={token} cx={spotCol + 0.5} cy={spotRow + 0.5} r={0.55} fill={fill} opacity={0.35} />
        );
      })}
    </g>
  );
}

function Star({ row, col }: { row: number; col: number }) {
  return (
    <text x={col + 0.5} y={row + 0.78} textAnchor="middle" fontSize={0.8} fill="#7a7a7a">
      ★
    </text>
  );
}

export function BoardGrid() {
  return (
    <svg className="ludo__grid" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      <rect width={SIZE} height={SIZE} fill="#fff" />
      {[0, 1, 2, 3].map((colour) => (
        <Yard key={colour} colour={colour} />
      ))}
      {TRACK.map(([row, col], square) => {
        const start = STARTS.indexOf(square);
        return (
          <rect
            key={square}
            x={col}
            y={row}
            width={1}
            height={1}
            fill={start >= 0 ? COLOUR_HEX[start] : '#fff'}
            stroke="#c9c9c9"
            strokeWidth={0.04}
          />
        );
      })}
      {[0, 1, 2, 3].flatMap((colour) =>
        [51, 52, 53, 54, 55].map((position) => {
          const [row, col] = cellOf(colour, position, 0);
          return (
            <rect
              key={`${colour}:${position}`}
              x={col}
              y={row}
              width={1}
              height={1}
              fill={COLOUR_HEX[colour]}
              stroke="#c9c9c9"
              strokeWidth={0.04}
            />
          );
        }),
      )}
      {STARS.map((square) => {
        const [row, col] = TRACK[square]!;
        return <Star key={square} row={row} col={col} />;
      })}
      {/* The centre: each colour's triangle points from its home column. */}
      <polygon points="6,9 9,9 7.5,7.5" fill={COLOUR_HEX[0]} />
      <polygon points="6,6 6,9 7.5,7.5" fill={COLOUR_HEX[1]} />
      <polygon points="6,6 9,6 7.5,7.5" fill={COLOUR_HEX[2]} />
      <polygon points="9,6 9,9 7.5,7.5" fill={COLOUR_HEX[3]} />
    </svg>
  );
}
