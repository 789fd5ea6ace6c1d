import { RummyCard } from '@/components/rummy/rummy-cards';

/** A card of the board or a shown hand: lit when it is one of the winning five, dimmed when it is not. */
export function HandCard({ card, five }: { card: string; five?: Set<string> | undefined }) {
  const state = !five || five.size === 0 ? '' : five.has(card) ? ' pk-card--win' : ' pk-card--dim';
  return (
    <span className={`pk-card${state}`} data-win={state === ' pk-card--win' ? 'true' : undefined}>
      <RummyCard card={card} />
    </span>
  );
}
