import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { ClientToServerEvents, ServerToClientEvents } from '@khelo/contracts/socket-events';
import type {
  RummyTableSnapshot,
  TableEventsPayload,
  TableMine,
  TableUpdatePayload,
} from '@khelo/contracts/tables';
import type { RummyState } from '@khelo/games/rummy/state';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createStaff } from '../../../test/helpers/staff';
import { FAST_TABLES, tableClient, waitFor, type TableClient } from '../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Two players at one 2-seat practice table, on a clock the test moves (the sweeper runs only when the test
// ticks it): refusals change nothing, each player sees only their own cards (HTTP and socket.io), a reload
// gives the same hand, and turns missed while away drop the player after three.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let database: TestDatabase;
let test: TestApp;
let url: string;
const clock = manualClock(new Date());
// No bots: the second player sits down long before a bot would.
const SETTINGS = { ...FAST_TABLES, botFillMs: 600_000, turnMs: 10_000, extraMs: 3_000 };
const OFFER = 'practice-rummy-points-2-0.1';

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now, tablesSettings: SETTINGS });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

async function stored(tableId: string) {
  const row = await test.app.tables.repository.table(tableId);
  return { version: row!.version, state: row!.state as RummyState };
}

async function watch(login: LoginSuccess, tableId: string) {
  const client: Client = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  await new Promise((resolve) => {
    client.once('info', resolve);
    client.emit('sendPlayerData', {
      player_id: login.player_id,
      operator_id: login.operator_id,
      token: login.token,
    });
  });
  const updates: TableUpdatePayload[] = [];
  const events: TableEventsPayload[] = [];
  client.on('table_update', (payload) => updates.push(payload));
  client.on('table_events', (payload) => events.push(payload));
  client.emit('table_watch', { table_id: tableId });
  await waitFor('the first table_update', () => Promise.resolve(updates.length > 0 ? true : undefined));
  return { client, updates, events };
}

