import { useTranslation } from 'react-i18next';
import type { MinesRound } from '@khelo/contracts/house-mines';

// The 5 × 5 grid. While a round runs, closed tiles can be tapped; at the end every mine is shown, the one
// that was hit in red, and safe tiles nobody opened dimmed.

/** Drawn, not emoji: a phone without an emoji font would show empty boxes. */
function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mines-icon" aria-hidden="true">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#22d3ee" />
      <path d="M2 9h20M9 3 7.5 9 12 21M15 3l1.5 6L12 21" stroke="#0e7490" strokeWidth="1.2" fill="none" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mines-icon" aria-hidden="true">
      <path
        d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.9 2.9M16.9 16.9l2.9 2.9M4.2 19.8l2.9-2.9M16.9 7.1l2.9-2.9"
        stroke="#f8fafc"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="6.5" fill="#0f172a" stroke="#f8fafc" strokeWidth="1.5" />
      <circle cx="10" cy="10" r="1.8" fill="#f8fafc" />
    </svg>
  );
}

export interface MinesGridProps {
  round: MinesRound | null;
  busy: boolean;
  onReveal: (tile: number) => void;
}

export function MinesGrid({ round, busy, onReveal }: MinesGridProps) {
  const { t } = useTranslation('games');
  const playing = round?.phase === 'playing';
  return (
    <div className="mines-grid" role="grid" aria-label={t('mines.grid')} data-testid="mines-grid">
      {Array.from({ length: 25 }, (_, tile) => {
        const open = round?.revealed.includes(tile) ?? false;
        const mine = round?.mine_tiles?.includes(tile) ?? false;
        const hit = round?.hit_tile === tile;
        const state = open ? 'gem' : mine ? (hit ? 'hit' : 'mine') : round?.mine_tiles ? 'missed' : 'closed';
        return (
          <button
            key={tile}
            type="button"
            role="gridcell"
            data-tile={tile}
            data-state={state}
            className={`mines-tile mines-tile--${state}`}
            disabled={!playing || open || busy}
            aria-label={t(`mines.tile.${state}`, { tile: tile + 1 })}
            onClick={() => onReveal(tile)}
          >
            {state === 'gem' || state === 'missed' ? (
              <GemIcon />
            ) : state === 'mine' || state === 'hit' ? (
              <MineIcon />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
