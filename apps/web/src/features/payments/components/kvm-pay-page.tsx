import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MAX_SINGLE_DEPOSIT_RUPEES } from '@khelo/contracts/constants';
import { MOBILE_PATTERN, type GatewayDepositResponse } from '@khelo/contracts/payments';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { useAccountContact, type AccountContact } from '../api/account-contact';
import { useGatewayDeposit } from '../api/gateway-deposit';
import { gatewayStatusKey, useGatewayStatus } from '../api/gateway-status';
import { parseAmount, paymentErrorText } from '../payment-form';
import { MIN_DEPOSIT_RUPEES } from './add-cash-page';
import { formatClock, useCountdown } from './countdown';
import { DepositResult } from './deposit-result';
import { amountFromState } from './transaction-qr-page';
import './payments.css';

// /kvmPay (core-platform.md sections 2, 4): mobile, e-mail and amount create a gateway payment; then its
// QR and an 8-minute countdown. Mobile and e-mail come filled in from the account (the player may change
// them). The status is checked at once, about every minute and whenever the wallet changes (the
// deposit_confirm notice); SUCCESS stops the countdown and shows the amount credited and the new balance;
// at zero the payment is EXPIRED and a new attempt is offered.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function KvmPayPage() {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const session = useSession();
  const initial = amountFromState(useLocation().state);
  const [payment, setPayment] = useState<GatewayDepositResponse | null>(null);
  const contact = useAccountContact({
    playerId: session.playerId ?? '',
    oprId: session.oprId ?? '',
    token: session.token,
  });
  let body;
  if (payment) body = <GatewayPayment payment={payment} onRestart={() => setPayment(null)} />;
  // A moment at most (the profile is usually cached since login); without it the player types both.
  else if (contact.isPending && contact.fetchStatus !== 'idle')
    body = (
      <div className="pay-state">
        <Spinner size="lg" label={t('kvm.loading')} />
      </div>
    );
  else
    body = (
      <GatewayForm
        initialAmount={initial}
        contact={contact.data ?? { mobile: '', email: '' }}
        onCreated={setPayment}
      />
    );
  return <PageFrame title={common('pages.kvmPay')}>{body}</PageFrame>;
}

