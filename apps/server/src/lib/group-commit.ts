// Group commit (ADR 037, ADR 038): calls that arrive while a batch is being written wait and are written together
// as a later batch, so a burst of N calls costs a few batches' statements and commits, not N. Each caller
// still gets its own answer, and only after the batch that holds its call is done (durable). A caller alone
// waits for nothing but the next turn of the event loop (or `idleWaitMs`), where the calls parsed alongside
// it join it.
// Up to `inFlight` batches run at once, so a slow first batch (often one call) does not hold the burst that
// arrives behind it.

/**
 * After a batch, fewer than `below` calls waiting wait up to `ms` for more (none while the writer is idle: a
 * call alone still goes at the next turn). Where the database runs on the event loop itself (PGlite), a
 * burst's calls are parsed between a batch's statements a couple at a time, so without it every batch held
 * two calls and paid its fixed cost (the wallet call, four statements) for each pair (ADR 041).
 */
export interface Linger {
  ms: number;
  below: number;
}

export interface GroupCommitOptions {
  maxBatch: number;
  inFlight: number;
  linger?: Linger;
  /**
   * How long a call that finds the writer idle waits before its batch starts (default: the next turn of the
   * loop). A burst's sockets are read over several turns, so without it the burst's first batch is often one
   * call holding a writer slot for a whole write while the rest of the burst queues behind it.
   */
  idleWaitMs?: number;
}

export function createGroupCommit<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: GroupCommitOptions,
): (item: I) => Promise<O> {
  let waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;
  let lingering: NodeJS.Timeout | null = null;
  const { linger } = options;

  function afterBatch() {
    if (linger && waiting.length > 0 && waiting.length < linger.below) {
      lingering ??= setTimeout(pump, linger.ms);
      return;
    }
    pump();
  }

  function pump() {
    scheduled = false;
    if (lingering) clearTimeout(lingering);
    lingering = null;
    while (running < options.inFlight && waiting.length > 0) {
      const batch = waiting.slice(0, options.maxBatch);
      waiting = waiting.slice(options.maxBatch);
      running += 1;
      run(batch.map((entry) => entry.item))
        .then(
          (answers) => batch.forEach((entry, index) => entry.resolve(answers[index]!)),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          running -= 1;
          afterBatch();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (lingering) {
        if (waiting.length >= linger!.below) pump();
        return;
      }
      if (scheduled || running >= options.inFlight) return;
      scheduled = true;
      if (running === 0 && options.idleWaitMs) setTimeout(pump, options.idleWaitMs);
      else setImmediate(pump);
    });
}
