import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffReport } from '../api/staff-report';
import { BarChart } from './bar-chart';
import { formatRupees, QueryState } from './query-state';

// /backoffice/reports: daily deposits and withdrawals, GGR per game and provider, bonus cost, TDS payable
// and each payment rail's expected vs received.

export function ReportsPage() {
  const { t } = useTranslation('backoffice');
  const [days, setDays] = useState(14);
  const report = useStaffReport(days);
  const data = report.data;

  return (
    <section aria-labelledby="bo-reports-title">
      <h1 id="bo-reports-title">{t('reports.title')}</h1>
      <div className="bo-toolbar">
        <label className="bo-filter">
          {t('reports.period')}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {[7, 14, 30, 90].map((value) => (
              <option key={value} value={value}>
                {t('reports.days', { count: value })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        isPending={report.isPending}
        error={report.error}
        empty={false}
        onRetry={() => void report.refetch()}
      />
      {data ? (
        <>
          <dl className="bo-kpis">
            <div>
              <dt>{t('reports.deposits')}</dt>
              <dd>{formatRupees(data.daily.reduce((sum, day) => sum + day.deposits, 0))}</dd>
            </div>
            <div>
              <dt>{t('reports.withdrawals')}</dt>
              <dd>{formatRupees(data.daily.reduce((sum, day) => sum + day.withdrawals, 0))}</dd>
            </div>
            <div>
              <dt>{t('reports.bonusCost')}</dt>
              <dd>{formatRupees(data.bonus_cost)}</dd>
            </div>
            <div>
              <dt>{t('reports.tdsPayable')}</dt>
              <dd data-testid="tds-payable">{formatRupees(data.tds_payable)}</dd>
            </div>
          </dl>
          <h2>{t('reports.daily')}</h2>
          <BarChart
            title={t('reports.daily')}
            labels={data.daily.map((day) => day.day.slice(5))}
            series={[
              {
                name: t('reports.deposits'),
                color: '#22c55e',
                values: data.daily.map((day) => day.deposits),
              },
              {
                name: t('reports.withdrawals'),
                color: '#f43f5e',
                values: data.daily.map((day) => day.withdrawals),
              },
            ]}
          />
          <h2>{t('reports.ggrByGame')}</h2>
          {data.ggr_by_game.length === 0 ? <p className="bo-empty">{t('empty')}</p> : null}
          <ul className="bo-bars">
            {data.ggr_by_game.map((game) => (
              <li key={game.game_code}>
                <span translate="no">{game.game_name}</span>
                <span className="bo-muted" translate="no">
                  {game.provider}
                </span>
                <strong>{formatRupees(game.ggr)}</strong>
              </li>
            ))}
          </ul>
          <h2>{t('reports.ggrByProvider')}</h2>
          <ul className="bo-bars">
            {data.ggr_by_provider.map((provider) => (
              <li key={provider.provider}>
                <span translate="no">{provider.provider}</span>
                <strong>{formatRupees(provider.ggr)}</strong>
              </li>
            ))}
          </ul>
          <h2>{t('reports.reconciliation')}</h2>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('reports.rail')}</th>
                  <th scope="col">{t('reports.expected')}</th>
                  <th scope="col">{t('reports.received')}</th>
                  <th scope="col">{t('reports.difference')}</th>
                  <th scope="col">{t('statuses.pending')}</th>
                </tr>
              </thead>
              <tbody>
                {data.reconciliation.map((rail) => (
                  <tr key={rail.rail}>
                    <td>{rail.rail}</td>
                    <td>{formatRupees(rail.expected)}</td>
                    <td>{formatRupees(rail.received)}</td>
                    <td className={rail.expected === rail.received ? '' : 'bo-warn'}>
                      {formatRupees(Math.round((rail.received - rail.expected) * 100) / 100)}
                    </td>
                    <td>{formatRupees(rail.pending)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
