import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dice: a face of pips; while `rolling` (or for a moment after a new roll arrives) it tumbles through
// faces, then lands on the value.

const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export const TUMBLE_MS = 500;

export function LudoDice({
  value,
  rollKey,
  rolling,
}: {
  value: number | null;
  rollKey: string;
  rolling: boolean;
}) {
  const { t } = useTranslation('ludo');
  const [settledKey, setSettledKey] = useState(rollKey);
  const [face, setFace] = useState(value ?? 1);
  // A new roll (anyone's) tumbles for a moment before showing its value.
  const tumbling = rollKey !== settledKey;
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(rollKey), TUMBLE_MS);
    return () => clearTimeout(timer);
  }, [rollKey]);

  const spinning = tumbling || rolling;
  useEffect(() => {
    if (!spinning) return;
    const timer = setInterval(() => setFace((previous) => (previous % 6) + 1), 80);
    return () => clearInterval(timer);
  }, [spinning]);

  const shown = spinning ? face : (value ?? 0);
  return (
    <div
      className={`ludo-dice${spinning ? ' ludo-dice--rolling' : ''}${value === null ? ' ludo-dice--idle' : ''}`}
      role="img"
      aria-label={value === null ? t('diceNone') : t('dice', { value })}
      data-testid="dice"
      data-value={spinning ? '' : (value ?? '')}
    >
      {Array.from({ length: 9 }, (_, index) => (
        <span
          key={index}
          className={`ludo-dice__pip${(PIPS[shown] ?? []).includes(index) ? ' is-on' : ''}`}
        />
      ))}
    </div>
  );
}
