import { HISTORY_TRANSACTION_TYPE, type HistoryRow } from '@khelo/contracts/wallet';
import { DEFAULT_LANGUAGE, LOCALE_TAG, type Language } from '@khelo/contracts/locales';

// How a history row looks (core-platform.md section 3): type 1 is a debit, shown with a minus sign and
// red; type 4 red; type 2 green; everything else amber.

export type AmountTone = 'debit' | 'credit' | 'other';

export function amountTone(transactionType: number): AmountTone {
  if (
    transactionType === HISTORY_TRANSACTION_TYPE.debit ||
    transactionType === HISTORY_TRANSACTION_TYPE.withdrawal
  )
    return 'debit';
  if (transactionType === HISTORY_TRANSACTION_TYPE.credit) return 'credit';
  return 'other';
}

function locale(language: string | undefined): string {
  return LOCALE_TAG[(language as Language) in LOCALE_TAG ? (language as Language) : DEFAULT_LANGUAGE];
}

/** "₹1,020.50": the page's rupees, always with two decimals. */
export function formatHistoryRupees(amount: number, language?: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "₹20.50", with a minus sign for type 1 only. */
export function formatAmount(
  row: Pick<HistoryRow, 'amount' | 'transaction_type'>,
  language?: string,
): string {
  const text = formatHistoryRupees(row.amount, language);
  return row.transaction_type === HISTORY_TRANSACTION_TYPE.debit ? `−${text}` : text;
}
