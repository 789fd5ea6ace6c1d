import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { closedLoop, httpClient, type LoadResult } from './lib/http-load';
import { benchPort, forkScript } from './lib/processes';
import { option, percentile, printTable, spread, startReport, verdict } from './lib/report';

// Authenticated POST api/game-lists against a bare Fastify route that sends the same bytes, in one run:
// every variant warmed up, then 3 repetitions of short slices taken in turn (bare, real, real without the
// balance read, the visitors' list), so that a neighbour's burst of load lands on all of them alike.
// Targets (issue 19): ratio real ÷ bare >= 0.6, p99 <= 25 ms.
// Usage: npm run bench:lobby-api -- [--seconds 5] [--connections 50] [--reps 3]   (DATABASE_URL selects
// PostgreSQL: a scratch database on that server)

const seconds = Number(option('seconds', '5'));
const connections = Number(option('connections', '50'));
const reps = Number(option('reps', '3'));

const server = await forkScript<{
  app: string;
  noBalance: string;
  bare: string;
  token: string;
  playerId: string;
  bytes: number;
  engine: string;
}>(
  'lobby-api-server.ts',
  {
    BENCH_APP_PORT: String(await benchPort()),
    BENCH_NO_BALANCE_PORT: String(await benchPort()),
    BENCH_BARE_PORT: String(await benchPort()),
  },
  { server: true },
);
const target = server.ready;
const finish = startReport(
  'bench:lobby-api',
  `${target.engine}; ${connections} keep-alive connections over loopback; ${reps} × ${seconds} s slices per variant, interleaved; answer ${target.bytes} bytes`,
);

const listBody = JSON.stringify({
  integration_env: 'H5',
  operator_id: DEFAULT_OPERATOR_ID,
  player_id: target.playerId,
});
const visitorBody = JSON.stringify({ operator_id: DEFAULT_OPERATOR_ID, integration_env: 'H5' });
const auth = { authorization: `Bearer ${target.token}` };
const clients = {
  bare: httpClient(target.bare, connections),
  app: httpClient(target.app, connections),
  noBalance: httpClient(target.noBalance, connections),
};
const variants = [
  { name: 'bare Fastify route (reference)', send: () => clients.bare.post('/bare', listBody) },
  { name: 'api/game-lists', send: () => clients.app.post('/api/game-lists', listBody, auth) },
  {
    name: '  without the balance read',
    send: () => clients.noBalance.post('/api/game-lists', listBody, auth),
  },
  { name: 'api/web/game-lists (visitor)', send: () => clients.app.post('/api/web/game-lists', visitorBody) },
];

try {
  for (const variant of variants) await closedLoop(connections, 2, variant.send);
  const results: LoadResult[][] = variants.map(() => []);
  for (let rep = 0; rep < reps; rep++)
    for (const [index, variant] of variants.entries())
      results[index]!.push(await closedLoop(connections, seconds, variant.send));

  const bare = results[0]!;
  const ratios = (rows: LoadResult[]) => rows.map((row, rep) => row.perSecond / bare[rep]!.perSecond);
  printTable(
    ['variant', 'req/s min/med/max', 'p50 ms (median)', 'p99 ms min/med/max', 'ratio ÷ bare', 'failures'],
    variants.map((variant, index) => {
      const rows = results[index]!;
      return [
        variant.name,
        spread(
          rows.map((row) => row.perSecond),
          0,
        ),
        percentile(
          rows.map((row) => percentile(row.latencies, 50)),
          50,
        ).toFixed(2),
        spread(
          rows.map((row) => percentile(row.latencies, 99)),
          2,
        ),
        spread(ratios(rows), 2),
        String(rows.reduce((sum, row) => sum + row.failures, 0)),
      ];
    }),
  );
  const lobby = results[1]!;
  const ratio = percentile(ratios(lobby), 50);
  const p99 = percentile(
    lobby.map((row) => percentile(row.latencies, 99)),
    50,
  );
  console.log(
    `api/game-lists: ratio ${ratio.toFixed(2)} (${verdict(ratio >= 0.6)}: >= 0.6), p99 ${p99.toFixed(1)} ms (${verdict(p99 <= 25)}: <= 25 ms), medians of ${reps}`,
  );
  finish();
} finally {
  for (const client of Object.values(clients)) client.close();
  await server.stop();
}
