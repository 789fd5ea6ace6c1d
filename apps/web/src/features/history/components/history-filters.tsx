import { useTranslation } from 'react-i18next';
import { HISTORY_FILTERS, type HistoryFilter } from '@khelo/contracts/wallet';

/** The spec's filters (all, deposits, game, bonus, cashback, pending, other) as one row of toggle buttons. */
export function HistoryFilters({
  value,
  onChange,
}: {
  value: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation('history');
  return (
    <div className="history-filters" role="group" aria-label={t('filters.label')}>
      {HISTORY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="history-filters__chip"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
