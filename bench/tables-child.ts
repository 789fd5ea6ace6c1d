import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Account } from './tables-clients';

// bench:tables' server child (bench/tables-server.ts in its own process) and the line protocol it answers on
// stdin/stdout: a ready line, then one JSON answer per command ('probe', 'check', 'stop').

/** The server process: its JSON lines (first the ready line, then one answer per command). */
export async function startTablesServer(options: { players: number; port: string; turnMs: string }) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'tables-server.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_PLAYERS: String(options.players),
        BENCH_PORT: options.port,
        BENCH_TURN_MS: options.turnMs,
      },
    },
  );
  const waiting: ((line: string) => void)[] = [];
  const early: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const next = waiting.shift();
    if (next) next(line);
    else early.push(line);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  function nextLine(timeoutMs: number): Promise<string> {
    const ready = early.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench server: no answer')), timeoutMs);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
      void exit.then(() => reject(new Error('bench server exited')));
    });
  }
  let queue: Promise<unknown> = Promise.resolve();
  function ask<T>(command: 'probe' | 'check'): Promise<T> {
    const asked = queue.then(async () => {
      child.stdin!.write(`${command}\n`);
      return JSON.parse(await nextLine(120_000)) as T;
    });
    queue = asked.catch(() => undefined);
    return asked;
  }
  const ready = JSON.parse(await nextLine(600_000)) as {
    address: string;
    players: Account[];
    engine: string;
    pool: number;
    settings: Record<string, number | boolean>;
  };
  return {
    ready,
    ask,
    /** Stops the server by its pid: 'stop' (it drops its database), SIGKILL after 30 s. */
    async stop(): Promise<void> {
      if (exited) return;
      child.stdin!.write('stop\n');
      const killed = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 30_000);
      await exit;
      clearTimeout(killed);
    },
  };
}
