import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import {
  cashLaunch,
  cashReady,
  deposit,
  login,
  playerCall,
  walletCall,
  WALLET_SECRET,
  type ClusterPlayer,
} from '../apps/server/test/cluster/cluster-clients';
import { freePorts, startCluster } from '../scripts/cluster-lib.mjs';

// bench:cluster (issue 20, docs/deployment.md): the same load against 1 and then 3 API processes, both
// behind HAProxy, each on a fresh PostgreSQL database and the Redis at REDIS_URL:
//   logins/s          — OTP logins (request, read the sandbox outbox, confirm), each from its own address;
//   wallet transfers/s — signed wallet-api debits and credits of players with a deposit;
//   table moves/s     — practice rummy tables, two players each, moving with the engine's bot policy.
// Closed loops (each sends its next request when the last one was answered), the same count for both runs.
// Usage: DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:cluster -- [--seconds 10] [--warmup 5] [--loops 16]
//        [--tables 8] [--ports 42570-42599] (the balancer's and the processes' ports: the free ones of the range)

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    loops: { type: 'string', default: '16' },
    tables: { type: 'string', default: '8' },
    ports: { type: 'string', default: '42570-42599' },
  },
});
const seconds = Number(args.seconds);
const warmup = Number(args.warmup);
const loops = Number(args.loops);
const tableCount = Number(args.tables);
const [portFrom, portTo] = (args.ports ?? '').split('-').map(Number) as [number, number];
if (!Number.isInteger(portFrom) || !Number.isInteger(portTo) || portTo - portFrom < 3)
  throw new Error('--ports: a range of at least 4 ports, e.g. 42570-42599');
if (![seconds, loops, tableCount].every((value) => Number.isInteger(value) && value > 0 && value <= 600))
  throw new Error('--seconds, --loops and --tables must be whole numbers from 1 to 600');
if (!Number.isInteger(warmup) || warmup < 0 || warmup > 600)
  throw new Error('--warmup must be a whole number of seconds from 0 to 600');
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error(
    'bench:cluster: set DATABASE_URL and REDIS_URL (PostgreSQL and Redis shared by the processes)',
  );
  process.exit(1);
}

type Rates = { logins: number; transfers: number; moves: number };

const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `count` closed loops for `seconds`: operations answered per second. The same load runs `warmup` seconds
 * first, unmeasured: a process just started is still compiling its hot paths and opening connections.
 */
async function closedLoops(count: number, work: (loop: number) => Promise<number>): Promise<number> {
  if (warmup > 0) await timedLoops(count, warmup, work);
  return timedLoops(count, seconds, work);
}

async function timedLoops(
  count: number,
  duration: number,
  work: (loop: number) => Promise<number>,
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: count }, async (_, loop) => {
      while (performance.now() < end) done += await work(loop).catch(() => 0);
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function measure(processes: number): Promise<Rates> {
  const name = `khelo_bench_cluster_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${name}`;
  const redis = new URL(redisUrl!);
  redis.pathname = '/9';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-cluster-'));
  const [lbPort, ...apiPorts] = await freePorts(processes + 1, portFrom, portTo);
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.NODE_ENV;
  const cluster = await startCluster({
    env: {
      ...env,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis.toString(),
      DATA_DIR: dataDir,
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      WALLET_PROVIDER_SECRETS: `SPB=${WALLET_SECRET}`,
      OTP_PER_IP_PER_HOUR: '1000000',
      SIGNUP_BONUS: '0',
      WELCOME_BONUS_PERCENT: '0',
      REFERRAL_BONUS: '0',
      TABLES_BOT_FILL_MS: '600000',
      TABLES_NEXT_HAND_MS: '300',
      TABLES_SAME_NETWORK_RULE: 'off',
    },
    lbPort: lbPort!,
    apiPorts,
    portRange: [portFrom, portTo],
    output: 'pipe',
    log: () => undefined,
  });
  const lb = cluster.url;
  try {
    // Players with a deposit and an Aviator launch, for the wallet calls.
    const wallets = await Promise.all(
      Array.from({ length: loops }, async () => {
        const player = await login([lb], randomIp());
        await cashReady(lb, player);
        await deposit(lb, player, 50_000);
        return cashLaunch(lb, player, CRASH_GAME_CODE);
      }),
    );
    const logins = await closedLoops(loops, async () => {
      await login([lb], randomIp());
      return 1;
    });
    const transfers = await closedLoops(loops, async (loop) => {
      const kind = Math.random() < 0.5 ? 'debit' : 'credit';
      return (await walletCall(lb, kind, wallets[loop]!, CRASH_GAME_CODE, 1)).status === 200 ? 1 : 0;
    });

    // Two players at each practice table; one loop per table plays whoever's turn it is.
    const offer = 'practice-rummy-points-2-0.1';
    const tables: { id: string; players: ClusterPlayer[] }[] = [];
    for (let index = 0; index < tableCount; index++) {
      const players = [await login([lb], randomIp()), await login([lb], randomIp())];
      const joined = await playerCall<{ table: RummyTableSnapshot }>(lb, players[0]!, '/api/tables/join', {
        offer_id: offer,
      });
      await playerCall(lb, players[1]!, '/api/tables/join', { offer_id: offer });
      tables.push({ id: joined.body.table.table_id, players });
    }
    const moves = await closedLoops(tableCount, async (loop) => {
      const table = tables[loop]!;
      let moved = 0;
      for (const player of table.players) {
        const state = await playerCall<{ table: RummyTableSnapshot }>(lb, player, '/api/tables/state', {
          table_id: table.id,
        });
        const snapshot = state.body.table;
        const seat = snapshot?.my_seat;
        if (!snapshot || seat === null || snapshot.view.phase !== 'playing') continue;
        if (!snapshot.view.pending?.seats.includes(seat)) continue;
        let move = rummyGame.botMove(snapshot.view, seat);
        if (move?.type === 'drop') move = { type: 'draw', pile: 'closed' };
        if (!move) continue;
        const answer = await playerCall(lb, player, '/api/tables/move', {
          table_id: table.id,
          move,
          version: snapshot.version,
        });
        if (answer.status === 200) moved += 1;
      }
      if (moved === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      return moved;
    });
    return { logins, transfers, moves };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}

console.log(
  `bench:cluster — ${seconds} s per measure after ${warmup} s of warm-up, ${loops} closed loops (${tableCount} tables), through HAProxy (ports ${args.ports})`,
);
const one = await measure(1);
console.log('1 process done');
const three = await measure(3);
const rows: [string, keyof Rates][] = [
  ['logins/s', 'logins'],
  ['wallet transfers/s', 'transfers'],
  ['table moves/s', 'moves'],
];
console.log('\n| measure | 1 process | 3 processes | ratio 3 ÷ 1 |\n|---|---|---|---|');
for (const [label, key] of rows)
  console.log(
    `| ${label} | ${one[key].toFixed(1)} | ${three[key].toFixed(1)} | ${(three[key] / one[key]).toFixed(2)} |`,
  );
console.log(
  `\nLoad average at the end: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (other work on the machine counts too).`,
);
console.log(
  `\nThis machine has ${os.cpus().length} cores shared by the load generator, HAProxy, PostgreSQL, Redis and` +
    ' every API process: 3 processes cannot run faster than 1 here, so the ratio shows the cost of the' +
    ' cluster (Redis fan-out, more connections, more processes per core), not a speed-up. On a machine with' +
    ' a core per process and the database elsewhere, the same run measures the scale-out.',
);
