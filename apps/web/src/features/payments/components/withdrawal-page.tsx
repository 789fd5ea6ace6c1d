import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TDS_RATE_PERCENT } from '@khelo/contracts/constants';
import {
  ACCOUNT_NUMBER_PATTERN,
  HOLDER_NAME_PATTERN,
  IFSC_PATTERN,
  UPI_ID_PATTERN,
} from '@khelo/contracts/payments';
import { useCashGate } from '@/components/compliance/cash-gate';
import { PageFrame } from '@/components/ui/page-frame';
import { TaxStatementLink } from '@/components/bonus/tax-statement-link';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { WithdrawForm, type DestinationField } from './withdraw-form';
import './payments.css';

// /withdrawal (core-platform.md section 2): UPI and Bank Account tabs, the tax note and, when the operator
// offers it (CRYPTO_WITHDRAWALS), a link to the crypto page /withdraw-cash. The amount is held at once and
// paid after a cashier's approval. A player the rules refuse (no verified KYC yet, …) sees what to do
// instead of the form.

type Tab = 'upi' | 'bank';

export function WithdrawalPage() {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const [tab, setTab] = useState<Tab>('upi');
  const gate = useCashGate('withdrawal');
  const crypto = useComplianceSettings().data?.crypto_withdrawals === true;
  const upiFields: DestinationField[] = [
    { name: 'upi_id', label: t('withdraw.upiId'), pattern: UPI_ID_PATTERN, error: t('errors.upiId') },
    {
      // Payouts go only to the player's own account: the name must match the KYC name (docs/compliance.md).
      name: 'account_holder',
      label: t('withdraw.upiHolder'),
      pattern: HOLDER_NAME_PATTERN,
      error: t('errors.holder'),
      autoComplete: 'name',
    },
  ];
  const bankFields: DestinationField[] = [
    {
      name: 'account_holder',
      label: t('withdraw.holder'),
      pattern: HOLDER_NAME_PATTERN,
      error: t('errors.holder'),
      autoComplete: 'name',
    },
    {
      name: 'account_number',
      label: t('withdraw.accountNumber'),
      pattern: ACCOUNT_NUMBER_PATTERN,
      error: t('errors.accountNumber'),
      inputMode: 'numeric',
      transform: (value) => value.replace(/\D/g, '').slice(0, 18),
    },
    {
      name: 'ifsc',
      label: t('withdraw.ifsc'),
      pattern: IFSC_PATTERN,
      error: t('errors.ifsc'),
      transform: (value) => value.toUpperCase().replace(/\s/g, '').slice(0, 11),
    },
  ];
  const footer = (
    <>
      <p className="pay__muted">{t('withdraw.tax', { rate: TDS_RATE_PERCENT })}</p>
      <TaxStatementLink />
      {crypto ? (
        <Link to="/withdraw-cash" className="pay__link">
          {t('withdraw.crypto')}
        </Link>
      ) : null}
    </>
  );
  const intro = <p className="pay__intro">{t('withdraw.intro')}</p>;
  if (gate)
    return (
      <PageFrame title={common('pages.withdrawal')}>
        <div className="pay">
          {intro}
          {gate}
        </div>
      </PageFrame>
    );
  return (
    <PageFrame title={common('pages.withdrawal')}>
      <div className="pay">
        {intro}
        <div className="pay__tabs" role="tablist" aria-label={common('pages.withdrawal')}>
          {(['upi', 'bank'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`withdraw-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="withdraw-panel"
              className={['pay__tab', tab === value && 'pay__tab--active'].filter(Boolean).join(' ')}
              onClick={() => setTab(value)}
            >
              {t(value === 'upi' ? 'withdraw.upi' : 'withdraw.bank')}
            </button>
          ))}
        </div>
        <div id="withdraw-panel" role="tabpanel" aria-labelledby={`withdraw-tab-${tab}`}>
          {tab === 'upi' ? (
            <WithdrawForm
              key="upi"
              fields={upiFields}
              toDestination={(values) => ({
                method: 'upi',
                upi_id: values.upi_id ?? '',
                account_holder: values.account_holder ?? '',
              })}
              footer={footer}
            />
          ) : (
            <WithdrawForm
              key="bank"
              fields={bankFields}
              toDestination={(values) => ({
                method: 'bank',
                account_holder: values.account_holder ?? '',
                account_number: values.account_number ?? '',
                ifsc: values.ifsc ?? '',
              })}
              footer={footer}
            />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
