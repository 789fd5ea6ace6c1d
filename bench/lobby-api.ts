import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';

// Authenticated POST api/game-lists next to a bare Fastify route sending the same bytes, same run, same
// machine, 50 keep-alive connections over loopback. Prints requests/s, p50/p99 and the ratio.
// Targets (issue 4): ratio >= 0.5, p99 <= 25 ms.
// Usage: npx tsx bench/lobby-api.ts [seconds=10] [connections=50]   (DATABASE_URL selects PostgreSQL)

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'lobby-api-server.ts')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  },
);
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const target = JSON.parse(firstLine) as {
  app: string;
  noBalance: string;
  bare: string;
  token: string;
  playerId: string;
  bytes: number;
  engine: string;
};

interface Result {
  requests: number;
  failures: number;
  latencies: number[];
  seconds: number;
}

async function load(
  url: string,
  body: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + duration * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - started);
            else failures++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures++;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, failures, latencies, seconds: elapsed };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function line(name: string, result: Result) {
  const rps = result.requests / result.seconds;
  console.log(
    `${name.padEnd(22)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${percentile(result.latencies, 50).toFixed(2)} ms  p99 ${percentile(result.latencies, 99).toFixed(2)} ms  failures ${result.failures}`,
  );
  return rps;
}

const listBody = JSON.stringify({
  integration_env: 'H5',
  operator_id: DEFAULT_OPERATOR_ID,
  player_id: target.playerId,
});
const auth = { authorization: `Bearer ${target.token}` };

try {
  // Warm both up (JIT, caches, connection pools), then measure one after the other.
  await load(`${target.app}/api/game-lists`, listBody, auth, 2);
  await load(`${target.bare}/bare`, listBody, {}, 2);
  const bare = await load(`${target.bare}/bare`, listBody, {}, seconds);
  const lobby = await load(`${target.app}/api/game-lists`, listBody, auth, seconds);
  const withoutBalance = await load(`${target.noBalance}/api/game-lists`, listBody, auth, seconds);
  const visitors = await load(
    `${target.app}/api/web/game-lists`,
    JSON.stringify({ operator_id: DEFAULT_OPERATOR_ID, integration_env: 'H5' }),
    {},
    seconds,
  );
  console.log(
    `engine: ${target.engine}, connections: ${connections}, ${seconds} s each, answer ${target.bytes} bytes (47 games)`,
  );
  const bareRps = line('bare Fastify route', bare);
  const lobbyRps = line('api/game-lists', lobby);
  const withoutRps = line('  without the balance', withoutBalance);
  const visitorRps = line('api/web/game-lists', visitors);
  const ratio = (rps: number) => (rps / bareRps).toFixed(2);
  console.log(
    `ratio ${ratio(lobbyRps)} (target >= 0.5), p99 ${percentile(lobby.latencies, 99).toFixed(1)} ms (target <= 25 ms); ` +
      `without the ledger balance read ${ratio(withoutRps)}, visitors ${ratio(visitorRps)}`,
  );
} finally {
  server.kill('SIGTERM');
}