function GatewayForm(props: {
  initialAmount: number | null;
  contact: AccountContact;
  onCreated: (payment: GatewayDepositResponse) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const session = useSession();
  const create = useGatewayDeposit();
  const [mobile, setMobile] = useState(props.contact.mobile);
  const [email, setEmail] = useState(props.contact.email);
  const [amountText, setAmountText] = useState(props.initialAmount ? String(props.initialAmount) : '');
  const [touched, setTouched] = useState(false);
  const money = (value: number) => formatRupees(value, i18n.language);
  const amount = parseAmount(amountText);
  const errors = {
    mobile: MOBILE_PATTERN.test(mobile) ? null : t('errors.mobile'),
    email: EMAIL_PATTERN.test(email.trim()) ? null : t('errors.email'),
    amount:
      amount === null
        ? t('errors.amount')
        : amount < MIN_DEPOSIT_RUPEES
          ? t('errors.amountMin', { amount: money(MIN_DEPOSIT_RUPEES) })
          : amount > MAX_SINGLE_DEPOSIT_RUPEES
            ? t('errors.amountMax', { amount: money(MAX_SINGLE_DEPOSIT_RUPEES) })
            : null,
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.mobile || errors.email || errors.amount || amount === null || create.isPending) return;
    create.mutate(
      {
        playerId: session.playerId ?? '',
        oprId: session.oprId ?? '',
        token: session.token,
        amount,
        mobileNo: mobile,
        email: email.trim(),
      },
      { onSuccess: props.onCreated },
    );
  };
  return (
    <form className="pay" onSubmit={submit} noValidate>
      <p className="pay__intro">{t('kvm.intro')}</p>
      <TextField
        label={t('kvm.mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        prefix="+91"
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 10))}
        error={touched ? errors.mobile : null}
        hint={props.contact.mobile ? t('kvm.fromAccount') : undefined}
      />
      <TextField
        label={t('kvm.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={touched ? errors.email : null}
        hint={props.contact.email ? t('kvm.fromAccount') : undefined}
      />
      <TextField
        label={t('kvm.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={touched ? errors.amount : null}
      />
      {create.isError ? (
        <p className="pay__error" role="alert">
          {paymentErrorText(create.error, t, common)}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={create.isPending}>
        {t('kvm.submit')}
      </Button>
    </form>
  );
}

function GatewayPayment({ payment, onRestart }: { payment: GatewayDepositResponse; onRestart: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const status = useGatewayStatus(
    { playerId: session.playerId ?? '', token: session.token, transactionId: payment.transaction_id },
    true,
  );
  const state = status.data?.transaction_status ?? 'PENDING';
  const left = useCountdown(payment.expires_at, state === 'PENDING');

  // The deposit_confirm notice moves the balance: look at once instead of waiting for the next minute.
  const balance = useRef(session.walletBalance);
  useEffect(() => {
    if (balance.current === session.walletBalance) return;
    balance.current = session.walletBalance;
    void queryClient.invalidateQueries({ queryKey: gatewayStatusKey(payment.transaction_id) });
  }, [session.walletBalance, payment.transaction_id, queryClient]);

  // At zero the server turns the payment EXPIRED; ask it.
  const expiredAsked = useRef(false);
  useEffect(() => {
    if (left === 0 && state === 'PENDING' && !expiredAsked.current) {
      expiredAsked.current = true;
      void queryClient.invalidateQueries({ queryKey: gatewayStatusKey(payment.transaction_id) });
    }
  }, [left, state, payment.transaction_id, queryClient]);

  const credited = state === 'SUCCESS' ? status.data?.wallet_balance : undefined;
  const { setWalletBalance } = session;
  useEffect(() => {
    if (credited !== undefined) setWalletBalance(credited);
  }, [credited, setWalletBalance]);

  const money = formatRupees(payment.amount, i18n.language);
  if (state === 'SUCCESS' && status.data)
    return <DepositResult amount={payment.amount} credited balance={status.data.wallet_balance} />;
  if (state === 'EXPIRED' || state === 'FAILED') {
    return (
      <div className="pay pay-state" role="alert">
        <p className="pay__notice pay__notice--bad">
          {t(state === 'EXPIRED' ? 'kvm.expired' : 'kvm.failed')}
        </p>
        <Button size="lg" onClick={onRestart}>
          {t('kvm.newAttempt')}
        </Button>
      </div>
    );
  }
  return (
    <div className="pay">
      <div className="pay-qr">
        <div className="pay-qr__code">
          <p className="pay__legend">{t('kvm.scan', { amount: money })}</p>
          <img
            className="pay-qr__image"
            src={payment.QR_code}
            alt={t('kvm.qrAlt')}
            width={220}
            height={220}
          />
          <a className="pay__link" href={payment.payment_url} target="_blank" rel="noreferrer">
            {t('kvm.openPage')}
          </a>
        </div>
        <div className="pay-qr__ids">
          <p className="pay__legend">{t('kvm.timeLeft')}</p>
          <p className="pay__clock" role="timer" aria-live="off" data-testid="countdown">
            {formatClock(left)}
          </p>
          <p className="pay__muted" aria-live="polite">
            {status.isError ? paymentErrorText(status.error, t, common) : t('kvm.waiting')}
          </p>
          <p className="pay__muted">{t('kvm.transaction', { id: payment.transaction_id })}</p>
          <Button variant="secondary" loading={status.isFetching} onClick={() => void status.refetch()}>
            {t('kvm.checkNow')}
          </Button>
        </div>
      </div>
    </div>
  );
}
