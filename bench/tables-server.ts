import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed';
import { NO_BONUSES } from '../apps/server/src/modules/bonus/bonus.config';
import { DEFAULT_CHIPS_POLICY } from '../apps/server/src/modules/practice/practice.service';
import { DEFAULT_TABLES_SETTINGS } from '../apps/server/src/modules/tables/tables.config';
import { login } from './lib/bench-app';

// The server of bench/tables.ts, in a process of its own so that the clients (sockets, the bot policy) do
// not share its event loop: the real app with its table sweeper on a fresh database (PGlite in a temporary
// folder, or a database of its own on the PostgreSQL at DATABASE_URL, dropped at the end), short table
// timers, `BENCH_PLAYERS` players logged in through the sandbox OTP, and a bare POST route (the reference).
// Prints one JSON line { address, players, engine }, then answers commands on stdin, one JSON line each:
//   probe → memory (after a full GC) and CPU time of this process;  check → the tables' counts and invariants.

const playerCount = Number(process.env.BENCH_PLAYERS ?? 100);
const snapshotBytes = Number(process.env.BENCH_BARE_BYTES ?? 3_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-tables-'));
const adminUrl = process.env.DATABASE_URL;
const benchDatabase = `khelo_bench_tables_${process.pid}`;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
let databaseUrl: string | undefined;
if (adminUrl) {
  await admin(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
}
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl ?? '',
  REDIS_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  OTP_PER_IP_PER_HOUR: '1000000',
});
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir });
await runMigrations(database);
await seed(database.db);
// Short timers: the clients play at once, so a deadline firing means a client fell behind (counted). No
// bots: two clients sit at every table and nobody waits for a bot to fill a seat.
const tablesSettings = {
  ...DEFAULT_TABLES_SETTINGS,
  turnMs: Number(process.env.BENCH_TURN_MS ?? 5_000),
  extraMs: 0,
  meldMs: Number(process.env.BENCH_TURN_MS ?? 5_000),
  startMs: 0,
  nextHandMs: 500,
  botFillMs: 600_000,
  sameNetworkRule: false,
};
const app = await buildApp({
  config,
  database,
  rateLimitMax: 100_000_000,
  bonusSettings: NO_BONUSES,
  tablesSettings,
});
// The reference: a POST on the same server, same HTTP stack and plugins, that answers bytes the size of a
// table snapshot without touching the database.
const bareBody = JSON.stringify({ status: 1, message: 'bare', pad: 'x'.repeat(snapshotBytes) });
app.post('/bench/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(bareBody));
// Server-side time of each move (request received → answer sent), apart from the clients' queueing.
let moveServerMs: number[] = [];
app.addHook('onResponse', (request, reply, done) => {
  if (request.url === '/api/tables/move') moveServerMs.push(reply.elapsedTime);
  done();
});
// Every SQL statement the server sends to PostgreSQL (pool clients are pg.Client): statements per move.
let statements = 0;
const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const query = prototype.query;
prototype.query = function (this: unknown, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
};
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });

async function loginPlayer(index: number): Promise<{ id: string; token: string }> {
  const session = await login(
    app,
    `7${String(index).padStart(9, '0')}`,
    `10.7.${(index >> 8) & 255}.${index & 255}`,
  );
  return { id: session.player_id, token: session.token };
}

const players: { id: string; token: string }[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < playerCount) {
      const index = next++;
      players[index] = await loginPlayer(index);
    }
  }),
);
app.tables.start();

console.log(
  JSON.stringify({
    address,
    players,
    engine: database.kind,
    pool: database.kind === 'postgres' ? 10 : 1,
    settings: tablesSettings,
  }),
);

