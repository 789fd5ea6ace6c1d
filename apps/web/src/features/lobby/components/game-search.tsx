import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Searches game and provider names across the whole catalog. */
export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  return (
    <div className="game-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <svg className="game-search__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className="game-search__input"
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={60}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="game-search__clear"
          onClick={() => onChange('')}
          aria-label={t('search.clear')}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
