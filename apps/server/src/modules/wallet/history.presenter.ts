import { paiseToRupees } from '@khelo/contracts/money';
import {
  HISTORY_TRANSACTION_TYPE,
  type HistoryRow,
  type HistoryTransactionType,
  type LedgerTransactionStatus,
  type LedgerTransactionType,
} from '@khelo/contracts/wallet';
import type { LedgerTransaction } from './ledger.repository';

// A ledger transaction as a transaction/history row (core-platform.md section 3).

/** The spec's transaction_type code, which fixes the colour: 1 red with a minus, 4 red, 2 green, else amber. */
export function historyTransactionType(
  type: LedgerTransactionType,
  status: LedgerTransactionStatus,
  playerDelta: bigint,
): HistoryTransactionType {
  if (status === 'pending') return HISTORY_TRANSACTION_TYPE.pending;
  if (status === 'failed') return HISTORY_TRANSACTION_TYPE.failed;
  switch (type) {
    case 'withdrawal':
      return HISTORY_TRANSACTION_TYPE.withdrawal;
    case 'bonus':
      return HISTORY_TRANSACTION_TYPE.bonus;
    case 'cashback':
      return HISTORY_TRANSACTION_TYPE.cashback;
    case 'deposit':
    case 'game_credit':
    case 'rollback':
      return HISTORY_TRANSACTION_TYPE.credit;
    case 'game_debit':
    case 'fee':
      return HISTORY_TRANSACTION_TYPE.debit;
    // A reversed TDS (a rejected withdrawal) comes back to the player.
    case 'tax':
    case 'adjustment':
      return playerDelta < 0n ? HISTORY_TRANSACTION_TYPE.debit : HISTORY_TRANSACTION_TYPE.credit;
  }
}

/** India has one time zone, without daylight saving: UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const two = (value: number) => String(value).padStart(2, '0');

/** "dd/mm/yyyy, hh:mm:ss" in India Standard Time. */
export function formatCreatedOn(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const date = `${two(ist.getUTCDate())}/${two(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
  const time = `${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}:${two(ist.getUTCSeconds())}`;
  return `${date}, ${time}`;
}

/** The direction the service stored, for the types that can go either way. */
export function playerDeltaOf(transaction: Pick<LedgerTransaction, 'details'>): bigint {
  return transaction.details.direction === 'out' ? -1n : 1n;
}

export function presentHistoryRow(transaction: LedgerTransaction): HistoryRow {
  return {
    transaction_id: transaction.id,
    created_on: formatCreatedOn(transaction.createdAt),
    created_at: transaction.createdAt.toISOString(),
    transaction_details: { remarks: transaction.remarks },
    transaction_type: historyTransactionType(
      transaction.type,
      transaction.status,
      playerDeltaOf(transaction),
    ),
    amount: paiseToRupees(transaction.amount),
    type: transaction.type,
    status: transaction.status,
  };
}
