import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { formatRupees } from '@/lib/format';
import { useWithdrawPreview } from '@/lib/bonus/withdraw-preview';
import './bonus.css';

// Under the withdrawal amount: what leaves the wallet, the TDS (section 194BA) and what arrives, before the
// player submits; and when the TDS needs a verified PAN, where to add one.

export function TdsPreview({ amount }: { amount: number | null }) {
  const { t, i18n } = useTranslation('payments');
  const session = useSession();
  const money = (value: number) => formatRupees(value, i18n.language);
  const preview = useWithdrawPreview(
    {
      playerId: session.playerId ?? '',
      oprId: session.oprId ?? '',
      token: session.token,
      amount: amount ?? 0,
    },
    amount !== null && amount > 0 && Boolean(session.playerId),
  );
  if (amount === null || amount <= 0 || !preview.data) return null;
  const data = preview.data;
  return (
    <section className="tds" aria-label={t('tds.title')} aria-live="polite" data-testid="tds-preview">
      <dl className="tds__rows">
        <div>
          <dt>{t('tds.amount')}</dt>
          <dd>{money(data.amount)}</dd>
        </div>
        <div>
          <dt>{t('tds.tds', { percent: data.tds_percent })}</dt>
          <dd data-testid="tds-amount">{money(data.tds)}</dd>
        </div>
        <div className="tds__net">
          <dt>{t('tds.net')}</dt>
          <dd data-testid="tds-net">{money(data.net)}</dd>
        </div>
      </dl>
      <p className="tds__note">
        {data.tds > 0
          ? t('tds.winnings', { amount: money(data.net_winnings), year: data.financial_year })
          : t('tds.none', { year: data.financial_year })}
      </p>
      {data.pan_required ? (
        <p className="tds__warning" role="alert">
          {t('tds.panRequired')} <Link to="/kyc">{t('tds.addPan')}</Link>
        </p>
      ) : null}
    </section>
  );
}
