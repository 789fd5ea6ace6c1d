import { AsyncLocalStorage } from 'node:async_hooks';
import type { LedgerTransactionStatus } from '@khelo/contracts/wallet';
import type { LedgerEffectsRepository } from './ledger-effects.repository';
import type { LedgerTransaction, PlayerAccountKind } from './ledger.repository';
import type { SettleInput, TransferInput } from './ledger-inputs';

// After-commit effects of ledger movements, made durable by a transactional outbox (docs/wallet.md,
// ADR 018). A module registers an effect with a name and a predicate on the movement; a posting or
// settlement whose input matches writes one ledger_effects row per effect in its own statement. After the
// commit the posting process runs the effects at once (the caller's answer includes them) and deletes the
// rows; a row left by a crash, or by an effect that failed, is run by a worker — every process runs one,
// rows are claimed with FOR UPDATE SKIP LOCKED — once its lease passed. So every effect runs at least
// once; each must be idempotent (post with a reference derived from the transaction id).

/** A transfer's input with its defaults filled in, as effect predicates see it. */
export type EffectTransferInput = TransferInput & {
  status: LedgerTransactionStatus;
  playerAccount: PlayerAccountKind;
};

export interface LedgerEffect {
  /** Stored in the outbox: keep it stable ("bonus.stake-release"); renaming one strands open rows. */
  name: string;
  /** Whether a transfer with this input has the effect; decided before posting, synchronous and pure. */
  onTransfer?: (input: EffectTransferInput) => boolean;
  /** Whether a settlement with this input has the effect; `pending` is the transaction before it. */
  onSettle?: (input: SettleInput, pending: LedgerTransaction) => boolean;
  /**
   * The effect, given the transaction as stored (for a settlement: the settled deposit or withdrawal).
   * Runs at least once and possibly twice (a crash after it posted, a replay racing a worker): anything it
   * posts must carry a reference derived from the transaction's id. Throwing retries it later.
   */
  run: (transaction: LedgerTransaction) => Promise<void>;
  /**
   * Not run after the commit, only by a worker once the lease passed: a check that the rest of a
   * multi-step operation happened (a TDS whose withdrawal hold never came).
   */
  deferred?: boolean;
  /**
   * A transfer's effect with nothing to do unless the player's account of this kind holds money at the
   * posting (a stake by a player with no bonus releases nothing): the posting's own statement then writes
   * no outbox row, and nothing runs (ADR 038). Transfers only; settlements always write their rows.
   */
  onlyWhenHeld?: PlayerAccountKind;
}

export interface LedgerEffectsOptions {
  /** How long the posting process alone runs a new row before any worker may (default 30 s). */
  leaseMs?: number;
  /** How often the worker looks for rows left behind (default 5 s). */
  pollMs?: number;
  /** First retry of a failed effect; doubles up to an hour (default 5 s). */
  retryBaseMs?: number;
  /** Test crash point: called after a movement with effects committed, before they run. */
  afterCommit?: (transaction: LedgerTransaction, effects: string[]) => void;
}

export const DEFAULT_EFFECT_LEASE_MS = 30_000;
export const DEFAULT_EFFECT_POLL_MS = 5_000;
const RETRY_MAX_MS = 3_600_000;
const CLAIM_BATCH = 50;

/** The movement whose effect is running, so that what the effect posts is marked as caused by it. */
export interface EffectScope {
  cause: LedgerTransaction;
  /** The cause's player account whose balance the caller answers (kind). */
  account: PlayerAccountKind;
  /** What the effect moved on that account so far, paise, signed. */
  delta: bigint;
}

export const effectScope = new AsyncLocalStorage<EffectScope>();

