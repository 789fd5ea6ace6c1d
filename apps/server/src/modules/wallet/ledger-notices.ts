import type { LedgerTransactionStatus, LedgerTransactionType } from '@khelo/contracts/wallet';
import type { BalanceNotice, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { paiseToRupees } from '@khelo/contracts/money';
import { historyTransactionType } from './history.presenter';

// Which socket event tells a player about a posted transaction (core-platform.md section 4, issue 5):
// deposits and withdrawals use the spec's own events, promotions the OMS channel, everything else info.

export type BalanceEvent = Exclude<keyof ServerToClientEvents, 'error' | 'leaveSocket'>;

export function balanceEvent(type: LedgerTransactionType, status: LedgerTransactionStatus): BalanceEvent {
  switch (type) {
    case 'deposit':
      if (status === 'completed') return 'deposit_confirm';
      return status === 'failed' ? 'deposit_failed' : 'info';
    case 'withdrawal':
      if (status === 'completed') return 'withdraw_confirm';
      return status === 'failed' ? 'withdraw_failed' : 'info';
    case 'bonus':
    case 'cashback':
      return 'oms_notifications';
    case 'game_debit':
    case 'game_credit':
    case 'rollback':
    case 'fee':
    case 'tax':
    case 'adjustment':
      return 'info';
  }
}

const VERBS: Record<LedgerTransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  game_debit: 'Game debit',
  game_credit: 'Game credit',
  rollback: 'Refund',
  bonus: 'Bonus',
  cashback: 'Cashback',
  fee: 'Fee',
  tax: 'Tax',
  adjustment: 'Adjustment',
};

export interface NoticeInput {
  transactionId: string;
  type: LedgerTransactionType;
  status: LedgerTransactionStatus;
  amount: bigint;
  /** The player's cash balance after the transaction, in paise. */
  cashBalance: bigint;
  remarks: string;
  /** The sign of the movement for the player (adjustments go either way). */
  playerDelta: bigint;
}

/** The payload: what changed, in rupees, and the new balance so that clients need not refetch. */
export function balanceNotice(input: NoticeInput): BalanceNotice {
  const amount = paiseToRupees(input.amount);
  return {
    message: `${VERBS[input.type]} ₹${amount.toFixed(2)}${input.remarks ? `: ${input.remarks}` : ''}`,
    amount,
    transaction_id: input.transactionId,
    wallet_balance: paiseToRupees(input.cashBalance),
    type: input.type,
    status: input.status,
    transaction_type: historyTransactionType(input.type, input.status, input.playerDelta),
  };
}
