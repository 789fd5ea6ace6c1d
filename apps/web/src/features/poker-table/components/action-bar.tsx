import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { allInTo, chipsText, potSizedTo, raiseRange, type PokerControlsProps } from '../chips';

/**
 * My turn: fold, check or call, and bet / raise with a slider and ½ pot, pot and all-in presets (Pot-Limit's
 * most is the engine's `legal.raise.max`). Thumb-sized: one row of big buttons at the bottom on a phone.
 */
export function ActionBar({ view, mode, busy, act }: PokerControlsProps) {
  const { t, i18n } = useTranslation('poker');
  const legal = view.legal;
  const range = raiseRange(view);
  const [picked, setPicked] = useState<number | null>(null);
  if (!legal) return null;
  const money = (chips: number) => chipsText(chips, mode, i18n.language);
  const to = range ? Math.min(range.max, Math.max(range.min, picked ?? range.min)) : 0;
  const allIn = allInTo(view);
  const betWord = view.currentBet === 0 ? 'bet' : 'raise';
  const raise = () => {
    if (!range) return;
    act(to >= allIn ? { type: 'all-in' } : { type: betWord, to });
    setPicked(null);
  };
  const presets: { key: string; value: number | null }[] = [
    { key: 'half', value: potSizedTo(view, 0.5) },
    { key: 'pot', value: potSizedTo(view, 1) },
    { key: 'allIn', value: range ? Math.min(range.max, allIn) : null },
  ];
  return (
    <div className="pk-actions" data-testid="pk-actions">
      {range ? (
        <div className="pk-actions__sizing">
          <div className="pk-actions__presets">
            {presets.map((preset) =>
              preset.value === null ? null : (
                <button
                  key={preset.key}
                  type="button"
                  className="pk-chip-btn"
                  aria-pressed={to === preset.value}
                  onClick={() => setPicked(preset.value)}
                >
                  {t(`size.${preset.key}`)}
                </button>
              ),
            )}
          </div>
          <input
            className="pk-actions__slider"
            type="range"
            aria-label={t('size.label')}
            min={range.min}
            max={range.max}
            step={Math.max(1, view.options.smallBlind)}
            value={to}
            onChange={(event) => setPicked(Number(event.target.value))}
          />
        </div>
      ) : null}
      <div className="pk-actions__main">
        {legal.fold ? (
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => act({ type: 'fold' })}>
            {t('act.fold')}
          </Button>
        ) : null}
        {legal.check ? (
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => act({ type: 'check' })}>
            {t('act.check')}
          </Button>
        ) : legal.call !== null ? (
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => act({ type: 'call' })}>
            {t('act.call', { amount: money(legal.call) })}
          </Button>
        ) : null}
        {range ? (
          <Button size="lg" disabled={busy} onClick={raise} data-testid="pk-raise">
            {to >= allIn ? t('act.allIn', { amount: money(to) }) : t(`act.${betWord}`, { amount: money(to) })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
