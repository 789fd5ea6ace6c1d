import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@khelo/contracts/wallet';
import { formatIst } from '@/lib/format';
import { useGameName } from '@/lib/game-names';
import { amountTone, formatAmount } from '../history-format';
import { translateRemark } from '../history-remarks';

/** One page of transactions: date and time (IST), what it was, and the amount in its colour. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const { t, i18n } = useTranslation('history');
  const gameName = useGameName();
  const nameOf = (catalogName: string) => gameName(catalogName).text;
  return (
    <table className="history-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.details')}</th>
          <th scope="col" className="history-table__amount">
            {t('columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          return (
            <tr key={row.transaction_id} data-transaction-type={row.transaction_type}>
              <td className="history-table__date">
                <span>{formatIst(row.created_at, i18n.language, 'date')}</span>
                <span className="history-table__time">
                  {formatIst(row.created_at, i18n.language, 'time')}
                </span>
              </td>
              <td className="history-table__details">
                <span className="history-table__type">
                  {t(`types.${row.type}`)}
                  {row.status !== 'completed' && (
                    <span className={`history-badge history-badge--${row.status}`}>
                      {t(`status.${row.status}`)}
                    </span>
                  )}
                </span>
                <span className="history-table__remarks">
                  {translateRemark(row.transaction_details.remarks, t, i18n.language, nameOf)}
                </span>
              </td>
              <td
                className={`history-table__amount history-amount history-amount--${amountTone(row.transaction_type)}`}
              >
                {formatAmount(row, i18n.language)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
