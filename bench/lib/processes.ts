import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverV8Flags } from '../../scripts/server-command.mjs';

// Child processes of the benchmarks: the Khelo server started as `npm start` starts it, a bench's own
// server script, ports, memory. A server never shares the load generator's event loop.

export const ROOT = path.resolve(import.meta.dirname, '../..');

// BENCH_PORTS=42100-42199 keeps every listener of a run inside a range (a shared box hands out ranges);
// without it the system picks free ports.
let nextPort = 0;
export async function benchPort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    for (let tries = 0; tries <= high - low; tries++) {
      const port = low + ((nextPort++ + process.pid) % (high - low + 1));
      if (await isFree(port)) return port;
    }
    throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
  }
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function waitForHealthz(origin: string, child: ChildProcess, limitMs = 180_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before /healthz`);
    const up = await fetch(`${origin}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${origin}/healthz did not answer within ${limitMs / 1000} s`);
}

export interface Started {
  child: ChildProcess;
  origin: string;
  /** The last 4,000 characters the program printed (e.g. start.mjs's "building the web app"). */
  output(): string;
  /** ms from spawn to the first 200 of /healthz. */
  startMs: number;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a program the way a deployment would (`node <script>` with PORT set) and waits for /healthz.
 * For Khelo the program is scripts/start.mjs, the body of `npm start`, so that however that script runs
 * the server (TypeScript at run time or compiled ahead), the bench measures what a deployment gets.
 */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv = {},
  options: {
    /** Reused (and kept) for a warm restart; otherwise a temporary folder, removed by stop(). */
    dataDir?: string;
    onSpawn?: (child: ChildProcess) => void;
  } = {},
): Promise<Started> {
  const port = await benchPort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-server-'));
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  options.onSpawn?.(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthz(origin, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const startMs = performance.now() - began;
  return {
    child,
    origin,
    output: () => output,
    startMs,
    async stop() {
      await stopChild(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Forks a TypeScript file of bench/ (through tsx) with an IPC channel; the first message it sends is its
 * readiness answer. `server`: the app's process, run with the V8 flags `npm start` gives it, so that its
 * figures are production's (PGlite's WebAssembly at the baseline tier among them: docs/performance.md).
 */
export async function forkScript<Ready>(
  file: string,
  env: NodeJS.ProcessEnv = {},
  options: { server?: boolean } = {},
): Promise<{ child: ChildProcess; ready: Ready; stop(): Promise<void> }> {
  // BENCH_CPU_PROF=<dir>: each child writes a V8 CPU profile there when it exits (docs/performance.md).
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(path.join(ROOT, 'bench', file), [], {
    execArgv: [
      ...(options.server ? serverV8Flags : []),
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`bench/${file} exited with ${code} before it was ready`)));
  });
  return { child, ready, stop: () => stopChild(child) };
}

/** Sends one request over IPC and waits for the child's next message. */
export function ask<Answer>(child: ChildProcess, request: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as Answer);
    });
    child.send(request as object);
  });
}

/**
 * Every process's /proc/<pid>/stat: its command name and the fields after it (state first: `fields[1]` is
 * the parent pid, `fields[11]` and `fields[12]` the user and system time in clock ticks).
 */
export function processStats(): { pid: number; command: string; fields: string[] }[] {
  const stats: { pid: number; command: string; fields: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: it ends at the last closing paren.
      const close = stat.lastIndexOf(')');
      const command = stat.slice(stat.indexOf('(') + 1, close);
      stats.push({ pid: Number(entry), command, fields: stat.slice(close + 2).split(' ') });
    } catch {
      // The process ended while the table was read.
    }
  }
  return stats;
}

/** Resident memory (MB) of a process and of every process below it (e.g. start.mjs's spawn fallback). */
export function treeRssMb(pid: number): { total: number; largest: number; processes: number } {
  const parents = new Map(processStats().map(({ pid: child, fields }) => [child, Number(fields[1])]));
  const tree = [pid];
  for (let index = 0; index < tree.length; index++)
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  let total = 0;
  let largest = 0;
  let processes = 0;
  for (const member of tree) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
      total += kb / 1024;
      largest = Math.max(largest, kb / 1024);
      processes++;
    } catch {
      // Ended meanwhile.
    }
  }
  return { total, largest, processes };
}
