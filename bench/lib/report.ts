import os from 'node:os';

// The one printer of every benchmark (docs/performance.md): percentiles, min/median/max over the
// repetitions, and the machine's load before and after, since the box is shared and a busy neighbour moves
// every figure.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** "min / median / max" of one figure over the repetitions. */
export function spread(values: readonly number[], digits = 1): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  const show = (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  return `${show(sorted[0]!)} / ${show(median(sorted))} / ${show(sorted.at(-1)!)}`;
}

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** Prints the title, the machine and the load average; returns the closing line's printer. */
export function startReport(title: string, settings: string): () => void {
  console.log(`# ${title}  (${new Date().toISOString()})`);
  console.log(
    `machine: ${os.cpus().length} CPUs, shared with other work: figures move with the load; ${settings}`,
  );
  console.log(`load average at start (1/5/15 min): ${load()}`);
  return () => console.log(`load average at end (1/5/15 min):   ${load()}`);
}

/** One table: a header of column names, then rows, every column padded to its widest cell. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((name, column) =>
    Math.max(name.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)));
  console.log(line(header).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

export function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}

/** `--name value` or `--name=value` from the command line, else the environment variable, else the default. */
export function option(name: string, fallback: string, envName?: string): string {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === `--${name}`) return args[index + 1] ?? fallback;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return (envName ? process.env[envName] : undefined) ?? fallback;
}

export function flag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`);
}

/** A two-column table: each figure's name, then its min / median / max over the repetitions. */
export function printFigures(
  per: string,
  figures: ReadonlyArray<readonly [string, number[], number?]>,
): void {
  printTable(
    [`figure (per ${per})`, 'min / median / max'],
    figures.map(([name, values, digits]) => [name, spread(values, digits ?? 1)]),
  );
}
