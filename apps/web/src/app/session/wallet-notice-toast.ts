import type { TFunction } from 'i18next';
import type { Notice } from '@khelo/contracts/socket-events';
import { toast } from '@/components/ui/toast';
import { formatRupees } from '@/lib/format';
import type { BalanceEventName } from './use-player-socket';

// The toast that tells a player why the header balance just changed (issue 5). The words come from the
// locale files by ledger type, so a Hindi page never shows the server's English remarks.

const FAILED_EVENTS: readonly BalanceEventName[] = ['deposit_failed', 'withdraw_failed'];

export function walletNoticeText(t: TFunction, event: BalanceEventName, notice: Notice, language: string) {
  const amount = formatRupees(notice.amount ?? 0, language);
  const key = FAILED_EVENTS.includes(event) ? `${notice.type ?? 'deposit'}Failed` : (notice.type ?? 'other');
  const pending = notice.status === 'pending' && !FAILED_EVENTS.includes(event);
  return t(pending ? `walletNotice.${key}Pending` : `walletNotice.${key}`, {
    amount,
    defaultValue: t('walletNotice.other', { amount }),
  });
}

export function showWalletNotice(t: TFunction, event: BalanceEventName, notice: Notice, language: string) {
  const text = walletNoticeText(t, event, notice, language);
  if (FAILED_EVENTS.includes(event)) toast.error(text);
  else if (notice.status === 'pending') toast.info(text);
  else toast.success(text);
}
