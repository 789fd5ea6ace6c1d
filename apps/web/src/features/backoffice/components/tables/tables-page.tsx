import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffTableRow } from '@khelo/contracts/backoffice-tables';
import { useStaffTables } from '../../api/staff-tables';
import { Pager } from '../pager';
import { formatTime, QueryState } from '../query-state';
import { tableMoney } from './table-format';
import { TablePlayers } from './table-players';
import './tables.css';

// /backoffice/tables: the live tables (or every table), refreshed every few seconds — game and variant,
// stake, mode, seats taken, hand number and who sits there (bots marked) — each opening its table page.

export function TablesPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [status, setStatus] = useState<'live' | 'all'>('live');
  const [page, setPage] = useState(1);
  const tables = useStaffTables({ status, page });
  const data = tables.data;
  const rows = data?.data ?? [];

  return (
    <section aria-labelledby="bo-tables-title">
      <h1 id="bo-tables-title">{t('tables.title')}</h1>
      <div className="bo-toolbar">
        <div className="bo-tabs" role="tablist" aria-label={t('tables.show')}>
          {(['live', 'all'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              className="bo-tab"
              aria-selected={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {t(`tables.tabs.${value}`)}
            </button>
          ))}
        </div>
        <span className="bo-muted" data-testid="tables-total">
          {data ? t('tables.count', { count: data.total }) : null} · {t('tables.refreshing')}
        </span>
      </div>
      <QueryState
        isPending={tables.isPending}
        error={tables.error}
        empty={rows.length === 0}
        onRetry={() => void tables.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" data-testid="tables-list">
            <thead>
              <tr>
                <th scope="col">{t('tables.table')}</th>
                <th scope="col">{t('tables.stake')}</th>
                <th scope="col">{t('tables.seats')}</th>
                <th scope="col">{t('tables.hand')}</th>
                <th scope="col">{t('tables.players')}</th>
                <th scope="col">{t('tables.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.table_id} data-testid={`table-row-${row.table_id}`}>
                  <td data-label={t('tables.table')}>
                    <TableName row={row} />
                  </td>
                  <td data-label={t('tables.stake')}>
                    {tableMoney(t, row.stake, row.mode)}
                    <span className="bo-muted">
                      {' '}
                      {row.variant === 'points' ? t('tables.perPoint') : t('tables.entry')}
                    </span>
                  </td>
                  <td data-label={t('tables.seats')}>
                    {t('tables.seatsTaken', { taken: row.seats_taken, seats: row.seats })}
                  </td>
                  <td data-label={t('tables.hand')}>
                    {row.hand_no > 0 ? `#${row.hand_no}` : '—'}{' '}
                    <span className="bo-muted">{t(`tables.statuses.${row.status}`)}</span>
                  </td>
                  <td data-label={t('tables.players')}>
                    <TablePlayers players={row.players} />
                  </td>
                  <td data-label={t('tables.updated')}>{formatTime(row.updated_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager page={page} pages={data.total_pages} label={t('tables.pages')} onPage={setPage} />
      ) : null}
    </section>
  );
}

/** "Rummy · Points" linked to the table page (or only the mode and offer, under the table's own title). */
export function TableName({ row, link = true }: { row: StaffTableRow; link?: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {link ? (
        <Link to={`/backoffice/tables/${row.table_id}`} className="bo-action">
          {t(`tables.games.${row.game}`, { defaultValue: row.game })} ·{' '}
          {t(`tables.variants.${row.variant}`, { defaultValue: row.variant })}
        </Link>
      ) : null}{' '}
      <span className={`bo-badge bo-badge--${row.mode}`}>{t(`tables.modes.${row.mode}`)}</span>
      <br />
      <code className="bo-muted">{row.offer_id}</code>
    </>
  );
}
