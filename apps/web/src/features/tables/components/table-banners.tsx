import { useTranslation } from 'react-i18next';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { useCountdown } from '@/lib/tables/use-countdown';

/** What the table is doing when it is not a turn: reconnecting, waiting for players, starting, a notice. */
export function TableBanners({ snapshot, connected }: { snapshot: TableSnapshot; connected: boolean }) {
  const { t } = useTranslation('tables');
  const nextIn = useCountdown(snapshot.status === 'playing' ? null : snapshot.next_hand_at);
  const waiting = snapshot.status === 'open' && !snapshot.next_hand_at && snapshot.hand_no === 0;
  return (
    <div className="table-banners">
      {!connected ? (
        <p className="table-banner table-banner--warn" role="status">
          {t('banner.reconnecting')}
        </p>
      ) : null}
      {snapshot.notice ? (
        <p className="table-banner table-banner--notice" role="alert" data-testid="table-notice">
          {snapshot.notice}
        </p>
      ) : null}
      {waiting ? (
        <p className="table-banner" role="status">
          {t('banner.waiting')}
        </p>
      ) : null}
      {snapshot.hand_no === 0 && nextIn !== null ? (
        <p className="table-banner" role="status">
          {t('banner.startsIn', { seconds: Math.ceil(nextIn / 1000) })}
        </p>
      ) : null}
      {snapshot.status === 'closed' ? (
        <p className="table-banner table-banner--warn" role="status">
          {t('banner.closed')}
        </p>
      ) : null}
    </div>
  );
}