export function createLedgerEffects(options: {
  repository: LedgerEffectsRepository;
  findById: (id: string) => Promise<LedgerTransaction | null>;
  settings?: LedgerEffectsOptions;
  onError: (error: unknown, context: { transactionId: string; effect: string }) => void;
}) {
  const { repository, findById, onError } = options;
  const leaseMs = options.settings?.leaseMs ?? DEFAULT_EFFECT_LEASE_MS;
  const pollMs = options.settings?.pollMs ?? DEFAULT_EFFECT_POLL_MS;
  const retryBaseMs = options.settings?.retryBaseMs ?? 5_000;
  const effects = new Map<string, LedgerEffect>();

  function retryDelay(attempts: number): number {
    return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  }

  /** Runs the named effects of one transaction; answers what they moved on `account` (paise, signed). */
  async function run(
    transaction: LedgerTransaction,
    names: string[],
    account: PlayerAccountKind,
    attempts = 1,
  ): Promise<bigint> {
    const scope: EffectScope = { cause: transaction, account, delta: 0n };
    const done: string[] = [];
    for (const name of names) {
      const effect = effects.get(name);
      try {
        if (!effect) throw new Error(`no effect named ${name} is registered in this process`);
        await effectScope.run(scope, () => effect.run(transaction));
        done.push(name);
      } catch (error) {
        onError(error, { transactionId: transaction.id, effect: name });
        await repository
          .retryLater(transaction.id, name, retryDelay(attempts), String(error))
          .catch((failure: unknown) => onError(failure, { transactionId: transaction.id, effect: name }));
      }
    }
    await repository.finish(transaction.id, done);
    return scope.delta;
  }

  /** Runs claimed rows, grouped by transaction. */
  async function runClaimed(claimed: Awaited<ReturnType<LedgerEffectsRepository['claimDue']>>) {
    const byTransaction = new Map<string, typeof claimed>();
    for (const row of claimed)
      byTransaction.set(row.transactionId, [...(byTransaction.get(row.transactionId) ?? []), row]);
    for (const [transactionId, rows] of byTransaction) {
      const transaction = await findById(transactionId);
      if (!transaction) {
        for (const row of rows) onError(new Error('transaction not found'), row);
        continue;
      }
      for (const row of rows) await run(transaction, [row.effect], 'player_cash', row.attempts);
    }
    return claimed.length;
  }

  /** After the commit, in the posting process (deferred effects are left to the workers). */
  function afterCommit(transaction: LedgerTransaction, names: string[], account: PlayerAccountKind) {
    if (names.length === 0) return Promise.resolve(0n);
    options.settings?.afterCommit?.(transaction, names);
    return run(
      transaction,
      names.filter((name) => !effects.get(name)?.deferred),
      account,
    );
  }

  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | null = null;

  /** Runs every row whose lease passed, in batches, until none is left; answers how many ran. */
  function drain(): Promise<number> {
    draining ??= (async () => {
      let total = 0;
      try {
        for (;;) {
          const claimed = await repository.claimDue(CLAIM_BATCH, leaseMs);
          if (claimed.length === 0) return total;
          total += await runClaimed(claimed);
        }
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    leaseMs,

    add(effect: LedgerEffect): void {
      if (effects.has(effect.name)) throw new Error(`ledger effect ${effect.name} is already registered`);
      effects.set(effect.name, effect);
    },

    forTransfer(input: EffectTransferInput): string[] {
      const names: string[] = [];
      for (const effect of effects.values()) if (effect.onTransfer?.(input)) names.push(effect.name);
      return names;
    },

    forSettle(input: SettleInput, pending: LedgerTransaction): string[] {
      const names: string[] = [];
      for (const effect of effects.values()) if (effect.onSettle?.(input, pending)) names.push(effect.name);
      return names;
    },

    afterCommit,

    /** Per name, the account kind its outbox row waits for (LedgerEffect.onlyWhenHeld), else null. */
    heldFor(names: string[]): (PlayerAccountKind | null)[] {
      return names.map((name) => effects.get(name)?.onlyWhenHeld ?? null);
    },

    /** afterCommit for many movements posted together; answers each one's delta, in order. */
    afterCommitMany(
      items: { transaction: LedgerTransaction; names: string[]; account: PlayerAccountKind }[],
    ): Promise<bigint[]> {
      return Promise.all(items.map((item) => afterCommit(item.transaction, item.names, item.account)));
    },

    /** A replayed movement: finishes whatever its effects left open (a crash), whoever holds them. */
    async finishOpen(transaction: LedgerTransaction, account: PlayerAccountKind): Promise<void> {
      const claimed = await repository.claimFor(transaction.id, leaseMs);
      for (const row of claimed) {
        if (effects.get(row.effect)?.deferred)
          await repository.retryLater(row.transactionId, row.effect, leaseMs, '');
        else await run(transaction, [row.effect], account, row.attempts);
      }
    },

    effectsDelta: (transactionId: string, accountId: number) =>
      repository.effectsDelta(transactionId, accountId),

    drain,

    /** Starts this process's worker: a drain now (what a crash left) and every pollMs. */
    start(): void {
      if (timer) return;
      const tick = () =>
        void drain().catch((error: unknown) => onError(error, { transactionId: '-', effect: 'drain' }));
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },

    /** Stops the worker and waits for a drain under way. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await draining?.catch(() => undefined);
    },

    open: () => repository.open(),
  };
}

export type LedgerEffects = ReturnType<typeof createLedgerEffects>;
