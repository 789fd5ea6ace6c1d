import { paiseToRupees } from '@khelo/contracts/money';
import type { BalanceNotice } from '@khelo/contracts/socket-events';
import type { LedgerTransactionStatus, LedgerTransactionType } from '@khelo/contracts/wallet';
import { balanceEvent, balanceNotice, type BalanceEvent } from './ledger-notices';
import type {
  LedgerRepository,
  LedgerTransaction,
  NewPosting,
  NewTransaction,
  PlayerAccountKind,
  SystemAccountKind,
} from './ledger.repository';

// Money movements between a player and the operator (docs/wallet.md, docs/decisions/007). Every movement
// carries an external reference that is unique per source: posting it twice is impossible, and a replay
// answers the first result. After a posting the player hears about it on the socket.

/** Pushes a wallet event to the player's sockets (wired to emitToPlayer in app.ts). */
export type BalanceNotifier = (playerId: string, event: BalanceEvent, payload: BalanceNotice) => void;

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
  | { ok: true; transaction: LedgerTransaction; replayed: boolean }
  | { ok: false; reason: 'insufficient_funds'; balance: bigint }
  /** The reference was already used for a different movement. */
  | { ok: false; reason: 'reference_conflict'; existing: LedgerTransaction }
  /** The reference was cancelled before it arrived (a rollback's tombstone). */
  | { ok: false; reason: 'tombstoned'; existing: LedgerTransaction }
  /** reversesId was already reversed by another transaction. */
  | { ok: false; reason: 'already_reversed'; existing: LedgerTransaction };

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

/**
 * Told after a transfer posted (never for a replay) or a settlement decided, so that modules can react to
 * a movement wherever it came from (a first deposit's welcome bonus, a stake's bonus release, a failed
 * withdrawal's tax reversal). Awaited; a listener's error is reported and never fails the movement.
 */
export interface LedgerListener {
  posted?: (transaction: LedgerTransaction, input: TransferInput) => Promise<void>;
  settled?: (transaction: LedgerTransaction, input: SettleInput) => Promise<void>;
}

function isPlayerAccount(kind: SystemAccountKind | PlayerAccountKind): kind is PlayerAccountKind {
  return kind.startsWith('player_');
}

export interface LedgerServiceOptions {
  repository: LedgerRepository;
  notify?: BalanceNotifier;
  /** Errors of the notifier (sockets) never fail a posted transaction. */
  onNotifyError?: (error: unknown) => void;
}

/** Same movement as `input`? Then a stored transaction with its reference is a replay of it. */
function sameMovement(existing: LedgerTransaction, input: TransferInput): boolean {
  return (
    existing.playerId === input.playerId &&
    existing.type === input.type &&
    existing.amount === input.amount &&
    (existing.details.direction ?? input.direction) === input.direction
  );
}

