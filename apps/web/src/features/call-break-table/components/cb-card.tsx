import type { HTMLAttributes } from 'react';
import { faceOf } from '../card-face';

/** One card face: rank and suit in the corner (what shows when cards overlap) and a big suit. */
export function CbCard({
  card,
  size = 'md',
  className,
  ...rest
}: { card: string; size?: 'sm' | 'md' } & HTMLAttributes<HTMLSpanElement>) {
  const face = faceOf(card);
  return (
    <span
      className={['table-card cbcard', `cbcard--${size}`, face.red ? 'table-card--red' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-card={card}
      aria-label={`${face.rank}${face.symbol}`}
      {...rest}
    >
      <span className="table-card__corner cbcard__corner" aria-hidden="true">
        <span className="table-card__rank cbcard__rank">{face.rank}</span>
        <span className="table-card__suit cbcard__suit">{face.symbol}</span>
      </span>
      <span className="table-card__pip cbcard__pip" aria-hidden="true">
        {face.symbol}
      </span>
    </span>
  );
}
