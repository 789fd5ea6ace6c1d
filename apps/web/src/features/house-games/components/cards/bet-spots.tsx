import { useTranslation } from 'react-i18next';
import type { CardSpot } from '@khelo/contracts/house-cards';
import { useHouseMoney } from '../../play-mode';

// The table's three betting spots with the chips placed (confirmed) and still pending on each.

export interface BetSpotsProps {
  spots: readonly CardSpot[];
  placed: Record<string, number>;
  pending: Record<string, number>;
  winner: string | null;
  disabled: boolean;
  onSpot: (spot: CardSpot) => void;
}

export function BetSpots({ spots, placed, pending, winner, disabled, onSpot }: BetSpotsProps) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  return (
    <div className="bet-spots">
      {spots.map((spot) => (
        <button
          key={spot}
          type="button"
          className={`bet-spot bet-spot--${spot}${winner === spot ? ' bet-spot--won' : ''}`}
          disabled={disabled}
          onClick={() => onSpot(spot)}
          data-testid={`spot-${spot}`}
        >
          <span className="bet-spot__name">{t(`cards.spots.${spot}`)}</span>
          <span className="bet-spot__pays">{t(`cards.pays.${spot}`)}</span>
          {(placed[spot] ?? 0) > 0 && <span className="bet-spot__placed">{money(placed[spot]!)}</span>}
          {(pending[spot] ?? 0) > 0 && <span className="bet-spot__pending">+{money(pending[spot]!)}</span>}
        </button>
      ))}
    </div>
  );
}
