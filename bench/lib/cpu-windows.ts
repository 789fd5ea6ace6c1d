// CPU time inside wall-clock windows, from a sample taken every CPU_SAMPLE_MS: the process's (every thread:
// V8's compiler and GC helpers, libuv's pool, worker threads) and the calling thread's alone, or the
// machine's and PostgreSQL's.

import { readFileSync } from 'node:fs';
import { processStats } from './processes';

const CPU_SAMPLE_MS = 50;

/** A betting window's burst: its first half second, where the players' bets arrive. */
export const BURST_MS = 500;

/** Samples `read` every CPU_SAMPLE_MS; `ends` gives the samples nearest a window's two ends. */
function sampler<T>(read: () => T, unref: boolean) {
  const samples: { at: number; value: T }[] = [];
  const sample = () => void samples.push({ at: Date.now(), value: read() });
  sample();
  const timer = setInterval(sample, CPU_SAMPLE_MS);
  if (unref) timer.unref();
  const nearest = (time: number) =>
    (samples.find((row) => row.at >= time) ?? samples[samples.length - 1]!).value;
  return {
    sample,
    stop: () => clearInterval(timer),
    ends: ([from, to]: [number, number]) => [nearest(from), nearest(to)] as const,
  };
}

export interface CpuWindows {
  /** Takes a sample now (before answering, so that a window ending now is covered). */
  sample(): void;
  /** CPU ms between the samples nearest a window's ends; `thread`: the calling thread's only. */
  inWindow(window: [number, number], thread?: boolean): number;
}

export function sampleCpuWindows(): CpuWindows {
  const cpu = sampler(() => {
    const all = process.cpuUsage();
    const main = process.threadCpuUsage();
    return { all: (all.user + all.system) / 1000, main: (main.user + main.system) / 1000 };
  }, true);
  return {
    sample: cpu.sample,
    inWindow(window, thread = false) {
      const [start, end] = cpu.ends(window);
      return thread ? end.main - start.main : end.all - start.all;
    },
  };
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The machine's busy CPU, and each PostgreSQL server process's (ms, by /proc). */
function machineCpu(): { all: number; postgres: Map<number, number> } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const all = fields
    .slice(0, 8)
    .reduce((sum, value, at) => (at === 3 || at === 4 ? sum : sum + Number(value)), 0);
  const postgres = new Map(
    processStats()
      .filter(({ command }) => command === 'postgres')
      .map(({ pid, fields }) => [pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS]),
  );
  return { all: all * TICK_MS, postgres };
}

/**
 * The machine's busy CPU and PostgreSQL's in wall-clock windows (10 ms ticks). Reading /proc every
 * CPU_SAMPLE_MS costs a few milliseconds each time: run it in a process that idles (the benchmark's own),
 * never in the server's. PostgreSQL's counts the processes alive at both ends of a window.
 */
export function sampleMachineCpuWindows(): {
  inWindow(window: [number, number]): { all: number; postgres: number };
  stop(): void;
} {
  const machine = sampler(machineCpu, false);
  return {
    stop: machine.stop,
    inWindow(window) {
      const [start, end] = machine.ends(window);
      let postgres = 0;
      for (const [pid, ms] of end.postgres) postgres += ms - (start.postgres.get(pid) ?? ms);
      return { all: end.all - start.all, postgres };
    },
  };
}
