import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFaceParts } from '@/components/cards/card-face-parts';
import { faceOf, isWild } from '../card-text';

/** One card face: rank and suit in the corner (what shows when cards overlap), a big suit, a joker mark. */
export function RummyCard({
  card,
  wildRank,
  size = 'md',
  className,
  ...rest
}: { card: string; wildRank: string | null; size?: 'sm' | 'md' } & HTMLAttributes<HTMLSpanElement>) {
  const { t } = useTranslation('rummy');
  const face = faceOf(card);
  const wild = isWild(card, wildRank);
  const label = face.printedJoker ? t('card.printedJoker') : `${face.rank}${face.symbol}`;
  return (
    <span
      className={[
        'table-card rcard',
        `rcard--${size}`,
        face.red ? 'table-card--red' : '',
        face.printedJoker ? 'rcard--pj' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-card={card}
      aria-label={wild && !face.printedJoker ? t('card.wild', { card: label }) : label}
      {...rest}
    >
      <CardFaceParts rank={face.rank} symbol={face.symbol} game="rcard" />
      {wild ? (
        <span className="rcard__joker" aria-hidden="true">
          J
        </span>
      ) : null}
    </span>
  );
}

export function CardBack({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return <span className={`table-card rcard rcard--back rcard--${size}`} aria-hidden="true" />;
}
