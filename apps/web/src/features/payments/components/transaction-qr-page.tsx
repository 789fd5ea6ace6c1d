import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { ManualDepositResponse } from '@khelo/contracts/payments';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { useDepositDetails } from '../api/deposit-details';
import { useManualDeposit } from '../api/manual-deposit';
import { paymentErrorText } from '../payment-form';
import { CopyButton } from './copy-button';
import { DepositResult } from './deposit-result';
import './payments.css';

// /transaction-qr (core-platform.md sections 2, 4): the QR of a upi://pay intent for the amount, the
// operator's UPI ids with copy buttons and the UTR entry; once submitted, what came of it (credited with
// the new balance, or waiting for a cashier). Without an amount from /addCash it goes back there.

export function amountFromState(state: unknown): number | null {
  const amount = (state as { amount?: unknown } | null)?.amount;
  return typeof amount === 'number' && amount > 0 ? amount : null;
}

export function TransactionQrPage() {
  const amount = amountFromState(useLocation().state);
  if (amount === null) return <Navigate to="/addCash" replace />;
  return <TransactionQr amount={amount} />;
}

function TransactionQr({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const session = useSession();
  const [utr, setUtr] = useState('');
  const [done, setDone] = useState<ManualDepositResponse | null>(null);
  const [touched, setTouched] = useState(false);
  const details = useDepositDetails(
    { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token, amount },
    Boolean(session.playerId),
  );
  const deposit = useManualDeposit();
  const money = formatRupees(amount, i18n.language);
  const utrError = /^\d{12}$/.test(utr) ? null : t('errors.utr');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (utrError || deposit.isPending) return;
    deposit.mutate(
      { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token, utr, amount },
      {
        onSuccess: (answer) => {
          session.setWalletBalance(answer.wallet_balance);
          setDone(answer);
        },
      },
    );
  };

  if (done)
    return (
      <PageFrame title={common('pages.transactionQr')}>
        <DepositResult amount={amount} credited={done.credited} balance={done.wallet_balance} />
      </PageFrame>
    );

  let body;
  if (details.isPending) {
    body = (
      <div className="pay-state">
        <Spinner size="lg" label={t('qr.loading')} />
      </div>
    );
  } else if (details.isError) {
    body = (
      <div className="pay-state" role="alert">
        <p>{paymentErrorText(details.error, t, common)}</p>
        <Button variant="secondary" onClick={() => void details.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="pay-qr">
        <img
          className="pay-qr__image"
          src={details.data.QR_url}
          alt={t('qr.qrAlt', { amount: money })}
          width={220}
          height={220}
        />
        <div className="pay-qr__ids">
          <h2 className="pay__legend">{t('qr.upiIds')}</h2>
          <ul className="pay__list">
            {details.data.upi_id.map((id) => (
              <li key={id} className="pay__list-item">
                <code>{id}</code>
                <CopyButton value={id} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <PageFrame title={common('pages.transactionQr')}>
      <div className="pay">
        <p className="pay__intro">{t('qr.intro', { amount: money })}</p>
        {body}
        <form className="pay__form" onSubmit={submit} noValidate>
          <TextField
            label={t('qr.utr')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={utr}
            onChange={(event) => setUtr(event.target.value.replace(/\D/g, '').slice(0, 12))}
            onBlur={() => setTouched(true)}
            error={touched ? utrError : null}
            hint={t('qr.utrHint')}
          />
          {deposit.isError ? (
            <p className="pay__error" role="alert">
              {paymentErrorText(deposit.error, t, common)}
            </p>
          ) : null}
          <Button type="submit" size="lg" fullWidth loading={deposit.isPending}>
            {t('qr.submit')}
          </Button>
          <p className="pay__muted">{t('qr.credited')}</p>
          <Link to="/addCash" className="pay__link">
            {t('qr.changeAmount')}
          </Link>
        </form>
      </div>
    </PageFrame>
  );
}