export function createLedgerService(options: LedgerServiceOptions) {
  const { repository } = options;
  // Accounts are never deleted or re-keyed, so their ids can be remembered for the process's life.
  const accountIds = new Map<string, number>();
  const listeners: LedgerListener[] = [];

  async function tell(call: (listener: LedgerListener) => Promise<void> | undefined): Promise<void> {
    for (const listener of listeners) {
      try {
        await call(listener);
      } catch (error) {
        options.onNotifyError?.(error);
      }
    }
  }

  async function playerAccountId(operatorId: number, playerId: string, kind: PlayerAccountKind) {
    const key = `${playerId}:${kind}`;
    let id = accountIds.get(key);
    if (id === undefined) {
      id = await repository.ensurePlayerAccount(operatorId, playerId, kind);
      accountIds.set(key, id);
    }
    return id;
  }

  async function systemAccountId(operatorId: number, kind: SystemAccountKind) {
    const key = `${operatorId}:${kind}`;
    let id = accountIds.get(key);
    if (id === undefined) {
      id = await repository.ensureSystemAccount(operatorId, kind);
      accountIds.set(key, id);
    }
    return id;
  }

  async function cashBalance(playerId: string): Promise<bigint> {
    return repository.playerBalance(playerId, 'player_cash');
  }

  function notify(transaction: LedgerTransaction, cash: bigint, direction: 'in' | 'out'): void {
    if (!options.notify || !transaction.playerId) return;
    try {
      options.notify(
        transaction.playerId,
        balanceEvent(transaction.type, transaction.status),
        balanceNotice({
          transactionId: transaction.id,
          type: transaction.type,
          status: transaction.status,
          amount: transaction.amount,
          cashBalance: cash,
          remarks: transaction.remarks,
          playerDelta: direction === 'out' ? -1n : 1n,
        }),
      );
    } catch (error) {
      options.onNotifyError?.(error);
    }
  }

  /** The answer for a reference that is already taken. */
  async function answerTaken(input: TransferInput): Promise<TransferResult> {
    const existing = await repository.findByReference(input.source, input.externalRef);
    // The unique index said it exists; it cannot vanish (transactions are never deleted).
    if (!existing) throw new Error(`reference ${input.source}/${input.externalRef} not found after conflict`);
    if (existing.tombstone) return { ok: false, reason: 'tombstoned', existing };
    if (!sameMovement(existing, input)) return { ok: false, reason: 'reference_conflict', existing };
    return { ok: true, transaction: existing, replayed: true };
  }

  return {
    /** A player's cash balance in paise (what the wallet shows). */
    cashBalance,

    /** Any of a player's account balances in paise (the bonus account for the bonus pages). */
    balanceOf: (playerId: string, kind: PlayerAccountKind): Promise<bigint> =>
      repository.playerBalance(playerId, kind),

    /** The same, in rupees, for answers (login, game lists, wallet-api). */
    balanceInRupees: async (playerId: string): Promise<number> => paiseToRupees(await cashBalance(playerId)),

    /**
     * Moves `amount` between the player's account and an operator account, exactly once per reference.
     * A debit beyond the balance posts nothing and answers the real balance.
     */
    async transfer(input: TransferInput): Promise<TransferResult> {
      if (input.amount < 0n) throw new RangeError('amount must not be negative');
      const kind = input.playerAccount ?? 'player_cash';
      const other = input.counterparty;
      if (other === kind) throw new RangeError('counterparty must differ from the player account');
      const [playerAccount, counterparty] = await Promise.all([
        playerAccountId(input.operatorId, input.playerId, kind),
        isPlayerAccount(other)
          ? playerAccountId(input.operatorId, input.playerId, other)
          : systemAccountId(input.operatorId, other),
      ]);
      const delta = input.direction === 'in' ? input.amount : -input.amount;
      const status = input.status ?? 'completed';
      const entry: NewTransaction = {
        operatorId: input.operatorId,
        playerId: input.playerId,
        type: input.type,
        status,
        source: input.source,
        externalRef: input.externalRef,
        amount: input.amount,
        remarks: input.remarks,
        details: { ...input.details, direction: input.direction },
        reversesId: input.reversesId ?? null,
        balanceAccountId: playerAccount,
        // A pending deposit moves nothing until it completes; everything else moves now.
        postings:
          status === 'pending' && input.direction === 'in'
            ? []
            : [
                { accountId: playerAccount, amount: delta, tracked: true },
                { accountId: counterparty, amount: -delta, tracked: isPlayerAccount(other) },
              ],
      };
      const outcome = await repository.post(entry);
      switch (outcome.kind) {
        case 'posted': {
          const transaction: LedgerTransaction = {
            ...entry,
            id: outcome.posted.id,
            balanceAfter: outcome.posted.balanceAfter,
            tombstone: false,
            createdAt: outcome.posted.createdAt,
          };
          const cash =
            kind === 'player_cash' ? (outcome.posted.balanceAfter ?? 0n) : await cashBalance(input.playerId);
          if (input.amount > 0n || status !== 'completed') notify(transaction, cash, input.direction);
          await tell((listener) => listener.posted?.(transaction, input));
          return { ok: true, transaction, replayed: false };
        }
        case 'insufficient_funds':
          // The balance is checked before the reference: a replay of a bet that emptied the wallet, or a
          // bet that was rolled back, must answer as such rather than as an overdraft.
          if (await repository.findByReference(input.source, input.externalRef)) return answerTaken(input);
          return {
            ok: false,
            reason: 'insufficient_funds',
            balance: await repository.playerBalance(input.playerId, kind),
          };
        case 'duplicate_reference':
          return answerTaken(input);
        case 'duplicate_reversal': {
          const existing = await repository.findReversalOf(input.reversesId!);
          if (!existing) throw new Error(`reversal of ${input.reversesId} not found after conflict`);
          return { ok: false, reason: 'already_reversed', existing };
        }
      }
    },

    /**
     * Records a cancellation of a reference that has not arrived: the reference is reserved (a later
     * movement with it is refused) and the cancelling reference answers replays. Posts nothing.
     */
    async cancelUnknown(input: CancelInput): Promise<TransferResult> {
      const playerAccount = await playerAccountId(input.operatorId, input.playerId, 'player_cash');
      const outcome = await repository.postTombstone(
        { externalRef: input.cancelledRef, type: input.cancelledType, remarks: input.remarks },
        {
          operatorId: input.operatorId,
          playerId: input.playerId,
          type: input.type,
          status: 'completed',
          source: input.source,
          externalRef: input.externalRef,
          remarks: input.remarks,
          details: { ...input.details, direction: 'in' },
          balanceAccountId: playerAccount,
        },
      );
      if (outcome.kind === 'posted') {
        const transaction = await repository.findById(outcome.posted.id);
        return { ok: true, transaction: transaction!, replayed: false };
      }
      // Either reference was taken meanwhile; the caller looks again and decides.
      const existing =
        (await repository.findByReference(input.source, input.externalRef)) ??
        (await repository.findByReference(input.source, input.cancelledRef));
      if (!existing) throw new Error(`cancellation of ${input.cancelledRef} conflicted with nothing`);
      return { ok: false, reason: 'reference_conflict', existing };
    },

    /**
     * Decides a pending deposit or withdrawal exactly once, however many callers race (cashiers, webhook
     * replays, the expiry sweep): the first moves the money and the player hears about it; the others get
     * not_pending and the transaction as it now is.
     */
    async settle(input: SettleInput): Promise<SettleResult> {
      const pending = await repository.findById(input.transactionId);
      if (!pending?.playerId || pending.type !== input.type || pending.status !== 'pending')
        return { ok: false, reason: 'not_pending', existing: pending };
      const playerId = pending.playerId;
      const amount = pending.amount;
      const cash = await playerAccountId(pending.operatorId, playerId, 'player_cash');
      const account = (kind: SystemAccountKind) => systemAccountId(pending.operatorId, kind);
      let postings: NewPosting[] = [];
      if (input.type === 'deposit' && input.outcome === 'completed') {
        postings = [
          { accountId: cash, amount, tracked: true },
          { accountId: await account('gateway_clearing'), amount: -amount, tracked: false },
        ];
      } else if (input.type === 'withdrawal') {
        const hold = await account('withdrawal_hold');
        const to =
          input.outcome === 'completed'
            ? { accountId: await account('gateway_clearing'), amount, tracked: false }
            : { accountId: cash, amount, tracked: true };
        postings = [{ accountId: hold, amount: -amount, tracked: false }, to];
      }
      const outcome = await repository.settle({
        transactionId: input.transactionId,
        operatorId: pending.operatorId,
        type: input.type,
        outcome: input.outcome,
        balanceAccountId: cash,
        amount: postings.length > 0 ? amount : 0n,
        remarks: input.remarks,
        details: input.details ?? {},
        postings,
      });
      const settled = await repository.findById(input.transactionId);
      if (outcome.kind === 'not_pending') return { ok: false, reason: 'not_pending', existing: settled };
      // The settled row keeps its request-time balance when the player's account did not move.
      // Listeners first (a welcome bonus, a returned TDS): the settlement's notice then carries the final cash.
      await tell((listener) => listener.settled?.(settled!, input));
      notify(settled!, await cashBalance(playerId), input.type === 'deposit' ? 'in' : 'out');
      return { ok: true, transaction: settled! };
    },

    /** Adds a listener of posted transfers and settlements (see LedgerListener). */
    listen: (listener: LedgerListener) => void listeners.push(listener),

    findByReference: (source: string, externalRef: string) => repository.findByReference(source, externalRef),
    findById: (id: string) => repository.findById(id),
    findReversalOf: (id: string) => repository.findReversalOf(id),
    invariants: () => repository.invariants(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
