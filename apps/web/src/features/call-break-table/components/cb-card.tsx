import type { HTMLAttributes } from 'react';
import { CardFaceParts } from '@/components/cards/card-face-parts';
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
      <CardFaceParts rank={face.rank} symbol={face.symbol} game="cbcard" />
    </span>
  );
}
