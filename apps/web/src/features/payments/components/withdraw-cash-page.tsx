import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CRYPTO_WITHDRAW } from '@khelo/contracts/constants';
import { POLYGON_ADDRESS_PATTERN } from '@khelo/contracts/payments';
import { CashEligibilityNotice } from '@/components/compliance/cash-eligibility-notice';
import { PageFrame } from '@/components/ui/page-frame';
import { formatRupees } from '@/lib/format';
import { WithdrawForm } from './withdraw-form';
import './payments.css';

// /withdraw-cash (core-platform.md sections 2, 9): the crypto-style withdrawal with the spec's constants —
// minimum 20.5, fee 0.5 MATIC, network Polygon, 1-6 hours for large audits — and the 30% tax note.

export function WithdrawCashPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  return (
    <PageFrame title={common('pages.withdrawCash')}>
      <div className="pay">
        <p className="pay__intro">{t('crypto.intro')}</p>
        <CashEligibilityNotice action="withdrawal" />
        <ul className="pay__facts">
          <li>{t('crypto.minimum', { amount: formatRupees(CRYPTO_WITHDRAW.minimum, i18n.language) })}</li>
          <li>{t('crypto.fee', { fee: CRYPTO_WITHDRAW.feeMatic })}</li>
          <li>{t('crypto.network', { network: CRYPTO_WITHDRAW.network })}</li>
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
