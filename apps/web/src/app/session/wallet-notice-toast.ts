import type { TFunction } from 'i18next';
import type { Notice } from '@khelo/contracts/socket-events';
import { toast } from '@/components/ui/toast';
import { formatRupees } from '@/lib/format';
import type { BalanceEventName } from './use-player-socket';

// The toast that tells a player why the header balance just changed (issue 5). The words come from the
// locale files by ledger type, so a Hindi page never shows the server's English remarks.

const FAILED_EVENTS: readonly BalanceEventName[] = ['deposit_failed', 'withdraw_failed'];

// A game page (/play/…) says itself what a bet, a cash-out or a refund did ("Cashed out at 1.50x"); the
// ledger's notice of the same movement would be a second toast for one action, so it only moves the
// balance there. Elsewhere (a game left running in another tab) the toast is the player's only word.
const GAME_TYPES: readonly string[] = ['game_debit', 'game_credit', 'rollback'];
const GAME_PAGE = /^\/play\//;

// The same for a deposit on the page that made it: the QR and gateway pages show the deposit's result
// (credited, or waiting for a cashier) in place of their form. A failure is still told.
const DEPOSIT_PAGES = ['/transaction-qr', '/kvmPay'];

/** Whether a notice gets a toast on the page at `path`. */
export function noticeToasts(notice: Notice, path: string): boolean {
  if (GAME_PAGE.test(path) && GAME_TYPES.includes(notice.type ?? '')) return false;
  if (DEPOSIT_PAGES.includes(path) && notice.type === 'deposit' && notice.status !== 'failed') return false;
  return true;
}

export function walletNoticeText(t: TFunction, event: BalanceEventName, notice: Notice, language: string) {
  const amount = formatRupees(notice.amount ?? 0, language);
  const key = FAILED_EVENTS.includes(event) ? `${notice.type ?? 'deposit'}Failed` : (notice.type ?? 'other');
  const pending = notice.status === 'pending' && !FAILED_EVENTS.includes(event);
  return t(pending ? `walletNotice.${key}Pending` : `walletNotice.${key}`, {
    amount,
    defaultValue: t('walletNotice.other', { amount }),
  });
}

export function showWalletNotice(
  t: TFunction,
  event: BalanceEventName,
  notice: Notice,
  language: string,
  path = window.location.pathname,
) {
  if (!noticeToasts(notice, path)) return;
  const text = walletNoticeText(t, event, notice, language);
  if (FAILED_EVENTS.includes(event)) toast.error(text);
  else if (notice.status === 'pending') toast.info(text);
  else toast.success(text);
}
