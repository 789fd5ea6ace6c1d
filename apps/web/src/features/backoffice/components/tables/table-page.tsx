import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TABLE_WATCH_MS, useStaffTable } from '../../api/staff-table';
import { useTableWatch } from '../../api/table-watch';
import { formatTime, QueryState } from '../query-state';
import { asSnapshot, seatLabel, tableMoney } from './table-format';
import { TableLive } from './table-live';
import { TableName } from './tables-page';
import { TablePlayers } from './table-players';
import './tables.css';

// /backoffice/tables/:tableId: one table watched live (its spectator view, polled every two seconds) and
// its hands, newest first, each opening the hand's full move log.

export function TablePage() {
  const { t, i18n } = useTranslation('backoffice');
  const { tableId = '' } = useParams();
  const live = useTableWatch(tableId);
  const detail = useStaffTable(tableId, live ? 'socket' : 'poll');
  const data = detail.data;

  if (!data)
    return (
      <section>
        <BackToTables />
        <QueryState
          isPending={detail.isPending}
          error={detail.error}
          empty={false}
          onRetry={() => void detail.refetch()}
        />
      </section>
    );
  const { table, hands } = data;
  const snapshot = asSnapshot(data.snapshot);

  return (
    <section aria-labelledby="bo-table-title" data-testid="table-page">
      <BackToTables />
      <h1 id="bo-table-title">
        {t('tables.tableTitle', {
          game: t(`tables.games.${table.game}`, { defaultValue: table.game }),
          variant: t(`tables.variants.${table.variant}`, { defaultValue: table.variant }),
        })}
      </h1>
      <div className="bo-card">
        <TableName row={table} link={false} />
        <dl className="bo-details">
          <div>
            <dt>{t('tables.stake')}</dt>
            <dd>
              {tableMoney(t, table.stake, table.mode)}{' '}
              {table.variant === 'points' ? t('tables.perPoint') : t('tables.entry')}
            </dd>
          </div>
          <div>
            <dt>{t('tables.seats')}</dt>
            <dd>{t('tables.seatsTaken', { taken: table.seats_taken, seats: table.seats })}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd data-testid="table-status">{t(`tables.statuses.${table.status}`)}</dd>
          </div>
          <div>
            <dt>{t('tables.id')}</dt>
            <dd>
              <code>{table.table_id}</code>
            </dd>
          </div>
        </dl>
        <TablePlayers players={table.players} />
        <p className="bo-muted" role="status" data-testid="table-watching">
          {detail.isError
            ? t('tables.watchFailed')
            : live
              ? t('tables.watchingLive')
              : t('tables.watching', { seconds: TABLE_WATCH_MS / 1000 })}
        </p>
      </div>
      {snapshot ? <TableLive snapshot={snapshot} /> : null}
      <section className="bo-section" aria-labelledby="bo-table-hands">
        <h2 id="bo-table-hands">{t('tables.hands.title')}</h2>
        {hands.length === 0 ? (
          <p className="bo-muted">{t('tables.hands.none')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--stack" data-testid="table-hands">
              <thead>
                <tr>
                  <th scope="col">{t('tables.hand')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('tables.hands.started')}</th>
                  <th scope="col">{t('tables.hands.ended')}</th>
                  <th scope="col">{t('tables.hands.winner')}</th>
                </tr>
              </thead>
              <tbody>
                {hands.map((hand) => (
                  <tr key={hand.hand_id} data-testid={`hand-row-${hand.hand_no}`}>
                    <td data-label={t('tables.hand')}>
                      <Link to={`/backoffice/tables/hands/${hand.hand_id}`} className="bo-action">
                        {t('tables.hands.open', { no: hand.hand_no })}
                      </Link>
                    </td>
                    <td data-label={t('status')}>
                      {t(`tables.handStatuses.${hand.status}`)}
                      {hand.void_reason ? <span className="bo-muted"> · {hand.void_reason}</span> : null}
                    </td>
                    <td data-label={t('tables.hands.started')}>
                      {formatTime(hand.started_at, i18n.language)}
                    </td>
                    <td data-label={t('tables.hands.ended')}>
                      {hand.ended_at ? formatTime(hand.ended_at, i18n.language) : '—'}
                    </td>
                    <td data-label={t('tables.hands.winner')}>
                      {hand.winner_seat === null ? '—' : seatLabel(t, hand.winner_seat)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

export function BackToTables() {
  const { t } = useTranslation('backoffice');
  return (
    <p>
      <Link to="/backoffice/tables" className="bo-link">
        ← {t('tables.back')}
      </Link>
    </p>
  );
}
