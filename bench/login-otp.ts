import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed';

// Full OTP logins over real HTTP on loopback: request a code, read it from the sandbox outbox, confirm.
// Prints throughput and latency percentiles. Target: p95 under 100 ms per step on PGlite with 8 clients.
// Usage: npx tsx bench/login-otp.ts [logins=200] [concurrency=8]   (DATABASE_URL selects PostgreSQL)

const total = Number(process.argv[2] ?? 200);
const concurrency = Number(process.argv[3] ?? 8);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir });
await runMigrations(database);
await seed(database.db);
// The OTP service allows 20 codes per IP per hour, so each login connects from its own loopback source
// address (127.0.x.y all reach 127.0.0.1 on Linux) and uses a fresh number, as separate players would.
const app = await buildApp({ config, database, rateLimitMax: 1_000_000 });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

function request(
  from: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<unknown>((resolve, reject) => {
    const req = http.request(
      `${address}${url}`,
      {
        method,
        localAddress: from,
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const timings = { send: [] as number[], confirm: [] as number[] };
let next = 0;
let failures = 0;

async function login(index: number) {
  const mobile = `8${String(index).padStart(9, '0')}`;
  const from = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  let start = performance.now();
  const sent = (await request(
    from,
    'POST',
    '/login/mobile',
    { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
    { operator_id: String(DEFAULT_OPERATOR_ID) },
  )) as { objectId: string };
  timings.send.push(performance.now() - start);
  const outbox = (await request(from, 'GET', `/sandbox/outbox?to=${mobile}`)) as { code: string }[];
  start = performance.now();
  await request(from, 'POST', '/login/mobile-confirm', {
    otp: outbox[0]?.code,
    _id: sent.objectId,
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  });
  timings.confirm.push(performance.now() - start);
}

async function worker() {
  while (next < total) {
    const index = next++;
    try {
      await login(index);
    } catch (error) {
      failures++;
      if (failures === 1) console.error(String(error));
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker()));
const seconds = (performance.now() - started) / 1000;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

console.log(
  `engine: ${config.databaseUrl ? 'postgresql' : 'pglite'}, logins: ${total}, clients: ${concurrency}`,
);
console.log(`throughput: ${(timings.confirm.length / seconds).toFixed(1)} logins/s, failures: ${failures}`);
for (const [step, values] of Object.entries(timings)) {
  console.log(
    `${step.padEnd(8)} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${percentile(values, 100).toFixed(1)} ms`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
