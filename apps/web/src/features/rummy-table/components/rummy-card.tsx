import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
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
      <span className="table-card__corner rcard__corner" aria-hidden="true">
        <span className="table-card__rank rcard__rank">{face.rank}</span>
        <span className="table-card__suit rcard__suit">{face.symbol}</span>
      </span>
      <span className="table-card__pip rcard__pip" aria-hidden="true">
        {face.symbol}
      </span>
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
