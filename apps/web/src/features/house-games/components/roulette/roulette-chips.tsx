import { useTranslation } from 'react-i18next';

// The chip values a tap places, and a chip's short amount (₹1.5k).

export const CHIP_VALUES = [10, 50, 100, 500, 1000, 5000] as const;

export function compactRupees(amount: number): string {
  if (amount >= 1000) return `₹${Number((amount / 1000).toFixed(1))}k`;
  return `₹${Number(amount.toFixed(2))}`;
}

export function ChipSelector({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('games');
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
          {compactRupees(chip)}
        </button>
      ))}
    </div>
  );
}
