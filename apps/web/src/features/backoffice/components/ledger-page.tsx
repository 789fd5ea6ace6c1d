import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TRANSACTION_STATUSES, LEDGER_TRANSACTION_TYPES } from '@khelo/contracts/wallet';
import { Button } from '@/components/ui/button';
import { downloadLedgerCsv, useStaffLedger, type LedgerFilter } from '../api/staff-ledger';
import { formatRupees, formatTime, QueryState } from './query-state';

// /backoffice/ledger: transactions with their postings, filtered by type, status, player and days; CSV.

export function LedgerPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [filter, setFilter] = useState<LedgerFilter>({});
  const ledger = useStaffLedger(filter);
  const [failed, setFailed] = useState(false);
  const rows = ledger.data?.data ?? [];
  const set = (key: keyof LedgerFilter, value: string) =>
    setFilter((current) => ({ ...current, [key]: value || undefined }));

  return (
    <section aria-labelledby="bo-ledger-title">
      <h1 id="bo-ledger-title">{t('ledger.title')}</h1>
      <div className="bo-toolbar">
        <label className="bo-filter">
          {t('ledger.type')}
          <select value={filter.type ?? ''} onChange={(event) => set('type', event.target.value)}>
            <option value="">{t('audit.all')}</option>
            {LEDGER_TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-filter">
          {t('status')}
          <select value={filter.status ?? ''} onChange={(event) => set('status', event.target.value)}>
            <option value="">{t('audit.all')}</option>
            {LEDGER_TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-filter">
          {t('ledger.from')}
          <input
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => set('from', event.target.value)}
          />
        </label>
        <label className="bo-filter">
          {t('ledger.to')}
          <input type="date" value={filter.to ?? ''} onChange={(event) => set('to', event.target.value)} />
        </label>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setFailed(false);
            downloadLedgerCsv(filter).catch(() => setFailed(true));
          }}
        >
          {t('ledger.csv')}
        </Button>
      </div>
      {failed ? (
        <p className="bo-error" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      <QueryState
        isPending={ledger.isPending}
        error={ledger.error}
        empty={rows.length === 0}
        onRetry={() => void ledger.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('ledger.when')}</th>
                <th scope="col">{t('ledger.type')}</th>
                <th scope="col">{t('ledger.amount')}</th>
                <th scope="col">{t('ledger.postings')}</th>
                <th scope="col">{t('ledger.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{formatTime(row.created_at, i18n.language)}</td>
                  <td>
                    <code>{row.type}</code> <span className="bo-muted">{t(`statuses.${row.status}`)}</span>
                  </td>
                  <td>{formatRupees(row.amount)}</td>
                  <td>
                    {row.postings.map((posting) => (
                      <div key={posting.account}>
                        <span className="bo-muted">{posting.account}</span> {formatRupees(posting.amount)}
                      </div>
                    ))}
                  </td>
                  <td>
                    <code className="bo-muted">
                      {row.source}:{row.external_ref}
                    </code>
                    <br />
                    {row.remarks}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
