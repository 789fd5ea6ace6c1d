import { cardFace } from '../money-text';

/** One card face, or its back while it is hidden (a blind hand, another player's cards). */
export function TpCard({
  card,
  size = 'md',
  hiddenLabel,
}: {
  card: string | null;
  size?: 'sm' | 'md';
  hiddenLabel?: string;
}) {
  if (!card)
    return <span className={`tpcard tpcard--${size} tpcard--back`} role="img" aria-label={hiddenLabel} />;
  const face = cardFace(card);
  return (
    <span
      className={`tpcard tpcard--${size}${face.red ? ' tpcard--red' : ''}`}
      data-card={card}
      role="img"
      aria-label={`${face.rank}${face.symbol}`}
    >
      <span className="tpcard__rank" aria-hidden="true">
        {face.rank}
      </span>
      <span className="tpcard__suit" aria-hidden="true">
        {face.symbol}
      </span>
    </span>
  );
}
