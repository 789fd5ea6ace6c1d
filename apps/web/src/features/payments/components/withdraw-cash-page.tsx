import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CRYPTO_WITHDRAW } from '@khelo/contracts/constants';
import { POLYGON_ADDRESS_PATTERN } from '@khelo/contracts/payments';
import { CashEligibilityNotice } from '@/components/compliance/cash-eligibility-notice';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { formatRupees } from '@/lib/format';
import { WithdrawForm } from './withdraw-form';
import './payments.css';

// /withdraw-cash (core-platform.md sections 2, 9): a withdrawal to a Polygon address, shown only when the
// operator turned CRYPTO_WITHDRAWALS on (docs/payments.md, ADR 021); otherwise the page leads to /withdrawal.
// It states only what the payments code does: the amount is rupees from the wallet (minimum ₹20.50), held
// until a cashier pays it out, with no charge. The spec's 0.5 MATIC fee is never taken, so it is not shown.

export function WithdrawCashPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const settings = useComplianceSettings();
  if (settings.isPending)
    return (
      <PageFrame title={common('pages.withdrawCash')}>
        <Spinner size="lg" label={common('loading')} />
      </PageFrame>
    );
  if (settings.data?.crypto_withdrawals !== true) return <Navigate to="/withdrawal" replace />;
  return (
    <PageFrame title={common('pages.withdrawCash')}>
      <div className="pay">
        <p className="pay__intro">{t('crypto.intro')}</p>
        <CashEligibilityNotice action="withdrawal" />
        <ul className="pay__facts">
          <li>{t('crypto.minimum', { amount: formatRupees(CRYPTO_WITHDRAW.minimum, i18n.language) })}</li>
          <li>{t('crypto.network', { network: CRYPTO_WITHDRAW.network })}</li>
          <li>{t('crypto.noCharge')}</li>
          <li>{t('crypto.audit', { hours: CRYPTO_WITHDRAW.auditHours })}</li>
        </ul>
        <WithdrawForm
          fields={[
            {
              name: 'address',
              label: t('crypto.address'),
              pattern: POLYGON_ADDRESS_PATTERN,
              error: t('errors.address'),
              transform: (value) => value.trim(),
            },
          ]}
          minimum={CRYPTO_WITHDRAW.minimum}
          toDestination={(values) => ({ method: 'crypto', address: values.address ?? '' })}
          footer={
            <>
              <p className="pay__muted">{t('withdraw.tax')}</p>
              <Link to="/withdrawal" className="pay__link">
                {t('crypto.back')}
              </Link>
            </>
          }
        />
      </div>
    </PageFrame>
  );
}
