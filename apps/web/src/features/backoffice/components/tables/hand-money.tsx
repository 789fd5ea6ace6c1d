import { useTranslation } from 'react-i18next';
import type { StaffMoneyRow } from '@khelo/contracts/backoffice-tables';
import { formatTime } from '../query-state';
import { seatLabel, tableMoney, type TableMode } from './table-format';

// A hand's money rows: what was collected from each seat (reserve or entry), refunded, paid out and raked,
// with each row's ledger status and reference, and the totals — after a void the refunds equal the
// collects.

const SIGN: Record<StaffMoneyRow['kind'], string> = { collect: '−', refund: '+', payout: '+', rake: '' };

export function moneyTotals(rows: readonly StaffMoneyRow[]) {
  const totals = { collect: 0, refund: 0, payout: 0, rake: 0 };
  // Amounts carry at most two decimals: sum in paise so that ₹0.10 + ₹0.20 is ₹0.30.
  for (const row of rows) totals[row.kind] += Math.round(row.amount * 100);
  return Object.fromEntries(
    Object.entries(totals).map(([kind, paise]) => [kind, paise / 100]),
  ) as typeof totals;
}

export function HandMoney({ rows, mode }: { rows: readonly StaffMoneyRow[]; mode: TableMode }) {
  const { t, i18n } = useTranslation('backoffice');
  if (rows.length === 0) return <p className="bo-muted">{t('tables.money.none')}</p>;
  const totals = moneyTotals(rows);
  return (
    <>
      <dl className="bo-details" data-testid="money-totals">
        {(['collect', 'refund', 'payout', 'rake'] as const).map((kind) => (
          <div key={kind}>
            <dt>{t(`tables.money.totals.${kind}`)}</dt>
            <dd data-testid={`money-total-${kind}`}>{tableMoney(t, totals[kind], mode)}</dd>
          </div>
        ))}
      </dl>
      <div className="bo-table-wrap">
        <table className="bo-table bo-table--stack" data-testid="hand-money">
          <thead>
            <tr>
              <th scope="col">{t('tables.money.kind')}</th>
              <th scope="col">{t('tables.log.seat')}</th>
              <th scope="col">{t('tables.money.amount')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('tables.money.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`money-${row.kind}-${row.seat ?? 'house'}`}>
                <td data-label={t('tables.money.kind')}>{t(`tables.money.kinds.${row.kind}`)}</td>
                <td data-label={t('tables.log.seat')}>
                  {row.seat === null ? t('tables.money.house') : seatLabel(t, row.seat)}{' '}
                  {row.player_id ? <code className="bo-muted">{row.player_id}</code> : null}
                </td>
                <td data-label={t('tables.money.amount')}>
                  {SIGN[row.kind]}
                  {tableMoney(t, row.amount, mode)}
                </td>
                <td data-label={t('status')}>
                  {t(`tables.money.statuses.${row.status}`)}
                  <br />
                  <span className="bo-muted">
                    {formatTime(row.posted_at ?? row.created_at, i18n.language)}
                  </span>
                </td>
                <td data-label={t('tables.money.reference')}>
                  <code className="bo-muted">{row.ref}</code>
                  {row.transaction_id ? <span className="bo-muted"> · #{row.transaction_id}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
