import { cardLabel, suitOf } from '@khelo/games/shoe';

// One card face (or its back while still in the shoe); red suits in red. Enters with a short flip.

export function PlayingCard({ card, hidden = false }: { card: number | null; hidden?: boolean }) {
  if (card === null || hidden) return <span className="pcard pcard--back" aria-hidden="true" />;
  const suit = suitOf(card);
  const red = suit === '♥' || suit === '♦';
  const label = cardLabel(card);
  return (
    <span className={`pcard${red ? ' pcard--red' : ''}`} role="img" aria-label={label} data-card={label}>
      <span className="pcard__rank">{label.slice(0, -1)}</span>
      <span className="pcard__suit">{suit}</span>
    </span>
  );
}