describe('two players at one table', () => {
  let a: TableClient;
  let b: TableClient;
  let tableId: string;
  const byTurn = async () => {
    const { state } = await stored(tableId);
    const turn = state.hand!.turn;
    return turn === 0 ? { mover: a, other: b, seat: 0 } : { mover: b, other: a, seat: 1 };
  };

  it('seats both at one table and deals when the second sits down', async () => {
    a = tableClient(test.app, await loginByMobile(test.app));
    b = tableClient(test.app, await loginByMobile(test.app));
    const first = await a.join(OFFER);
    expect(first.statusCode).toBe(200);
    expect(first.table.status).toBe('open');
    tableId = first.table.table_id;
    const second = await b.join(OFFER);
    expect(second.table.table_id).toBe(tableId);
    expect(second.table.my_seat).toBe(1);
    expect(second.table.view.phase).toBe('playing');
    expect(second.table.seats.map((seat) => seat.is_bot)).toEqual([false, false]);
    expect(second.table.deadline?.kind).toBe('turn');
  });

  it('answers 400 naming the field, 401 without a token and 403 to others', async () => {
    const bad = await a.move(tableId, { type: 'discard', card: 'ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('move.card: must be a card like 10D, QS or PJ');
    const unknown = await a.move(tableId, { type: 'fly' });
    expect(unknown.statusCode).toBe(400);
    expect(String(unknown.body.message)).toMatch(/^move\.type: /);
    const noTable = await test.app.inject({
      method: 'POST',
      url: '/api/tables/state',
      payload: { player_id: a.player.player_id },
      headers: { authorization: `Bearer ${a.player.token}` },
    });
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json<{ message: string }>().message).toMatch(/^table_id: /);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/tables/state',
      payload: { player_id: a.player.player_id, table_id: tableId },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = tableClient(test.app, await loginByMobile(test.app));
    expect((await stranger.state(tableId)).statusCode).toBe(403);
    expect((await stranger.move(tableId, { type: 'draw', pile: 'closed' })).statusCode).toBe(403);
    const mismatch = await test.app.inject({
      method: 'POST',
      url: '/api/tables/state',
      payload: { player_id: b.player.player_id, table_id: tableId },
      headers: { authorization: `Bearer ${a.player.token}` },
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('refuses out-of-turn and illegal moves with the reason, changing nothing', async () => {
    const before = await stored(tableId);
    const { mover, other } = await byTurn();
    const outOfTurn = await other.move(tableId, { type: 'draw', pile: 'closed' });
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.body.code).toBe('not-your-turn');
    expect(outOfTurn.body.message).toEqual(expect.any(String));
    const early = await mover.move(tableId, { type: 'discard', card: before.state.hand!.open.at(-1)! });
    expect(early.statusCode).toBe(409);
    expect(early.body.code).toBe('illegal-move');
    const stale = await mover.move(tableId, { type: 'draw', pile: 'closed' }, before.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect(await stored(tableId)).toEqual(before);
  });

  it('sends each player only their own cards, over HTTP and socket.io', async () => {
    const watchA = await watch(a.player, tableId);
    const watchB = await watch(b.player, tableId);
    try {
      const { mover, seat } = await byTurn();
      const drawn = await mover.move(tableId, { type: 'draw', pile: 'closed' });
      expect(drawn.statusCode).toBe(200);
      await waitFor('both updates', () =>
        Promise.resolve(
          watchA.updates.some((u) => u.version === drawn.table.version) &&
            watchB.updates.some((u) => u.version === drawn.table.version)
            ? true
            : undefined,
        ),
      );
      const { state } = await stored(tableId);
      const cardsOf = (s: number) => state.hand!.seats.find((entry) => entry.seat === s)!.groups.flat();
      for (const [watcher, mySeat] of [
        [watchA, 0],
        [watchB, 1],
      ] as const) {
        const update = watcher.updates.find((u) => u.version === drawn.table.version)!;
        const snapshot = update.snapshot as RummyTableSnapshot;
        expect(snapshot.my_seat).toBe(mySeat);
        expect([...snapshot.view.hand!.flat()].sort()).toEqual([...cardsOf(mySeat)].sort());
        expect(cardsOf(1 - mySeat).some((card) => snapshot.view.hand!.flat().includes(card))).toBe(false);
        const http = (await (mySeat === 0 ? a : b).state(tableId)).table;
        expect(cardsOf(1 - mySeat).some((card) => http.view.hand!.flat().includes(card))).toBe(false);
      }
      // The card drawn from the closed pile is told to its drawer alone.
      await waitFor('the events', () =>
        Promise.resolve(watchA.events.length > 0 && watchB.events.length > 0 ? true : undefined),
      );
      const mine = (seat === 0 ? watchA : watchB).events.flatMap((entry) => entry.events);
      const theirs = (seat === 0 ? watchB : watchA).events.flatMap((entry) => entry.events);
      expect(mine.find((event) => event.type === 'drawn-card')?.card).toBe(state.hand!.drawn!.card);
      expect(theirs.some((event) => event.type === 'drawn-card')).toBe(false);
      expect(JSON.stringify(theirs)).not.toContain(`"${state.hand!.drawn!.card}"`);
      // Someone who does not sit at the table cannot watch it.
      const stranger = await loginByMobile(test.app);
      const client: Client = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve) => client.once('connect', () => resolve()));
      await new Promise((resolve) => {
        client.once('info', resolve);
        client.emit('sendPlayerData', {
          player_id: stranger.player_id,
          operator_id: stranger.operator_id,
          token: stranger.token,
        });
      });
      const refused = new Promise<{ message: string }>((resolve) => client.once('error', resolve));
      client.emit('table_watch', { table_id: tableId });
      expect((await refused).message).toBe('You do not sit at this table');
      client.disconnect();
      // Finish the turn so the next test starts on a fresh one.
      const discard = drawn.table.view.drawn!;
      expect((await mover.move(tableId, { type: 'discard', card: discard })).statusCode).toBe(200);
    } finally {
      watchA.client.disconnect();
      watchB.client.disconnect();
    }
  });

  it('lets staff watch as a spectator: no hidden card, no private event', async () => {
    const staffToken = (await createStaff(test.app, 'support')).token;
    const client: Client = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const updates: TableUpdatePayload[] = [];
    const events: TableEventsPayload[] = [];
    client.on('table_update', (payload) => updates.push(payload));
    client.on('table_events', (payload) => events.push(payload));
    try {
      client.emit('table_watch', { table_id: tableId, staff_token: staffToken });
      await waitFor('the spectator snapshot', () => Promise.resolve(updates.length > 0 ? true : undefined));
      const { mover } = await byTurn();
      const drawn = await mover.move(tableId, { type: 'draw', pile: 'closed' });
      await waitFor('the update', () =>
        Promise.resolve(updates.some((u) => u.version === drawn.table.version) ? true : undefined),
      );
      const snapshot = updates.find((u) => u.version === drawn.table.version)!.snapshot as RummyTableSnapshot;
      expect(snapshot.my_seat).toBeNull();
      expect(snapshot.view.hand).toBeNull();
      expect(snapshot.view.players.every((player) => player.shown === null)).toBe(true);
      await waitFor('the events', () => Promise.resolve(events.length > 0 ? true : undefined));
      const seen = events.flatMap((entry) => entry.events);
      expect(seen.some((event) => event.type === 'draw')).toBe(true);
      expect(seen.some((event) => event.type === 'drawn-card')).toBe(false);
      expect((await mover.move(tableId, { type: 'discard', card: drawn.table.view.drawn! })).statusCode).toBe(
        200,
      );
    } finally {
      client.disconnect();
    }
  });

  it('gives the same hand on a reload and lists the table in mine', async () => {
    const one = await a.state(tableId);
    const two = await a.state(tableId);
    expect(two.table).toEqual(one.table);
    const mine = await a.mine();
    const tables = (mine.body as unknown as TableMine).tables;
    expect(tables).toEqual([
      expect.objectContaining({ table_id: tableId, seat: 0, offer_id: OFFER, mode: 'practice' }),
    ]);
  });

  it('counts the turns a player misses while away and drops them after three', async () => {
    const { state } = await stored(tableId);
    const away = state.hand!.turn;
    const present = away === 0 ? b : a;
    for (let missed = 1; missed <= 3; missed++) {
      // The away player's turn: the deadline (turn + what is left of the bank) passes.
      const row = await test.app.tables.repository.table(tableId);
      clock.advance(row!.deadlineAt!.getTime() - clock.now().getTime() + 1);
      await test.app.tables.sweeper.tick();
      const after = await stored(tableId);
      if (missed < 3) {
        expect(after.state.hand!.seats.find((seat) => seat.seat === away)!.missed).toBe(missed);
        const view = (await present.state(tableId)).table;
        expect(view.view.players.find((player) => player.seat === away)!.missedTurns).toBe(missed);
        // The bank went with the first missed turn.
        expect(view.seats.find((seat) => seat.seat === away)!.extra_ms).toBe(0);
        const drawn = await present.move(tableId, { type: 'draw', pile: 'closed' });
        expect(
          (await present.move(tableId, { type: 'discard', card: drawn.table.view.drawn! })).statusCode,
        ).toBe(200);
      } else {
        const outcome = after.state.outcome!;
        expect(outcome.winner).toBe(1 - away);
        expect(outcome.seats.find((seat) => seat.seat === away)).toMatchObject({
          result: 'dropped',
          penalty: 'auto-drop',
          points: 40,
        });
      }
    }
    const timeouts = await waitFor('the log', async () => {
      const snapshot = (await a.state(tableId)).table;
      return snapshot.view.outcome ? snapshot : undefined;
    });
    expect(timeouts.next_hand_at).not.toBeNull();
  });
});
