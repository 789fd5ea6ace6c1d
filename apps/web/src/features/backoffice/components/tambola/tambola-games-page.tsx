import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffTambolaQuery } from '@khelo/contracts/backoffice-tambola';
import { useStaffTambolaGames } from '../../api/staff-tambola-games';
import { Pager } from '../pager';
import { formatTime, QueryState } from '../query-state';
import { tableModeOf, tambolaMoney } from './tambola-format';
import '../tables/tables.css';

// /backoffice/tambola: the Tambola games newest first (cash, practice or both), refreshed while shown — phase,
// tickets and players, sales and prizes paid, numbers called — each opening the game's page.

const MODES: StaffTambolaQuery['mode'][] = ['all', 'real', 'practice'];

export function TambolaGamesPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [mode, setMode] = useState<StaffTambolaQuery['mode']>('all');
  const [page, setPage] = useState(1);
  const games = useStaffTambolaGames({ mode, page });
  const data = games.data;
  const rows = data?.data ?? [];

  return (
    <section aria-labelledby="bo-tambola-title">
      <h1 id="bo-tambola-title">{t('tambola.title')}</h1>
      <div className="bo-toolbar">
        <div className="bo-tabs" role="tablist" aria-label={t('tables.show')}>
          {MODES.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              className="bo-tab"
              aria-selected={mode === value}
              onClick={() => {
                setMode(value);
                setPage(1);
              }}
            >
              {t(`tambola.tabs.${value}`)}
            </button>
          ))}
        </div>
        <span className="bo-muted">
          {data ? t('tambola.count', { count: data.total }) : null} · {t('tables.refreshing')}
        </span>
      </div>
      <QueryState
        isPending={games.isPending}
        error={games.error}
        empty={rows.length === 0}
        onRetry={() => void games.refetch()}
      />
      {rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--stack" data-testid="tambola-games">
            <thead>
              <tr>
                <th scope="col">{t('tambola.game')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('tambola.tickets')}</th>
                <th scope="col">{t('tambola.sales')}</th>
                <th scope="col">{t('tambola.paid')}</th>
                <th scope="col">{t('tambola.calls')}</th>
                <th scope="col">{t('tambola.salesClose')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.round_id} data-testid={`tambola-game-${row.round_id}`}>
                  <td data-label={t('tambola.game')}>
                    <Link to={`/backoffice/tambola/${row.round_id}`} className="bo-action">
                      {t('tambola.gameNo', { no: row.round_no })}
                    </Link>{' '}
                    <span className={`bo-badge bo-badge--${tableModeOf(row.mode)}`}>
                      {t(`tables.modes.${tableModeOf(row.mode)}`)}
                    </span>
                  </td>
                  <td data-label={t('status')}>{t(`tambola.phases.${row.phase}`)}</td>
                  <td data-label={t('tambola.tickets')}>
                    {t('tambola.ticketsBy', { count: row.tickets_sold, players: row.players })}
                  </td>
                  <td data-label={t('tambola.sales')}>{tambolaMoney(t, row.sales, row.mode)}</td>
                  <td data-label={t('tambola.paid')}>{tambolaMoney(t, row.paid, row.mode)}</td>
                  <td data-label={t('tambola.calls')}>{row.calls_made}</td>
                  <td data-label={t('tambola.salesClose')}>
                    {formatTime(row.sales_close_at, i18n.language)}
                  </td>
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
