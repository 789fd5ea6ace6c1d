import { useTranslation } from 'react-i18next';
import { useBankCredit } from '../api/bank-credit';
import { formatRupees } from './query-state';

// Beside a pending manual deposit: does the bank statement show its UTR, for the same amount, unclaimed?

export function BankMatch({ utr, amount }: { utr: string | undefined; amount: number }) {
  const { t } = useTranslation('backoffice');
  const credit = useBankCredit(utr);
  if (!utr || !credit.data) return null;
  const line = credit.data.credit;
  if (!line)
    return (
      <p className="bo-warn" data-testid="bank-match">
        {t('cashier.bank.missing')}
      </p>
    );
  const sameAmount = line.amount === amount;
  return (
    <p className={sameAmount && !line.claimed_by ? 'bo-success' : 'bo-warn'} data-testid="bank-match">
      {t('cashier.bank.found', { amount: formatRupees(line.amount), payer: line.payer })}
      {sameAmount ? '' : ` ${t('cashier.bank.otherAmount')}`}
      {line.claimed_by ? ` ${t('cashier.bank.claimed', { id: line.claimed_by })}` : ''}
    </p>
  );
}
