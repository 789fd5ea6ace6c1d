import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '@khelo/contracts/practice';
import { usePlayMode } from '../../play-mode';

// The chip values a tap places, and a chip's short amount (₹1.5k; 1.5k in practice: chips are not rupees).

export const CHIP_VALUES = [10, 50, 100, 500, 1000, 5000] as const;

export function compactAmount(amount: number, mode: LaunchMode): string {
  const sign = mode === 'practice' ? '' : '₹';
  if (amount >= 1000) return `${sign}${Number((amount / 1000).toFixed(1))}k`;
  return `${sign}${Number(amount.toFixed(2))}`;
}

export function ChipSelector({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('games');
  const mode = usePlayMode();
  return (
    <div className="roulette-chips" role="radiogroup" aria-label={t('roulette.chip')}>
      {CHIP_VALUES.map((chip) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === value}
          className={`roulette-chip-pick roulette-chip-pick--${chip}${chip === value ? ' is-selected' : ''}`}
          onClick={() => onChange(chip)}
        >
          {compactAmount(chip, mode)}
        </button>
      ))}
    </div>
  );
}
