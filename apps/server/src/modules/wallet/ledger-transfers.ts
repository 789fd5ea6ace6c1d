import { effectScope, type EffectTransferInput, type LedgerEffects } from './ledger-effects';
import { isPlayerAccount, sameMovement, type TransferInput, type TransferResult } from './ledger-inputs';
import { batchKey, oncePerStatement, type BatchEntry } from './ledger-batch-statement';
import { classify } from './ledger-posting-statement';
import type {
  LedgerRepository,
  LedgerTransaction,
  NewTransaction,
  PlayerAccountKind,
  Posted,
  SystemAccountKind,
} from './ledger.repository';

// The ledger's movements between a player account and another account (docs/wallet.md, ADR 007): one at a
// time (`transfer`) or many posted together (`transferMany`, ADR 037), answered alike — the posting, the
// player's notice, the after-commit effects (ADR 018) and the answer to a replay.

export interface LedgerTransfersDeps {
  repository: LedgerRepository;
  effects: LedgerEffects | undefined;
  playerAccountId: (operatorId: number, playerId: string, kind: PlayerAccountKind) => Promise<number>;
  systemAccountId: (operatorId: number, kind: SystemAccountKind) => Promise<number>;
  cashBalance: (playerId: string) => Promise<bigint>;
  notify: (transaction: LedgerTransaction, cash: bigint, direction: 'in' | 'out') => void;
}

export function createLedgerTransfers(deps: LedgerTransfersDeps) {
  const { repository, effects, playerAccountId, systemAccountId, cashBalance, notify } = deps;

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
      effects:
        names.length > 0 ? { names, held: effects!.heldFor(names), leaseMs: effects!.leaseMs } : undefined,
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
      (await effects?.afterCommit(transaction, posted.effects, account)) ?? 0n,
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

  /**
   * Many transfers, each exactly as `transfer` answers it, posted together where they can be (ADR 037,
   * ADR 038): one statement, one commit for every movement between a player account and a system account.
   * A reference met twice waits for the next statement; what the statement did not post (an overdraft, a
   * replay, a reversal, and whatever of that player came after it) takes the one-transfer path, each
   * player's in the order given.
   */
  async function transferMany(inputs: TransferInput[]): Promise<TransferResult[]> {
    const results: TransferResult[] = new Array<TransferResult>(inputs.length);
    const prepared = await Promise.all(inputs.map((input, index) => prepare(input, index)));
    const batchable = (p: Prepared) =>
      p.entry.status === 'completed' &&
      p.entry.reversesId === null &&
      !isPlayerAccount(p.full.counterparty) &&
      !effectScope.getStore();
    /** One by one: players side by side, each player's transfers in order. */
    async function alone(items: Prepared[]): Promise<void> {
      const byAccount = new Map<number, Prepared[]>();
      for (const p of items) {
        const key = p.entry.balanceAccountId!;
        byAccount.set(key, [...(byAccount.get(key) ?? []), p]);
      }
      await Promise.all(
        [...byAccount.values()].map(async (queue) => {
          for (const p of queue) results[p.index] = await transfer(inputs[p.index]!);
        }),
      );
    }
    let waiting = prepared.filter(batchable);
    while (waiting.length > 0) {
      const { now, later } = oncePerStatement(waiting, (p) => [
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
              names: hit(p)!.effects,
              account: p.full.playerAccount,
            })),
          )
        : done.map(() => 0n);
      done.forEach((p, at) => (results[p.index] = postedAnswer(stored[at]!, moved[at]!)));
      await alone(now.filter((p) => !hit(p)));
      waiting = later;
    }
    await alone(prepared.filter((p) => !batchable(p)));
    return results;
  }

  return { transfer, transferMany };
}
