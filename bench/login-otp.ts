import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { closedLoop, httpClient } from './lib/http-load';
import { benchPort, forkScript } from './lib/processes';
import { option, percentile, printFigures, startReport, verdict } from './lib/report';

// Full OTP logins over real HTTP on loopback against the server in its own process
// (bench/lobby-api-server.ts): request a code, read it from the sandbox outbox, confirm. In turns with
// each batch of logins, the same number of requests at the same concurrency go to a bare Fastify route of
// the same process with a small answer, the reference. 3 repetitions.
// Target (issue 19): request-code p95 <= 100 ms.
// Usage: npm run bench:login -- [--logins 150] [--clients 8] [--reps 3]   (DATABASE_URL selects PostgreSQL)

const logins = Number(option('logins', '150'));
const concurrency = Number(option('clients', '8'));
const reps = Number(option('reps', '3'));

const server = await forkScript<{ app: string; bare: string; engine: string }>(
  'lobby-api-server.ts',
  {
    BENCH_APP_PORT: String(await benchPort()),
    BENCH_NO_BALANCE_PORT: String(await benchPort()),
    BENCH_BARE_PORT: String(await benchPort()),
  },
  { server: true },
);
const { app: address, bare: bareAddress, engine } = server.ready;

function request(from: string, method: string, url: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<unknown>((resolve, reject) => {
    const req = http.request(
      `${address}${url}`,
      {
        method,
        localAddress: from,
        headers: payload
          ? { 'content-type': 'application/json', operator_id: String(DEFAULT_OPERATOR_ID) }
          : {},
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

// The OTP service allows 20 codes per address per hour, so each login connects from its own loopback
// source address (127.0.x.y all reach 127.0.0.1 on Linux) and uses a fresh number, as separate players do.
async function login(index: number, timings: { send: number[]; confirm: number[] }) {
  const mobile = `8${String(index).padStart(9, '0')}`;
  const from = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  let start = performance.now();
  const sent = (await request(from, 'POST', '/login/mobile', {
    country_code: '+91',
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  })) as { objectId: string };
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

let nextIndex = 0;
let failures = 0;
async function batch(count: number) {
  const timings = { send: [] as number[], confirm: [] as number[] };
  const last = nextIndex + count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextIndex < last) {
        const index = nextIndex++;
        await login(index, timings).catch((error: unknown) => {
          if (failures++ === 0) console.error(String(error));
        });
      }
    }),
  );
  return { ...timings, seconds: (performance.now() - started) / 1000 };
}

const finish = startReport(
  'bench:login',
  `${engine}; ${concurrency} clients; ${reps} batches of ${Math.round(logins / reps)} logins, each followed by the bare route for as long`,
);
const bare = httpClient(bareAddress, concurrency);
const body = JSON.stringify({
  country_code: '+91',
  mobile_number: '9000000000',
  operator_id: DEFAULT_OPERATOR_ID,
});
try {
  await batch(concurrency * 2); // warm-up
  await closedLoop(concurrency, 1, () => bare.post('/bare-small', body));
  const rows: Array<{ send: number[]; confirm: number[]; bare: number[]; logins: number; seconds: number }> =
    [];
  for (let rep = 0; rep < reps; rep++) {
    const measured = await batch(Math.round(logins / reps));
    const reference = await closedLoop(concurrency, measured.seconds, () => bare.post('/bare-small', body));
    rows.push({ ...measured, bare: reference.latencies, logins: measured.confirm.length });
  }
  const series = { send: 'request code', confirm: 'confirm', bare: 'bare route (reference)' } as const;
  printFigures('batch', [
    ['logins/s', rows.map((row) => row.logins / row.seconds)],
    ...Object.entries(series).flatMap(([key, name]) =>
      [50, 95].map(
        (at) =>
          [`${name} p${at} ms`, rows.map((row) => percentile(row[key as keyof typeof series], at))] as const,
      ),
    ),
  ]);
  const p95 = percentile(
    rows.map((row) => percentile(row.send, 95)),
    50,
  );
  console.log(
    `request code p95 ${p95.toFixed(0)} ms (${verdict(p95 <= 100)}: <= 100 ms), median of ${reps}; failures ${failures}`,
  );
  finish();
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  bare.close();
  await server.stop();
}
