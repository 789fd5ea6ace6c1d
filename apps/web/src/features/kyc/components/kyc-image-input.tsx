import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { prepareImage } from '@/lib/image-file';
import { imageProblemOf } from '@/lib/image-problem';

// One document image: pick, preview, change or remove. Large phone photos are scaled down here so that
// they fit the 2 MB limit; the server checks and re-encodes them anyway.

const DOCUMENT_MAX_SIDE = 2000;

interface KycImageInputProps {
  label: string;
  name: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

export function KycImageInput({ label, name, value, onChange }: KycImageInputProps) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await prepareImage(file, DOCUMENT_MAX_SIDE));
    } catch (failure) {
      setError(t(`errors.image.${imageProblemOf(failure) ?? 'unreadable'}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kyc-image">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="kyc-image__box">
        {value ? (
          <img className="kyc-image__preview" src={value} alt={t('form.preview', { side: label })} />
        ) : (
          <span className="kyc-image__empty" aria-hidden="true">
            <svg viewBox="0 0 48 32" width="40" height="28" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="2" y="2" width="44" height="28" rx="4" />
              <circle cx="15" cy="14" r="5" />
              <path d="M7 25c1.5-4 4.5-6 8-6s6.5 2 8 6M28 11h12M28 17h12M28 23h8" strokeLinecap="round" />
            </svg>
          </span>
        )}
        <div className="kyc-image__actions">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-describedby={`${id}-label`}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {busy ? <Spinner size="sm" /> : null}
            {value ? t('form.change') : t('form.choose')}
          </button>
          {value ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(null)}>
              {t('form.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid={`${name}-input`}
        onChange={(event) => void pick(event)}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
