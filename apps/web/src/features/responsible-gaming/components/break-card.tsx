import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';

// A cool-off or a self-exclusion: pick a length, then confirm in a second step that says until when and
// that it cannot be undone. The caller starts it; refusals (a longer break in force) show here.

export interface BreakOption {
  value: string;
  label: string;
  /** The confirm step's sentence for this length, starting now. */
  confirmText: (now: Date) => string;
}

export interface BreakCardProps {
  id: string;
  title: string;
  text: string;
  options: BreakOption[];
  startLabel: string;
  onStart: (value: string) => void;
  pending: boolean;
  error: unknown;
}

export function BreakCard({ id, title, text, options, startLabel, onStart, pending, error }: BreakCardProps) {
  const { t } = useTranslation('responsible');
  const { t: common } = useTranslation();
  const [choice, setChoice] = useState(options[0]!.value);
  // The moment the player asked: the confirm step says until when, from then.
  const [confirmFrom, setConfirmFrom] = useState<Date | null>(null);
  const confirming = confirmFrom !== null;
  const chosen = options.find((option) => option.value === choice)!;

  return (
    <section className="rg-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="rg-card__title">
        {title}
      </h2>
      <p className="rg-card__text">{text}</p>
      <fieldset className="rg-choices" disabled={confirming || pending}>
        <legend className="visually-hidden">{title}</legend>
        {options.map((option) => (
          <label key={option.value} className="rg-choice">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {confirming ? (
        <div className="rg-confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{chosen.confirmText(confirmFrom)}</p>
          <div className="rg-confirm__actions">
            <Button
              variant="danger"
              loading={pending}
              onClick={() => {
                onStart(choice);
                setConfirmFrom(null);
              }}
            >
              {t('confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmFrom(null)} disabled={pending}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirmFrom(new Date())} loading={pending}>
          {startLabel}
        </Button>
      )}
      {error ? (
        <p className="rg-card__error" role="alert">
          {errorMessage(error, common)}
        </p>
      ) : null}
    </section>
  );
}