/** node-postgres and PGlite both answer execute() with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

async function hasTable(name: string): Promise<boolean> {
  const [row] = await rows<{ found: string | null }>(sql`select to_regclass(${name})::text as found`);
  return Boolean(row?.found);
}

/** The tables' counts and invariants (bench/tables.ts prints them). */
async function check() {
  const [tables] = await rows<Record<string, string>>(sql`
    select count(*) filter (where status <> 'closed') as open_tables,
           count(*) as tables,
           coalesce(sum(version), 0) as versions
    from game_tables`);
  const [hands] = await rows<Record<string, string>>(sql`
    select count(*) filter (where status = 'settled') as settled,
           count(*) filter (where status = 'void') as void,
           count(*) filter (where status in ('collecting', 'playing', 'settling')) as unfinished
    from game_table_hands`);
  const [moves] = await rows<Record<string, string>>(sql`
    select count(*) as log_rows,
           count(*) filter (where kind = 'move' and actor = 'player') as player_moves,
           count(*) filter (where kind = 'timeout') as timeouts,
           count(*) filter (where actor = 'bot') as bot_moves
    from game_table_moves`);
  // The move log is the table's history: one row per version, seq 1…version without a gap.
  const [log] = await rows<{ broken: string }>(sql`
    select count(*) as broken from game_tables t
    left join (select table_id, count(*) as n, max(seq) as top from game_table_moves group by table_id) m
      on m.table_id = t.id
    where t.version <> coalesce(m.n, 0) or t.version <> coalesce(m.top, 0)`);
  const [seats] = await rows<{ seated_at_closed: string }>(sql`
    select count(*) as seated_at_closed from game_table_seats s join game_tables t on t.id = s.table_id
    where t.status = 'closed' and s.left_at is null`);
  let money: Record<string, string> | null = null;
  if (await hasTable('game_table_money')) {
    const [totals] = await rows<Record<string, string>>(sql`
      select count(*) as rows,
             count(*) filter (where status = 'pending') as pending,
             count(*) filter (where status = 'failed') as failed,
             coalesce(sum(paise) filter (where kind = 'collect' and status = 'posted'), 0) as collected,
             coalesce(sum(paise) filter (where kind in ('refund', 'payout') and status = 'posted'), 0)
               as paid_back,
             coalesce(sum(paise) filter (where kind = 'rake' and status = 'posted'), 0) as rake
      from game_table_money`);
    // Per settled hand, what was collected nets to zero against refunds, payouts and rake.
    const [nets] = await rows<{ unbalanced: string }>(sql`
      select count(*) as unbalanced from (
        select m.hand_id from game_table_money m join game_table_hands h on h.id = m.hand_id
        where h.status in ('settled', 'void')
        group by m.hand_id
        having sum(case when m.kind = 'collect' then m.paise else -m.paise end) <> 0) x`);
    money = { ...totals!, unbalanced_hands: nets!.unbalanced };
  }
  // Practice chips: every account's balance is its start plus its moves (nothing made or lost on the way),
  // and the tables' chip moves are exactly the money rows posted for practice hands.
  const [chips] = await rows<Record<string, string>>(sql`
    select count(*) as accounts,
           coalesce(sum(c.balance), 0) as balance,
           count(*) filter (where c.balance <> ${DEFAULT_CHIPS_POLICY.start} + coalesce(m.net, 0)) as drifted,
           coalesce(sum(m.tables_net), 0) as tables_net
    from practice_chips c left join (
      select player_id,
             sum(case when kind in ('credit', 'refill', 'rollback') then amount when kind = 'debit' then -amount else 0 end)
               as net,
             sum(case when ref not like 'tables:%' then 0 when kind = 'credit' then amount
                      when kind = 'debit' then -amount else 0 end) as tables_net
      from practice_chip_moves group by player_id) m on m.player_id = c.player_id`);
  const invariants = await app.ledger.invariants();
  return {
    tables,
    hands,
    moves,
    log_broken: log!.broken,
    seated_at_closed: seats!.seated_at_closed,
    money,
    chips,
    ledger: {
      postings_total: String(invariants.postingsTotal),
      unbalanced: invariants.unbalancedTransactions,
      negative: invariants.negativeAccounts,
      drifted: invariants.driftedAccounts,
      duplicate_refs: invariants.duplicateReferences,
    },
  };
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Memory after a full GC, CPU time, statements so far; the server-side move times since the last probe. */
function probe() {
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const moves = moveServerMs;
  moveServerMs = [];
  return {
    rss: memory.rss,
    heap: memory.heapUsed,
    cpu_ms: (cpu.user + cpu.system) / 1000,
    statements: database.kind === 'postgres' ? statements : null,
    move_server_p50: percentile(moves, 50),
    move_server_p99: percentile(moves, 99),
  };
}

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  void (async () => {
    const command = line.trim();
    try {
      if (command === 'probe') console.log(JSON.stringify(probe()));
      // PGlite answers int8 as bigint: sent as text like node-postgres does.
      else if (command === 'check')
        console.log(
          JSON.stringify(await check(), (_key, value: unknown) =>
            typeof value === 'bigint' ? String(value) : value,
          ),
        );
      else if (command === 'stop') await shutdown();
    } catch (error) {
      console.log(JSON.stringify({ error: String(error) }));
    }
  })();
});
process.on('SIGTERM', () => void shutdown());
