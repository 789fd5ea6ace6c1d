import type { LedgerTransactionStatus, LedgerTransactionType } from '@khelo/contracts/wallet';
import type { LedgerTransaction, PlayerAccountKind, SystemAccountKind } from './ledger.repository';

// What the ledger service's movements take and answer, and how a replay is recognised (ledger.service.ts):
// kept apart so that the modules that build movements (wallet-api, bonus, tax, payments, the effects
// outbox) need only the shapes.

export interface TransferInput {
  operatorId: number;
  playerId: string;
  type: LedgerTransactionType;
  /** Default completed. */
  status?: LedgerTransactionStatus;
  /** Who issued the reference: "provider:MZ", "gateway:kvmpay", "utr", "staff", … */
  source: string;
  externalRef: string;
  /** Paise, zero or more. */
  amount: bigint;
  /** in: the player receives; out: the player pays. */
  direction: 'in' | 'out';
  /**
   * The account on the other side: an operator account, or the same player's other account (a bonus
   * release moves player_bonus → player_cash; both balances move under their row locks).
   */
  counterparty: SystemAccountKind | PlayerAccountKind;
  /** Default player_cash. */
  playerAccount?: PlayerAccountKind;
  remarks: string;
  details?: Record<string, string>;
  /** The transaction this one reverses (a rollback); it can be reversed only once. */
  reversesId?: string | null;
}

export type TransferResult =
  | {
      ok: true;
      transaction: LedgerTransaction;
      replayed: boolean;
      /**
       * The player account's balance after this transfer AND the after-commit effects it caused (a stake
       * and its bonus release): transaction.balanceAfter plus what the effects moved on that account.
       */
      balanceAfterEffects: bigint | null;
    }
  | { ok: false; reason: 'insufficient_funds'; balance: bigint }
  /** The reference was already used for a different movement. */
  | { ok: false; reason: 'reference_conflict'; existing: LedgerTransaction }
  /** The reference was cancelled before it arrived (a rollback's tombstone). */
  | { ok: false; reason: 'tombstoned'; existing: LedgerTransaction }
  /** reversesId was already reversed by another transaction. */
  | { ok: false; reason: 'already_reversed'; existing: LedgerTransaction };

/** A movement between two operator accounts (no player side): e.g. the tables' rake, escrow → house. */
export interface InternalTransferInput {
  operatorId: number;
  from: SystemAccountKind;
  to: SystemAccountKind;
  type: LedgerTransactionType;
  source: string;
  externalRef: string;
  /** Paise, zero or more. */
  amount: bigint;
  remarks: string;
  details?: Record<string, string>;
}

export type InternalTransferResult =
  | { ok: true; transaction: LedgerTransaction; replayed: boolean }
  | { ok: false; reason: 'reference_conflict'; existing: LedgerTransaction };

export interface CancelInput {
  operatorId: number;
  playerId: string;
  source: string;
  /** The cancelling transaction's own reference. */
  externalRef: string;
  /** The reference being cancelled, which was never seen. */
  cancelledRef: string;
  cancelledType: LedgerTransactionType;
  type: LedgerTransactionType;
  remarks: string;
  details?: Record<string, string>;
}

export interface SettleInput {
  /** The pending deposit or withdrawal (its ledger transaction id). */
  transactionId: string;
  type: 'deposit' | 'withdrawal';
  /**
   * completed: a deposit is credited (gateway clearing → player), a withdrawal is paid out (hold → gateway
   * clearing); failed: a deposit posts nothing, a withdrawal's hold returns to the player.
   */
  outcome: 'completed' | 'failed';
  remarks: string;
  details?: Record<string, string>;
}

export type SettleResult =
  | { ok: true; transaction: LedgerTransaction }
  /** Already decided (or not a pending transaction of that type): nothing moved. */
  | { ok: false; reason: 'not_pending'; existing: LedgerTransaction | null };

export function isPlayerAccount(kind: SystemAccountKind | PlayerAccountKind): kind is PlayerAccountKind {
  return kind.startsWith('player_');
}

/** Same movement as `input`? Then a stored transaction with its reference is a replay of it. */
export function sameMovement(existing: LedgerTransaction, input: TransferInput): boolean {
  return (
    existing.playerId === input.playerId &&
    existing.type === input.type &&
    existing.amount === input.amount &&
    (existing.details.direction ?? input.direction) === input.direction
  );
}
