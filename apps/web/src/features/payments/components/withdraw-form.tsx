import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TdsPreview } from '@/components/bonus/tds-preview';
import { toast } from '@/components/ui/toast';
import { formatRupees } from '@/lib/format';
import { useWithdraw, type WithdrawDestination } from '../api/withdraw';
import { useFreshBalance } from '../use-fresh-balance';
import { parseAmount, paymentErrorText } from '../payment-form';

// One withdrawal form: the destination's fields (checked by `validate`) and the amount, which must be
// within the withdrawable balance and at least `minimum`.

export interface DestinationField {
  name: string;
  label: string;
  pattern: RegExp;
  error: string;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  transform?: (value: string) => string;
}

export interface WithdrawFormProps {
  fields: DestinationField[];
  toDestination: (values: Record<string, string>) => WithdrawDestination;
  minimum?: number;
  footer?: ReactNode;
}

export function WithdrawForm({ fields, toDestination, minimum = 0, footer }: WithdrawFormProps) {
  const { t, i18n } = useTranslation('payments');
  const { t: common } = useTranslation();
  const session = useSession();
  const withdraw = useWithdraw();
  useFreshBalance();
  const [values, setValues] = useState<Record<string, string>>({});
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const money = (value: number) => formatRupees(value, i18n.language);
  const balance = session.walletBalance;
  const amount = parseAmount(amountText);
  const fieldErrors = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.pattern.test((values[field.name] ?? '').trim()) ? null : field.error,
    ]),
  );
  let amountError: string | null = null;
  if (amount === null) amountError = t('errors.amount');
  else if (amount < minimum) amountError = t('errors.amountMin', { amount: money(minimum) });
  else if (amount > balance) amountError = t('errors.balance', { amount: money(balance) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || amount === null || Object.values(fieldErrors).some(Boolean) || withdraw.isPending)
      return;
    const trimmed = Object.fromEntries(
      fields.map((field) => [field.name, (values[field.name] ?? '').trim()]),
    );
    withdraw.mutate(
      {
        playerId: session.playerId ?? '',
        oprId: session.oprId ?? '',
        token: session.token,
        amount,
        destination: toDestination(trimmed),
      },
      {
        onSuccess: (answer) => {
          session.setWalletBalance(answer.wallet_balance);
          toast.success(t('withdraw.submitted'));
          setValues({});
          setAmountText('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <form className="pay__form" onSubmit={submit} noValidate>
      <p className="pay__balance">{t('withdraw.balance', { amount: money(balance) })}</p>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          inputMode={field.inputMode ?? 'text'}
          autoComplete={field.autoComplete ?? 'off'}
          value={values[field.name] ?? ''}
          onChange={(event) =>
            setValues({
              ...values,
              [field.name]: field.transform ? field.transform(event.target.value) : event.target.value,
            })
          }
          error={touched ? fieldErrors[field.name] : null}
        />
      ))}
      <TextField
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={touched ? amountError : null}
      />
      <TdsPreview amount={amountError ? null : amount} />
      {withdraw.isError ? (
        <p className="pay__error" role="alert">
          {paymentErrorText(withdraw.error, t, common, money(balance))}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={withdraw.isPending}>
        {t('withdraw.submit')}
      </Button>
      {footer}
    </form>
  );
}
