import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { Notice } from '@khelo/contracts/socket-events';
import { showWalletNotice } from './wallet-notice-toast';

const shown = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: shown }));

// One action, one toast: a house game's page says what a cash-out did, so the ledger's notice of the same
// win only moves the balance there; on any other page it is the player's word of the change.

const t = ((key: string, values?: { amount?: string }) => `${key} ${values?.amount ?? ''}`) as TFunction;
const notice = (type: Notice['type']): Notice => ({
  message: 'Game credit ₹150.00: Aviator: win, round 7',
  amount: 150,
  wallet_balance: 1050,
  type,
  status: 'completed',
});

describe('showWalletNotice', () => {
  beforeEach(() => vi.clearAllMocks());

  it('stays quiet on a game page for that game’s bets, wins and refunds', () => {
    for (const type of ['game_credit', 'game_debit', 'rollback'] as const)
      showWalletNotice(t, 'info', notice(type), 'en', '/play/SPB02001');
    expect(shown.success).not.toHaveBeenCalled();
  });

  it('still tells a player on a game page about money that is not the game’s', () => {
    showWalletNotice(t, 'deposit_confirm', notice('deposit'), 'en', '/play/SPB02001');
    expect(shown.success).toHaveBeenCalledWith('walletNotice.deposit ₹150');
  });

  it('leaves a deposit’s success to the payment page that shows it, but tells a failure there', () => {
    const deposit = { ...notice('deposit'), message: 'Deposit ₹150.00' };
    showWalletNotice(t, 'deposit_confirm', deposit, 'en', '/kvmPay');
    showWalletNotice(t, 'deposit_confirm', deposit, 'en', '/transaction-qr');
    expect(shown.success).not.toHaveBeenCalled();
    showWalletNotice(t, 'deposit_failed', { ...deposit, status: 'failed' }, 'en', '/kvmPay');
    expect(shown.error).toHaveBeenCalledWith('walletNotice.depositFailed ₹150');
    showWalletNotice(t, 'deposit_confirm', deposit, 'en', '/addCash');
    expect(shown.success).toHaveBeenCalledWith('walletNotice.deposit ₹150');
  });

  it('tells a player elsewhere about a win of a game left open in another tab', () => {
    showWalletNotice(t, 'info', notice('game_credit'), 'en', '/');
    expect(shown.success).toHaveBeenCalledWith('walletNotice.game_credit ₹150');
  });
});
