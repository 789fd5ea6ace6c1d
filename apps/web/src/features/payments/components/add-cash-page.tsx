import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MAX_SINGLE_DEPOSIT_RUPEES, QUICK_CASH_RUPEES } from '@khelo/contracts/constants';
import { useCashGate } from '@/components/compliance/cash-gate';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { TextField } from '@/components/ui/text-field';
import { BonusBalance, useWelcomeBonusFor } from '@/components/bonus/bonus-balance';
import { formatRupees } from '@/lib/format';
import { parseAmount } from '../payment-form';
import './payments.css';

// /addCash (core-platform.md section 2): an amount (typed or a quick tile, each with the welcome bonus that
// deposit would really bring, ADR 021) and the way to pay — the UPI QR with a UTR (/transaction-qr) or the
// gateway (/kvmPay). The minimum is Rs 10, the smallest quick tile (ADR 021). A player the cash rules refuse
// (no birthday yet, …) sees what to do instead of the form.

export const MIN_DEPOSIT_RUPEES = 10;
type Method = 'qr' | 'gateway';

export function AddCashPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [method, setMethod] = useState<Method>('qr');
  const [touched, setTouched] = useState(false);
  const money = (value: number) => formatRupees(value, i18n.language);
  const welcomeBonus = useWelcomeBonusFor();
  const gate = useCashGate('deposit');

  const amount = parseAmount(text);
  let error: string | null = null;
  if (amount === null) error = t('errors.amount');
  else if (amount < MIN_DEPOSIT_RUPEES) error = t('errors.amountMin', { amount: money(MIN_DEPOSIT_RUPEES) });
  else if (amount > MAX_SINGLE_DEPOSIT_RUPEES)
    error = t('errors.amountMax', { amount: money(MAX_SINGLE_DEPOSIT_RUPEES) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || amount === null) return;
    void navigate(method === 'qr' ? '/transaction-qr' : '/kvmPay', { state: { amount } });
  };

  if (gate)
    return (
      <PageFrame title={common('pages.addCash')}>
        <div className="pay">
          <p className="pay__intro">{t('addCash.intro')}</p>
          {gate}
          <BonusBalance welcome />
        </div>
      </PageFrame>
    );

  return (
    <PageFrame title={common('pages.addCash')}>
      <form className="pay" onSubmit={submit} noValidate>
        <p className="pay__intro">{t('addCash.intro')}</p>
        <BonusBalance welcome />
        <TextField
          label={t('addCash.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          hint={t('addCash.amountHint', {
            min: money(MIN_DEPOSIT_RUPEES),
            max: money(MAX_SINGLE_DEPOSIT_RUPEES),
          })}
        />
        <fieldset className="pay__group">
          <legend className="pay__legend">{t('addCash.quick')}</legend>
          <div className="pay__tiles">
            {QUICK_CASH_RUPEES.map((value) => (
              <button
                key={value}
                type="button"
                className={['pay__tile', amount === value && 'pay__tile--active'].filter(Boolean).join(' ')}
                aria-pressed={amount === value}
                onClick={() => {
                  setText(String(value));
                  setTouched(true);
                }}
              >
                <span className="pay__tile-amount">{money(value)}</span>
                {welcomeBonus(value) > 0 ? (
                  <span className="pay__tile-bonus">
                    {t('addCash.bonus', { amount: money(welcomeBonus(value)) })}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="pay__group">
          <legend className="pay__legend">{t('addCash.method')}</legend>
          <div className="pay__methods">
            {(['qr', 'gateway'] as const).map((value) => (
              <label
                key={value}
                className={['pay__method', method === value && 'pay__method--active']
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                <span>
                  <strong>{t(value === 'qr' ? 'addCash.upiQr' : 'addCash.gateway')}</strong>
                  <span className="pay__muted">
                    {t(value === 'qr' ? 'addCash.upiQrText' : 'addCash.gatewayText')}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" fullWidth>
          {t('addCash.continue')}
        </Button>
        <Link to="/withdrawal" className="pay__link">
          {t('addCash.withdrawLink')}
        </Link>
      </form>
    </PageFrame>
  );
}
