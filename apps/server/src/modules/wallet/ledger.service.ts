import { paiseToRupees } from '@khelo/contracts/money';
import type { BalanceNotice } from '@khelo/contracts/socket-events';
import type { LedgerEffect, LedgerEffects } from './ledger-effects';
import {
  type CancelInput,
  type InternalTransferInput,
  type InternalTransferResult,
  type SettleInput,
  type SettleResult,
  type TransferResult,
} from './ledger-inputs';
import { balanceEvent, balanceNotice, type BalanceEvent } from './ledger-notices';
import { createLedgerTransfers } from './ledger-transfers';
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

export interface LedgerServiceOptions {
  repository: LedgerRepository;
  notify?: BalanceNotifier;
  /** Errors of the notifier (sockets) never fail a posted transaction. */
  onNotifyError?: (error: unknown) => void;
  /** After-commit effects and their outbox (ledger-effects.ts); none without. */
  effects?: LedgerEffects;
}

export function createLedgerService(options: LedgerServiceOptions) {
  const { repository } = options;
  // Accounts are never deleted or re-keyed, so their ids can be remembered for the process's life. An id
  // being looked up is remembered as its promise: a burst that asks before the first answer (200 wins paid
  // just after a start) asks once, not once per transfer (docs/performance.md); a failed lookup is forgotten.
  const accountIds = new Map<string, number | Promise<number>>();
  const effects = options.effects;

  function accountId(key: string, lookup: () => Promise<number>): Promise<number> {
    const known = accountIds.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const asked = lookup().then(
      (id) => {
        accountIds.set(key, id);
        return id;
      },
      (error: unknown) => {
        accountIds.delete(key);
        throw error;
      },
    );
    accountIds.set(key, asked);
    return asked;
  }

  const playerAccountId = (operatorId: number, playerId: string, kind: PlayerAccountKind) =>
    accountId(`${playerId}:${kind}`, () => repository.ensurePlayerAccount(operatorId, playerId, kind));

  const systemAccountId = (operatorId: number, kind: SystemAccountKind) =>
    accountId(`${operatorId}:${kind}`, () => repository.ensureSystemAccount(operatorId, kind));

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

  const transfers = createLedgerTransfers({
    repository,
    effects,
    playerAccountId,
    systemAccountId,
    cashBalance,
    notify,
  });

  return {
    /** A player's cash balance in paise (what the wallet shows). */
    cashBalance,

    /** One account kind's balances of many players (0 without an account), by player id. */
    balancesOf: (playerIds: string[], kind: PlayerAccountKind): Promise<Map<string, bigint>> =>
      repository.playerBalances(playerIds, kind),

    /** Any of a player's account balances in paise (the bonus account for the bonus pages). */
    balanceOf: (playerId: string, kind: PlayerAccountKind): Promise<bigint> =>
      repository.playerBalance(playerId, kind),

    /** A system account's balance (the sum of its postings): the promotions budget, the escrow. */
    systemBalance: async (operatorId: number, kind: SystemAccountKind): Promise<bigint> =>
      repository.derivedBalance(await systemAccountId(operatorId, kind)),

    /** The same, in rupees, for answers (login, game lists, wallet-api). */
    balanceInRupees: async (playerId: string): Promise<number> => paiseToRupees(await cashBalance(playerId)),

    /**
     * Moves `amount` between the player's account and an operator account, exactly once per reference.
     * A debit beyond the balance posts nothing and answers the real balance.
     */
    transfer: transfers.transfer,

    /** Many transfers, each as `transfer` answers it, posted together where they can be (ADR 037). */
    transferMany: transfers.transferMany,

    /**
     * Moves `amount` between two of the operator's system accounts, exactly once per reference (the
     * tables' rake: table escrow → house). No player account moves, so nothing is locked and nobody is
     * notified; the transaction has no player and is in no player's history.
     */
    async transferInternal(input: InternalTransferInput): Promise<InternalTransferResult> {
      if (input.amount < 0n) throw new RangeError('amount must not be negative');
      if (input.from === input.to) throw new RangeError('the accounts must differ');
      const [from, to] = await Promise.all([
        systemAccountId(input.operatorId, input.from),
        systemAccountId(input.operatorId, input.to),
      ]);
      const entry: NewTransaction = {
        operatorId: input.operatorId,
        playerId: null,
        type: input.type,
        status: 'completed',
        source: input.source,
        externalRef: input.externalRef,
        amount: input.amount,
        remarks: input.remarks,
        details: { ...input.details, from: input.from, to: input.to },
        reversesId: null,
        balanceAccountId: null,
        postings: [
          { accountId: from, amount: -input.amount, tracked: false },
          { accountId: to, amount: input.amount, tracked: false },
        ],
      };
      const outcome = await repository.post(entry);
      if (outcome.kind === 'posted')
        return {
          ok: true,
          replayed: false,
          transaction: {
            ...entry,
            id: outcome.posted.id,
            balanceAfter: null,
            tombstone: false,
            createdAt: outcome.posted.createdAt,
          },
        };
      const existing = await repository.findByReference(input.source, input.externalRef);
      if (!existing) throw new Error(`internal transfer ${input.externalRef}: ${outcome.kind}`);
      const same =
        existing.playerId === null && existing.type === input.type && existing.amount === input.amount;
      return same
        ? { ok: true, replayed: true, transaction: existing }
        : { ok: false, reason: 'reference_conflict', existing };
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
        const transaction = (await repository.findById(outcome.posted.id))!;
        return { ok: true, transaction, replayed: false, balanceAfterEffects: transaction.balanceAfter };
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
      const names = effects?.forSettle(input, pending) ?? [];
      const outcome = await repository.settle({
        effects: names.length > 0 ? { names, leaseMs: effects!.leaseMs } : undefined,
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
      // Effects first (a welcome bonus, a returned TDS): the settlement's notice then carries the final cash.
      await effects?.afterCommit(settled!, names, 'player_cash');
      notify(settled!, await cashBalance(playerId), input.type === 'deposit' ? 'in' : 'out');
      return { ok: true, transaction: settled! };
    },

    /**
     * Registers an after-commit effect of transfers and settlements, whichever module causes them (the
     * bonus and tax modules react to deposits, stakes, rollbacks and rejected withdrawals this way). It is
     * recorded with the movement and runs at least once, also after a crash (ledger-effects.ts, ADR 018).
     */
    addEffect: (effect: LedgerEffect): void => {
      if (!effects) throw new Error('this ledger was built without effects');
      effects.add(effect);
    },

    /** Runs effects a crash or a failure left open (every process's worker; tests call it directly). */
    drainEffects: (): Promise<number> => effects?.drain() ?? Promise.resolve(0),
    startEffectsWorker: (): void => effects?.start(),
    stopEffectsWorker: (): Promise<void> => effects?.stop() ?? Promise.resolve(),
    openEffects: () => effects?.open() ?? Promise.resolve([]),

    findByReference: (source: string, externalRef: string) => repository.findByReference(source, externalRef),
    findById: (id: string) => repository.findById(id),
    findReversalOf: (id: string) => repository.findReversalOf(id),
    invariants: () => repository.invariants(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
