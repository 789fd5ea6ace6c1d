import { paiseToRupees } from '@khelo/contracts/money';
import type { BalanceNotice } from '@khelo/contracts/socket-events';
import {
  effectScope,
  type EffectTransferInput,
  type LedgerEffect,
  type LedgerEffects,
} from './ledger-effects';
import {
  isPlayerAccount,
  sameMovement,
  type CancelInput,
  type InternalTransferInput,
  type InternalTransferResult,
  type SettleInput,
  type SettleResult,
  type TransferInput,
  type TransferResult,
} from './ledger-inputs';
import { balanceEvent, balanceNotice, type BalanceEvent } from './ledger-notices';
import { batchKey, oncePerStatement, type BatchEntry } from './ledger-batch-statement';
import { classify } from './ledger-posting-statement';
import type {
  LedgerRepository,
  LedgerTransaction,
  NewPosting,
  NewTransaction,
  PlayerAccountKind,
  Posted,
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
  // Accounts are never deleted or re-keyed, so their ids can be remembered for the process's life.
  const accountIds = new Map<string, number>();
  const effects = options.effects;

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

  /** The input with its defaults, as effect predicates see it. */
  function normalized(input: TransferInput): EffectTransferInput {
    return {
      ...input,
      status: input.status ?? 'completed',
      playerAccount: input.playerAccount ?? 'player_cash',
    };
  }

  /**
   * The answer for a reference that is already taken. A replay first finishes the effects its first call
   * left open (a crash between the commit and them), then answers the balance after them, as the first
   * call did.
   */
  async function answerTaken(input: TransferInput, accountId: number): Promise<TransferResult> {
    const existing = await repository.findByReference(input.source, input.externalRef);
    // The unique index said it exists; it cannot vanish (transactions are never deleted).
    if (!existing) throw new Error(`reference ${input.source}/${input.externalRef} not found after conflict`);
    if (existing.tombstone) return { ok: false, reason: 'tombstoned', existing };
    if (!sameMovement(existing, input)) return { ok: false, reason: 'reference_conflict', existing };
    let balanceAfterEffects = existing.balanceAfter;
    const full = normalized(input);
    if (effects && effects.forTransfer(full).length > 0) {
      await effects.finishOpen(existing, full.playerAccount);
      if (balanceAfterEffects !== null)
        balanceAfterEffects += await effects.effectsDelta(existing.id, accountId);
    }
    return { ok: true, transaction: existing, replayed: true, balanceAfterEffects };
  }

  /** Inside a running effect: what this posting moved on the cause's account counts towards the answer. */
  function recordInScope(input: EffectTransferInput, delta: bigint): void {
    const scope = effectScope.getStore();
    if (!scope || scope.cause.playerId !== input.playerId) return;
    if (input.playerAccount === scope.account) scope.delta += delta;
    else if (input.counterparty === scope.account) scope.delta -= delta;
  }

  interface Prepared {
    /** The input's place in its call (transferMany). */
    index: number;
    input: TransferInput;
    full: EffectTransferInput;
    names: string[];
    entry: NewTransaction;
    counterpartyId: number;
    delta: bigint;
  }

  /** A transfer as a ledger entry: the accounts' ids, the postings, the effects it has. */
  async function prepare(input: TransferInput, index = 0): Promise<Prepared> {
    if (input.amount < 0n) throw new RangeError('amount must not be negative');
    const full = normalized(input);
    const kind = full.playerAccount;
    const other = input.counterparty;
    if (other === kind) throw new RangeError('counterparty must differ from the player account');
    const [playerAccount, counterparty] = await Promise.all([
      playerAccountId(input.operatorId, input.playerId, kind),
      isPlayerAccount(other)
        ? playerAccountId(input.operatorId, input.playerId, other)
        : systemAccountId(input.operatorId, other),
    ]);
    const delta = input.direction === 'in' ? input.amount : -input.amount;
    const status = full.status;
    const scope = effectScope.getStore();
    const names = effects?.forTransfer(full) ?? [];
    const entry: NewTransaction = {
      operatorId: input.operatorId,
      playerId: input.playerId,
      type: input.type,
      status,
      source: input.source,
      externalRef: input.externalRef,
      amount: input.amount,
      remarks: input.remarks,
      // What an after-commit effect posts names its cause (ADR 018).
      details: {
        ...input.details,
        direction: input.direction,
        ...(scope ? { effect_of: scope.cause.id } : {}),
      },
      reversesId: input.reversesId ?? null,
      balanceAccountId: playerAccount,
      effects: names.length > 0 ? { names, leaseMs: effects!.leaseMs } : undefined,
      // A pending deposit moves nothing until it completes; everything else moves now.
      postings:
        status === 'pending' && input.direction === 'in'
          ? []
          : [
              { accountId: playerAccount, amount: delta, tracked: true },
              { accountId: counterparty, amount: -delta, tracked: isPlayerAccount(other) },
            ],
    };
    return { index, input, full, names, entry, counterpartyId: counterparty, delta };
  }

  /** After a posting, before its effects: the transaction as stored, the player's notice, the scope's tally. */
  async function recordPosted({ full, entry, delta }: Prepared, posted: Posted): Promise<LedgerTransaction> {
    const kind = full.playerAccount;
    const transaction: LedgerTransaction = {
      ...entry,
      id: posted.id,
      balanceAfter: posted.balanceAfter,
      tombstone: false,
      createdAt: posted.createdAt,
    };
    const cash = kind === 'player_cash' ? (posted.balanceAfter ?? 0n) : await cashBalance(full.playerId);
    if (full.amount > 0n || full.status !== 'completed') notify(transaction, cash, full.direction);
    if (entry.postings.length > 0) recordInScope(full, delta);
    return transaction;
  }

  /** The answer for a posted movement, with what its effects moved on the player's account. */
  function postedAnswer(transaction: LedgerTransaction, moved: bigint): TransferResult {
    const after = transaction.balanceAfter;
    return {
      ok: true,
      transaction,
      replayed: false,
      balanceAfterEffects: after === null ? null : after + moved,
    };
  }

  async function afterPost(prepared: Prepared, posted: Posted): Promise<TransferResult> {
    const transaction = await recordPosted(prepared, posted);
    const account = prepared.full.playerAccount;
    return postedAnswer(
      transaction,
      (await effects?.afterCommit(transaction, prepared.names, account)) ?? 0n,
    );
  }

  const batchEntry = (p: Prepared): BatchEntry => ({
    ...p.entry,
    balanceAccountId: p.entry.balanceAccountId!,
    counterpartyId: p.counterpartyId,
    delta: p.delta,
  });

  async function transfer(input: TransferInput): Promise<TransferResult> {
    const prepared = await prepare(input);
    const { entry, full } = prepared;
    const playerAccount = entry.balanceAccountId!;
    const outcome = await repository.post(entry);
    switch (outcome.kind) {
      case 'posted':
        return afterPost(prepared, outcome.posted);
      case 'insufficient_funds':
        // The balance is checked before the reference: a replay of a bet that emptied the wallet, or a
        // bet that was rolled back, must answer as such rather than as an overdraft.
        if (await repository.findByReference(input.source, input.externalRef))
          return answerTaken(input, playerAccount);
        return {
          ok: false,
          reason: 'insufficient_funds',
          balance: await repository.playerBalance(input.playerId, full.playerAccount),
        };
      case 'duplicate_reference':
        return answerTaken(input, playerAccount);
      case 'duplicate_reversal': {
        const existing = await repository.findReversalOf(input.reversesId!);
        if (!existing) throw new Error(`reversal of ${input.reversesId} not found after conflict`);
        return { ok: false, reason: 'already_reversed', existing };
      }
    }
  }

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
    transfer,

    /**
     * Many transfers, each exactly as `transfer` answers it, posted together where they can be (ADR 037):
     * one statement, one commit for every movement between a player account and a system account; a
     * player account or reference met twice waits for the next statement, and what the batch did not post
     * (an overdraft, a replay, a reversal) takes the one-transfer path.
     */
    async transferMany(inputs: TransferInput[]): Promise<TransferResult[]> {
      const results: TransferResult[] = new Array<TransferResult>(inputs.length);
      const prepared = await Promise.all(inputs.map((input, index) => prepare(input, index)));
      const batchable = (p: Prepared) =>
        p.entry.status === 'completed' &&
        p.entry.reversesId === null &&
        !isPlayerAccount(p.full.counterparty) &&
        !effectScope.getStore();
      let waiting = prepared.filter(batchable);
      const alone = prepared.filter((p) => !batchable(p));
      while (waiting.length > 0) {
        const { now, later } = oncePerStatement(waiting, (p) => [
          String(p.entry.balanceAccountId),
          batchKey(p.entry.source, p.entry.externalRef),
        ]);
        let posted: Map<string, Posted> | null = null;
        try {
          posted = await repository.postBatch(now.map(batchEntry), effects?.leaseMs ?? 0);
        } catch (error) {
          // A reference taken by a concurrent call after the statement's check: each goes alone.
          if (!classify(error)) throw error;
        }
        const hit = (p: Prepared) => posted?.get(batchKey(p.entry.source, p.entry.externalRef));
        const done = now.filter((p) => hit(p));
        const stored = await Promise.all(done.map((p) => recordPosted(p, hit(p)!)));
        const moved = effects
          ? await effects.afterCommitMany(
              done.map((p, at) => ({
                transaction: stored[at]!,
                names: p.names,
                account: p.full.playerAccount,
              })),
            )
          : done.map(() => 0n);
        done.forEach((p, at) => (results[p.index] = postedAnswer(stored[at]!, moved[at]!)));
        await Promise.all(
          now.filter((p) => !hit(p)).map(async (p) => (results[p.index] = await transfer(inputs[p.index]!))),
        );
        waiting = later;
      }
      await Promise.all(alone.map(async (p) => (results[p.index] = await transfer(inputs[p.index]!))));
      return results;
    },

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
