import './rummy-cards.css';

// Rummy cards as compact faces for the pages that list hands rather than play them (the verify page, game
// history, the back office): 13 cards fit a 390 px row. Cards are the engine's strings ('10D', 'QS', 'PJ');
// a wild joker (the hand's wild rank, or the printed joker) carries a star so a reader sees why it melds.

const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Rank and suit of a card string; the printed joker has neither. */
export function splitCard(card: string): { rank: string; suit: string } | null {
  if (card === 'PJ') return null;
  return { rank: card.slice(0, -1), suit: card.slice(-1) };
}

/** Whether `card` is a joker in a hand whose wild rank is `wildRank` (the printed joker always is). */
export function isWild(card: string, wildRank: string | null | undefined): boolean {
  if (card === 'PJ') return true;
  return !!wildRank && splitCard(card)?.rank === wildRank;
}

export function RummyCard({ card, wildRank }: { card: string; wildRank?: string | null }) {
  const parts = splitCard(card);
  const wild = isWild(card, wildRank);
  const red = parts?.suit === 'H' || parts?.suit === 'D';
  const label = parts ? `${parts.rank}${SUIT_SYMBOLS[parts.suit] ?? parts.suit}` : '🃏';
  const classes = ['rcard', red ? 'rcard--red' : '', wild ? 'rcard--wild' : ''].filter(Boolean).join(' ');
  return (
    <span className={classes} role="img" aria-label={card} data-card={card} translate="no">
      {label}
      {wild ? (
        <span className="rcard__star" aria-hidden="true">
          ★
        </span>
      ) : null}
    </span>
  );
}

/** A row of cards, e.g. a seat's 13 dealt cards. */
export function RummyCardRow({
  cards,
  wildRank,
  testId,
}: {
  cards: readonly string[];
  wildRank?: string | null;
  testId?: string;
}) {
  return (
    <span className="rcards" data-testid={testId}>
      {cards.map((card, index) => (
        <RummyCard key={`${card}-${index}`} card={card} wildRank={wildRank} />
      ))}
    </span>
  );
}

/** Cards in their groups (a declaration, a meld), each group apart; `kinds` labels the groups when given. */
export function RummyGroups({
  groups,
  wildRank,
  labels,
  testId,
}: {
  groups: readonly (readonly string[])[];
  wildRank?: string | null;
  labels?: readonly string[];
  testId?: string;
}) {
  return (
    <span className="rgroups" data-testid={testId}>
      {groups.map((group, index) => (
        <span key={index} className="rgroup">
          <RummyCardRow cards={group} wildRank={wildRank} />
          {labels?.[index] ? <span className="rgroup__label">{labels[index]}</span> : null}
        </span>
      ))}
    </span>
  );
}
