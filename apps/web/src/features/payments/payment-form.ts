import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

// Form helpers shared by the payment pages: amounts typed as text, and server refusals in the page's
// language (the server's messages are English; the known ones have their own translation).

/** The rupee amount of a field, or null when it is not a positive number with at most two decimals. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

const FIELD_ERRORS: Record<string, string> = {
  transaction_id: 'errors.utr',
  mobileNo: 'errors.mobile',
  email: 'errors.email',
  upi_id: 'errors.upiId',
  account_holder: 'errors.holder',
  account_number: 'errors.accountNumber',
  ifsc: 'errors.ifsc',
  address: 'errors.address',
  amount: 'errors.amount',
};

export function paymentErrorText(error: unknown, t: TFunction, common: TFunction, balance?: string): string {
  if (isApiError(error) && error.kind === 'HTTP') {
    if (error.status === 409 && /UTR/.test(error.message)) return t('errors.utrUsed');
    if (/withdrawable balance/.test(error.message) && balance)
      return t('errors.balance', { amount: balance });
    const field = /^(\w+):/.exec(error.message)?.[1];
    if (field && FIELD_ERRORS[field]) return t(FIELD_ERRORS[field]);
  }
  return errorMessage(error, common);
}
