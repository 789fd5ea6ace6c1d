// Group commit (ADR 037, ADR 038): calls that arrive while a batch is being written wait and are written together
// as a later batch, so a burst of N calls costs a few batches' statements and commits, not N. Each caller
// still gets its own answer, and only after the batch that holds its call is done (durable). A caller alone
// waits for nothing but the next turn of the event loop, where the calls parsed alongside it join it.
// Up to `inFlight` batches run at once, so a slow first batch (often one call) does not hold the burst that
// arrives behind it.

export function createGroupCommit<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: { maxBatch: number; inFlight: number },
): (item: I) => Promise<O> {
  let waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;

  function pump() {
    scheduled = false;
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
          pump();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (scheduled || running >= options.inFlight) return;
      scheduled = true;
      setImmediate(pump);
    });
}
