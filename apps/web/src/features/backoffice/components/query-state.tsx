import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { formatIst } from '@/lib/format';

// The loading, error and empty states every back-office list shares.

export function QueryState(props: {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  if (props.isPending) return <Spinner size="lg" label={t('loading')} />;
  if (props.error)
    return (
      <div className="bo-empty" role="alert">
        <p>{t('loadError')}</p>
        <p className="bo-muted">{errorMessage(props.error, common)}</p>
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (props.empty) return <p className="bo-empty">{t('empty')}</p>;
  return null;
}

/** Staff read the same India Standard Time the players see (lib/format.ts). */
export function formatTime(iso: string, language: string): string {
  return formatIst(iso, language);
}

export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

export interface NoticeState {
  ok: boolean;
  text: string;
}

/** The outcome of the last action on a screen: a status line, or an alert when it failed. */
export function Notice({ notice }: { notice: NoticeState | null }) {
  if (!notice) return null;
  return (
    <p className={notice.ok ? 'bo-success' : 'bo-error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
