import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import type { OtpSent } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { CRASH_GAME_CODE, type HouseEvent, type HouseRound } from '@khelo/contracts/house-games';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import { msToReach } from '@khelo/games/crash';
import { makeCashReady } from './cash-ready';

// The crash load of issue 10 (docs/house-games.md): the real server with its round scheduler listens on
// loopback; 200 players log in, launch Aviator and get a deposit; each watches the game over socket.io and
// bets in both slots every round over HTTP (some with auto cash-out, some cashing out by hand at a target
// of their own). Then: bets/s, cash-out latency, settlement lag (crash instant → "settled" event) and the
// ledger invariants, plus every player's balance against their bets' stakes and payouts.
// Usage: npm run bench:crash   (BENCH_SECONDS=120, BENCH_PLAYERS=200; DATABASE_URL → a database of its
// own on that server, dropped afterwards; otherwise an embedded PGlite in a temporary folder; HOUSE_*
// timings as in docs/house-games.md)

const DEPOSIT_PAISE = 10_000_000n; // ₹1,00,000 each: the bets never run dry

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 120);
  const playerCount = Number(process.env.BENCH_PLAYERS ?? 200);
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-crash-'));
  let databaseUrl: string | undefined;
  const name = `khelo_bench_crash_${randomBytes(4).toString('hex')}`;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { createDatabase } = await import('../apps/server/src/db/client');
  const { runMigrations } = await import('../apps/server/src/db/migrate');
  const { seed } = await import('../apps/server/src/db/seed');
  const { NO_BONUSES } = await import('../apps/server/src/modules/bonus/bonus.config');
  const { createHouseGamesRepository } =
    await import('../apps/server/src/modules/house-games/house-games.repository');

  const database = await createDatabase({ databaseUrl, dataDir });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
  });
  await runMigrations(database);
  await seed(database.db);
  // Bonuses off: the players' balances are checked against the bets alone, and a sign-up bonus would be
  // cash the clients never counted.
  const app = await buildApp({ config, database, rateLimitMax: 10_000_000, bonusSettings: NO_BONUSES });
  const sockets: ReturnType<typeof connect>[] = [];
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const started = performance.now();
    const players: { id: string; token: string }[] = [];
    let next = 0;
    async function setUp(): Promise<void> {
      while (next < playerCount) {
        const index = next++;
        const mobile = `6${String(index).padStart(9, '0')}`;
        const sent = await app.inject({
          method: 'POST',
          url: '/login/mobile',
          remoteAddress: `10.9.${(index >> 8) & 255}.${index & 255}`,
          payload: { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
        });
        const { objectId } = sent.json<OtpSent>();
        const [message] = (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` })).json<
          OutboxMessage[]
        >();
        const login = (
          await app.inject({
            method: 'POST',
            url: '/login/mobile-confirm',
            payload: {
              otp: message!.code,
              _id: objectId,
              mobile_number: mobile,
              operator_id: DEFAULT_OPERATOR_ID,
            },
          })
        ).json<{ token: string; player_id: string }>();
        await makeCashReady(app, login, mobile);
        const launched = await app.inject({
          method: 'POST',
          url: '/api/game-launch',
          headers: { authorization: `Bearer ${login.token}` },
          payload: { game_code: CRASH_GAME_CODE },
        });
        const deposit = await app.ledger.transfer({
          operatorId: DEFAULT_OPERATOR_ID,
          playerId: login.player_id,
          type: 'deposit',
          source: 'bench',
          externalRef: `crash-deposit-${index}`,
          amount: DEPOSIT_PAISE,
          direction: 'in',
          counterparty: 'gateway_clearing',
          remarks: 'Benchmark deposit',
        });
        if (!deposit.ok) throw new Error('deposit failed');
        players[index] = { id: login.player_id, token: launched.json<GameLaunch>().token };
      }
    }
    await Promise.all(Array.from({ length: 8 }, () => setUp()));
    console.log(
      `set-up: ${playerCount} players logged in, launched Aviator and deposited in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    app.houseGames.start();
    const timings = app.houseGames.timings;
    const growth = timings.crashGrowthPerSecond;
    let bets = 0;
    let refused = 0;
    let errors = 0;
    let cashouts = 0;
    let lateCashouts = 0;
    const betMs: number[] = [];
    const cashoutMs: number[] = [];
    const settlementLag: number[] = [];
    let rounds = 0;
    let stopping = false;

    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { bet?: { bet_id: string } } };
    };

    async function play(player: { token: string }, round: HouseRound): Promise<void> {
      for (const slot of [1, 2] as const) {
        if (stopping) return;
        const auto = randomInt(0, 2) === 0 ? randomInt(110, 400) / 100 : null;
        const t0 = performance.now();
        try {
          const answer = await post('/house/crash/bet', {
            token: player.token,
            game_code: CRASH_GAME_CODE,
            slot,
            amount: randomInt(10, 200),
            auto_cashout: auto,
          });
          betMs.push(performance.now() - t0);
          if (answer.status !== 200) {
            refused++;
            continue;
          }
          bets++;
          if (auto === null && answer.json.bet) {
            const target = randomInt(110, 300);
            const at = new Date(round.starts_at).getTime() + msToReach(target, growth);
            const betId = answer.json.bet.bet_id;
            setTimeout(
              () => {
                const t1 = performance.now();
                void post('/house/crash/cashout', {
                  token: player.token,
                  game_code: CRASH_GAME_CODE,
                  bet_id: betId,
                })
                  .then((result) => {
                    cashoutMs.push(performance.now() - t1);
                    if (result.status === 200) cashouts++;
                    else lateCashouts++;
                  })
                  .catch(() => errors++);
              },
              Math.max(0, at - Date.now()),
            );
          }
        } catch {
          errors++;
        }
      }
    }

    // One socket watches the room for everyone (the players' own sockets would see the same events).
    for (let index = 0; index < Math.min(playerCount, 200); index++) {
      const socket = connect(address, { path: '/socket.io', transports: ['websocket'] });
      socket.on('connect', () => socket.emit('house_join', { game_code: CRASH_GAME_CODE }));
      sockets.push(socket);
    }
    const seen = new Set<number>();
    sockets[0]!.on('house_event', (event: HouseEvent) => {
      const round = event.round;
      if (!round) return;
      if (event.kind === 'settled' && round.ends_at) {
        settlementLag.push(new Date(event.server_time).getTime() - new Date(round.ends_at).getTime());
        rounds++;
      }
      if (round.phase === 'betting' && !seen.has(round.round_id) && !stopping) {
        seen.add(round.round_id);
        for (const player of players) void play(player, round);
      }
    });

    const loadStarted = performance.now();
    console.log(`load: ${playerCount} players, 2 bets a round each, for ${seconds} s …`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    stopping = true;
    const elapsed = (performance.now() - loadStarted) / 1000;
    // Let the last round finish and settle.
    const deadline = Date.now() + 120_000;
    const repository = createHouseGamesRepository(database.db);
    while (Date.now() < deadline) {
      const open = await repository.openRounds(CRASH_GAME_CODE);
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await app.houseGames.stop();

    const invariants = await app.ledger.invariants();
    let mismatches = 0;
    let unsettled = 0;
    for (const player of players) {
      const history = await app.houseGames.service.history(player.id, 1, 1_000_000);
      let expected = DEPOSIT_PAISE;
      for (const row of history.rows) {
        if (row.status === 'placing' || row.status === 'open') unsettled++;
        if (row.status === 'refunded') continue;
        expected += BigInt(Math.round(((row.payout ?? 0) - row.stake) * 100));
      }
      if ((await app.ledger.cashBalance(player.id)) !== expected) mismatches++;
    }
    const violations =
      (invariants.postingsTotal === 0n ? 0 : 1) +
      invariants.unbalancedTransactions +
      invariants.negativeAccounts +
      invariants.driftedAccounts +
      invariants.storedSystemBalances +
      invariants.duplicateReferences +
      mismatches +
      unsettled;
    console.log(`rounds settled:          ${rounds}`);
    console.log(
      `bets accepted:           ${bets} (${(bets / elapsed).toFixed(1)} bets/s), refused ${refused} (betting closed), errors ${errors}`,
    );
    console.log(
      `bet call p50 / p99:      ${percentile(betMs, 50).toFixed(1)} / ${percentile(betMs, 99).toFixed(1)} ms`,
    );
    console.log(
      `cash-outs:               ${cashouts} paid, ${lateCashouts} too late; p50 / p99 ${percentile(cashoutMs, 50).toFixed(1)} / ${percentile(cashoutMs, 99).toFixed(1)} ms`,
    );
    console.log(
      `settlement lag:          p50 ${percentile(settlementLag, 50)} ms, p99 ${percentile(settlementLag, 99)} ms, max ${Math.max(0, ...settlementLag)} ms (crash instant → every bet credited and the round revealed)`,
    );
    console.log(
      `invariants:              postings sum ${invariants.postingsTotal} paise, unbalanced ${invariants.unbalancedTransactions}, negative ${invariants.negativeAccounts}, drifted ${invariants.driftedAccounts}, duplicate refs ${invariants.duplicateReferences}, balances ≠ bets ${mismatches}, bets left open ${unsettled} → ${violations} violations`,
    );
    process.exitCode = violations === 0 && errors === 0 ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

await main();
