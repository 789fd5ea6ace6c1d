import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import type { RummyTableSnapshot, TableUpdatePayload } from '@khelo/contracts/tables';
import { HOUSE_SCHEDULER_LOCK } from '../../src/modules/house-games/round-lock.repository';
import { createLedgerRepository } from '../../src/modules/wallet/ledger.repository';
import { playerMove, sleep, waitFor } from '../helpers/tables';
import {
  call,
  cashierToken,
  cashReady,
  cashLaunch,
  deposit,
  login,
  playerCall,
  playerSocket,
  type ClusterPlayer,
} from './cluster-clients';
import { CLUSTER_READY, SKIP_REASON, useCluster } from './cluster-fixture';

// Issue 20, "Prove it": 3 API processes behind HAProxy on one PostgreSQL and one Redis. Each test sends its
// requests to named processes (A, B, C) so that the crossing is certain, not left to the balancer.

const fixture = useCluster([42510, 42539], 7);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.runIf(CLUSTER_READY)(`3 processes behind HAProxy${SKIP_REASON}`, { timeout: 120_000 }, () => {
  it('the balancer spreads requests over the 3 processes and reports them ready', async () => {
    const served = new Set<string>();
    for (let index = 0; index < 9; index++) {
      const answer = await call<{ status: number; db: string; redis: string }>(fixture.lb, '/readyz');
      expect(answer.body).toMatchObject({ status: 1, db: 'ok', redis: 'ok' });
      served.add(answer.instance!);
    }
    expect([...served].sort()).toEqual(['api1', 'api2', 'api3']);
  });

  it('a player logged in through A gets the notice of a deposit a cashier approved through B', async () => {
    const [a, b, c] = [fixture.api(0), fixture.api(1), fixture.api(2)];
    const player = await login([a]);
    const socket = await playerSocket(a, player);
    try {
      const notices: { event: string; payload: unknown }[] = [];
      socket.onAny((event: string, payload: unknown) => notices.push({ event, payload }));
      await cashReady(a, player);
      const pending = await deposit(c, player, 250, true);
      expect(pending.body.credited).toBe(false);
      const cashier = await cashierToken(b);
      const approved = await call(
        b,
        `/staff/deposits/${pending.body.transaction_id}/approve`,
        { reason: 'UTR found on the statement' },
        { token: cashier },
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.instance).toBe('api2');
      const notice = await waitFor('the deposit notice on A', () =>
        Promise.resolve(notices.find((entry) => entry.event === 'deposit_confirm')),
      );
      expect(JSON.stringify(notice.payload)).toContain('250');
    } finally {
      socket.disconnect();
    }
  });

  it('two players whose requests land on different processes play a rummy hand to the end', async () => {
    const [a, b, c] = [fixture.api(0), fixture.api(1), fixture.api(2)];
    const first = await login([a]);
    const second = await login([b]);
    const home = new Map([
      [first.player_id, a],
      [second.player_id, b],
    ]);
    const table = (player: ClusterPlayer, name: string, body: Record<string, unknown>) =>
      playerCall<{ table: RummyTableSnapshot; message?: string }>(
        home.get(player.player_id)!,
        player,
        `/api/tables/${name}`,
        body,
      );
    const offer = 'practice-rummy-points-2-0.1';
    const tableId = (await table(first, 'join', { offer_id: offer })).body.table.table_id;
    const dealt = await table(second, 'join', { offer_id: offer });
    expect(dealt.body.table.table_id).toBe(tableId);
    // The deal follows the second seat at once, but may commit after the join's answer on a loaded machine.
    await waitFor('the deal', async () => {
      const { table: snapshot } = (await table(first, 'state', { table_id: tableId })).body;
      return snapshot.view.phase === 'playing' ? true : undefined;
    });

    // The first player watches from C: every change committed on A or B reaches it through Redis.
    const watcher = await playerSocket(c, first);
    const updates: TableUpdatePayload[] = [];
    watcher.on('table_update', (payload: TableUpdatePayload) => updates.push(payload));
    watcher.emit('table_watch', { table_id: tableId });
    let moves = 0;
    try {
      const over = await waitFor(
        'the end of the hand',
        async () => {
          for (const player of [first, second]) {
            const { table: snapshot } = (await table(player, 'state', { table_id: tableId })).body;
            if (snapshot.view.phase !== 'playing') return snapshot;
            const move = playerMove(snapshot);
            if (!move) continue;
            const answer = await table(player, 'move', {
              table_id: tableId,
              move,
              version: snapshot.version,
            });
            if (answer.status === 409) continue; // a deadline or the other player got there first
            expect(answer.status, answer.body.message).toBe(200);
            moves += 1;
          }
          return undefined;
        },
        90_000,
      );
      expect(moves).toBeGreaterThan(2);
      expect(over.view.outcome!.seats).toHaveLength(2);
      await waitFor('the last update on C', () =>
        Promise.resolve(updates.some((update) => update.version === over.version) ? true : undefined),
      );
    } finally {
      watcher.disconnect();
    }
  });

  it('house rounds run once across the cluster, and bets through any process settle once', async () => {
    const { db } = fixture.database.database;
    // The scheduler's advisory lock is held by exactly one backend of this database.
    const holders = rows<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'
        AND granted AND objid = ${HOUSE_SCHEDULER_LOCK}
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`),
    );
    expect(holders[0]!.n).toBe(1);

    const bets: string[] = [];
    for (let index = 0; index < 3; index++) {
      const base = fixture.api(index);
      const player = await login([base]);
      await cashReady(base, player);
      expect((await deposit(base, player, 500)).body.credited).toBe(true);
      const token = await cashLaunch(base, player, CRASH_GAME_CODE);
      const placed = await waitFor(`a crash bet through api${index + 1}`, async () => {
        const answer = await call<{ bet?: { bet_id: string } }>(base, '/house/crash/bet', {
          token,
          game_code: CRASH_GAME_CODE,
          slot: 1,
          amount: 10,
          auto_cashout: 1.2,
        });
        if (answer.status !== 200) await sleep(200); // between rounds: the next one opens soon
        return answer.status === 200 ? answer.body.bet!.bet_id : undefined;
      });
      bets.push(placed);
    }
    await waitFor(
      'the bets settled',
      async () => {
        const open = rows<{ n: number }>(
          await db.execute(sql`SELECT count(*)::int AS n FROM house_bets
            WHERE id::text IN (${sql.join(
              bets.map((id) => sql`${id}`),
              sql`, `,
            )}) AND (settled_at IS NULL OR NOT wallet_settled)`),
        );
        return open[0]!.n === 0 ? true : undefined;
      },
      30_000,
    );
    for (const bet of bets) {
      const refs = rows<{ external_ref: string; n: number }>(
        await db.execute(sql`SELECT external_ref, count(*)::int AS n FROM ledger_transactions
          WHERE external_ref IN (${`house-bet-${bet}`}, ${`house-win-${bet}`}, ${`house-refund-${bet}`})
          GROUP BY external_ref`),
      );
      expect(refs.find((ref) => ref.external_ref === `house-bet-${bet}`)?.n).toBe(1);
      for (const ref of refs) expect(ref.n).toBe(1);
    }

    // One schedule per game: within a game no round opens before the previous one ended. Tambola runs one
    // schedule per mode (cash and practice are separate games of one tile, ADR 035).
    const overlaps = rows<{ game_code: string; n: number }>(
      await db.execute(sql`SELECT game_code, count(*)::int AS n FROM (
          SELECT r.game_code, r.created_at, lag(r.ends_at) OVER (
            PARTITION BY r.game_code, coalesce(t.mode, '') ORDER BY r.created_at) AS before
          FROM house_rounds r LEFT JOIN house_tambola_games t ON t.round_id = r.id) AS r
        WHERE before IS NOT NULL AND created_at < before GROUP BY game_code`),
    );
    expect(overlaps).toEqual([]);
    const played = rows<{ game_code: string; n: number }>(
      await db.execute(sql`SELECT game_code, count(*)::int AS n FROM house_rounds GROUP BY game_code`),
    );
    expect(played.find((game) => game.game_code === CRASH_GAME_CODE)!.n).toBeGreaterThan(1);

    const invariants = await createLedgerRepository(fixture.database.database).invariants();
    expect(invariants).toMatchObject({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      driftedAccounts: 0,
      duplicateReferences: 0,
    });
  });

  it('the per-IP rate limit counts requests on every process together', async () => {
    const ip = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
    const limit = 600;
    const seen = new Map<string, number>();
    for (let sent = 0; sent < limit; sent += 30) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          call(fixture.api((sent + index) % 3), '/sandbox/outbox?to=0000000000', undefined, { ip }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        seen.set(answer.instance!, (seen.get(answer.instance!) ?? 0) + 1);
      }
    }
    // Each process saw a third of the requests: far below the limit on its own.
    expect([...seen.values()]).toEqual([200, 200, 200]);
    for (let index = 0; index < 3; index++) {
      const refused = await call(fixture.api(index), '/sandbox/outbox?to=0000000000', undefined, { ip });
      expect(refused.status).toBe(429);
    }
    // Another address is not affected.
    expect(
      (await call(fixture.api(0), '/sandbox/outbox?to=0000000000', undefined, { ip: '10.0.0.1' })).status,
    ).toBe(200);
  });

  it('5 wrong codes in total close a login code, whichever processes they went to', async () => {
    const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
    const sent = await call<{ objectId: string }>(fixture.api(0), '/login/mobile', {
      country_code: '+91',
      mobile_number: mobile,
      operator_id: 230201,
    });
    expect(sent.status).toBe(200);
    const outbox = await call<{ code: string }[]>(fixture.api(0), `/sandbox/outbox?to=${mobile}`);
    const code = outbox.body[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (index: number, otp: string) =>
      call<{ message: string }>(fixture.api(index % 3), '/login/mobile-confirm', {
        otp,
        _id: sent.body.objectId,
        mobile_number: mobile,
        operator_id: 230201,
      });
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await confirm(attempt, wrong);
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(new Set(messages).size).toBe(1);
    // The right code, on the process that saw the fewest attempts: refused, the code is spent.
    const last = await confirm(2, code);
    expect(last.status).toBe(400);
    expect(last.body.message).not.toBe(messages[0]);
  });

  it('SIGTERM drains a process: not one request through the balancer fails, it exits 0 and comes back', async () => {
    const answers: number[] = [];
    let stop = false;
    const load = (async () => {
      // A new client address per batch: a fast box sends more than one address's rate limit in the drain.
      for (let batchNo = 0; !stop; batchNo++) {
        const ip = `10.9.${Math.floor(batchNo / 250) % 250}.${(batchNo % 250) + 1}`;
        const batch = await Promise.all(
          Array.from({ length: 4 }, () =>
            call(fixture.lb, '/sandbox/outbox?to=0000000001', undefined, { ip }).then(
              (answer) => answer.status,
              () => 0,
            ),
          ),
        );
        answers.push(...batch);
      }
    })();
    await sleep(500);
    expect(await fixture.cluster.terminate('api3')).toBe(0);
    await sleep(1_000);
    stop = true;
    await load;
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    await fixture.cluster.restart('api3');
    await fixture.cluster.balancerSees('api3');
  });
});
