import type { SliceStatements } from './pg-statements';

// Prints what bench/lib/pg-statements.ts gathered for each slice of bench:crash (--statements).

const TOP = 10;

/** `figures[i]`: the slice's own figures (p99, CPU, GC), printed beside its statements. */
export function printStatements(slices: (SliceStatements | null)[], bets: number[], figures: string[]): void {
  slices.forEach((slice, index) => {
    if (!slice) return;
    const perBet = (n: number) => n / Math.max(1, bets[index]!);
    const { counters } = slice;
    console.log(
      `slice ${index + 1} (${figures[index]}) betting windows: checkpoints finished ${counters.checkpoints}, buffers a checkpoint wrote ` +
        `${counters.checkpoint_buffers}, WAL ${(perBet(counters.wal_bytes) / 1024).toFixed(1)} KB and ` +
        `${perBet(counters.wal_fpi).toFixed(2)} full-page images a bet; ${bets[index]} bets; statements (count, mean ms, total ms):`,
    );
    for (const [key, count, ms] of slice.statements.slice(0, TOP))
      console.log(
        `  ${String(count).padStart(6)}  ${(ms / count).toFixed(1).padStart(6)}  ${ms.toFixed(0).padStart(6)}  ${key}`,
      );
  });
}
