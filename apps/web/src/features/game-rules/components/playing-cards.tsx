import './playing-cards.css';

// Cards drawn in SVG for the rules pages: "7H" is the seven of hearts, "10S" the ten of spades, "JK" the
// printed joker. A hand is one image whose accessible name is its caption.

const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
type Suit = keyof typeof SUITS;

function parse(code: string): { rank: string; suit: Suit | null } {
  if (code === 'JK') return { rank: 'JK', suit: null };
  return { rank: code.slice(0, -1), suit: code.slice(-1) as Suit };
}

export function PlayingCard({ code, wild = false }: { code: string; wild?: boolean }) {
  const { rank, suit } = parse(code);
  const red = suit === 'H' || suit === 'D';
  const className = ['playing-card', red && 'playing-card--red', wild && 'playing-card--wild']
    .filter(Boolean)
    .join(' ');
  return (
    <svg className={className} viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="82" rx="6" className="playing-card__face" />
      {suit ? (
        <>
          <text x="6" y="18" className="playing-card__rank">
            {rank}
          </text>
          <text x="6" y="32" className="playing-card__pip">
            {SUITS[suit]}
          </text>
          <text x="30" y="62" textAnchor="middle" className="playing-card__centre">
            {SUITS[suit]}
          </text>
        </>
      ) : (
        <>
          <text x="30" y="36" textAnchor="middle" className="playing-card__joker">
            ★
          </text>
          <text x="30" y="62" textAnchor="middle" className="playing-card__joker-label">
            JOKER
          </text>
        </>
      )}
      {wild ? (
        <text x="54" y="78" textAnchor="end" className="playing-card__wild">
          W
        </text>
      ) : null}
    </svg>
  );
}

export interface CardHandProps {
  cards: readonly string[];
  caption: string;
  /** Codes drawn as wild jokers. */
  wild?: readonly string[];
  tone?: 'valid' | 'invalid' | 'neutral';
}

export function CardHand({ cards, caption, wild = [], tone = 'neutral' }: CardHandProps) {
  return (
    <figure className={`card-hand card-hand--${tone}`}>
      <div className="card-hand__cards" role="img" aria-label={caption}>
        {cards.map((code, index) => (
          <PlayingCard key={`${code}-${index}`} code={code} wild={wild.includes(code)} />
        ))}
      </div>
      <figcaption className="card-hand__caption">{caption}</figcaption>
    </figure>
  );
}
