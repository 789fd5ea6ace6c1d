import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTambolaGame, StaffTambolaGameList } from '@khelo/contracts/backoffice-tambola';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import { prizeWinners } from '@khelo/games/tambola/index';
import { manualClock } from '../../../test/helpers/auth';
import { housePlayer } from '../../../test/helpers/house-player';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The back office's view of Tambola: the games with their players, sales and prizes paid; one game with its
// purchases, every ticket, the claims and the winners (the engine's, for the numbers called); who may read,
// who may void, and the audit of a void.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const tambola = () => test.app.tambola;
const buy = (token: string, count: number) =>
  test.app.inject({
    method: 'POST',
    url: '/house/tambola/buy',
    payload: { game_code: TAMBOLA_GAME_CODE, token, count },
  });
const staffGet = (token: string, url: string) =>
  test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('staff: Tambola games', () => {
  it('lists the games and shows one in full, with the winners the calls gave; reads for support, void for admins', async () => {
    const support = await createStaff(test.app, 'support');
    const cashier = await createStaff(test.app, 'cashier');
    const admin = await createStaff(test.app, 'admin');
    const a = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const b = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);

    // A game called to the end: A has 2 tickets, B 3.
    clock.advance(120_000);
    const played = (await tambola().openGame('real', new Date(clock.now().getTime() + 30_000)))!;
    expect((await buy(a.token, 2)).statusCode).toBe(200);
    expect((await buy(b.token, 3)).statusCode).toBe(200);
    clock.advance(31_000);
    expect(await tambola().startGame(played)).toBe(true);
    for (let step = 0; step < 95 && !(await tambola().step(played)); step++)
      clock.advance(tambola().settings.callMs);

    // A second game on sale, with one purchase.
    clock.advance(60_000);
    const selling = (await tambola().openGame('real', new Date(clock.now().getTime() + 30_000)))!;
    expect((await buy(a.token, 1)).statusCode).toBe(200);

    const list = await staffGet(support.token, '/staff/house/tambola?mode=real');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<StaffTambolaGameList>().data;
    expect(rows.map((row) => row.round_id)).toEqual([selling.id, played.id]);
    expect(rows[0]).toMatchObject({ phase: 'betting', tickets_sold: 1, players: 1, sales: 10, paid: 0 });
    expect(rows[1]).toMatchObject({ phase: 'settled', tickets_sold: 5, players: 2, sales: 50, mode: 'real' });
    // Every prize is paid from ₹50 less the 10 % rake (shares of 10/15/15/15/45 %, rounded down per winner).
    expect(rows[1]!.paid).toBeGreaterThan(44);
    expect(rows[1]!.paid).toBeLessThanOrEqual(45);
    expect(
      (await staffGet(support.token, '/staff/house/tambola?mode=practice')).json<StaffTambolaGameList>().data,
    ).toEqual([]);

    const detail = await staffGet(support.token, `/staff/house/tambola/${played.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const game = detail.json<StaffTambolaGame>().game;
    expect(game.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(game.tickets).toHaveLength(5);
    expect(game.purchases.map((purchase) => [purchase.player_id, purchase.tickets, purchase.stake])).toEqual([
      [a.player.player_id, 2, 20],
      [b.player.player_id, 3, 30],
    ]);
    const wins = prizeWinners(
      game.tickets.map((ticket) => ticket.rows),
      game.called,
    );
    for (const win of wins) {
      const prize = game.prizes.find((row) => row.prize === win.prize)!;
      expect(prize.won_at_call).toBe(win.call);
      expect(prize.winners.map((winner) => winner.ticket_id).sort()).toEqual(
        win.tickets.map((index) => game.tickets[index]!.ticket_id).sort(),
      );
    }
    const paidTo = (player: string) =>
      game.claims
        .filter((claim) => claim.player_id === player)
        .reduce((sum, claim) => sum + (claim.amount ?? 0), 0);
    for (const purchase of game.purchases)
      expect(purchase.payout ?? 0).toBeCloseTo(paidTo(purchase.player_id), 2);
    // The game on sale shows no seed and no number yet.
    const open = (
      await staffGet(support.token, `/staff/house/tambola/${selling.id}`)
    ).json<StaffTambolaGame>();
    expect(open.game.server_seed).toBeNull();
    expect(open.game.called).toEqual([]);

    // Refusals: no token, a role without the screen, a bad filter, a game that is not Tambola's.
    expect((await test.app.inject({ method: 'GET', url: '/staff/house/tambola' })).statusCode).toBe(401);
    expect((await staffGet(cashier.token, '/staff/house/tambola')).statusCode).toBe(403);
    const bad = await staffGet(support.token, '/staff/house/tambola?mode=cash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('mode');
    expect((await staffGet(support.token, '/staff/house/tambola/999999')).statusCode).toBe(404);

    // Only an admin voids; the game on sale is refunded, listed as void, and the void is in the audit log.
    const voidBy = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: `/staff/house/tambola/${selling.id}/void`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'test void from the back office' },
      });
    expect((await voidBy(support.token)).statusCode).toBe(403);
    const voided = await voidBy(admin.token);
    expect(voided.statusCode, voided.body).toBe(200);
    const after = (await staffGet(support.token, '/staff/house/tambola')).json<StaffTambolaGameList>();
    expect(after.data.find((row) => row.round_id === selling.id)?.phase).toBe('void');
    const refunded = (
      await staffGet(admin.token, `/staff/house/tambola/${selling.id}`)
    ).json<StaffTambolaGame>();
    expect(refunded.game.purchases[0]!.status).toBe('refunded');
    const audit = await staffGet(admin.token, '/staff/audit-log');
    expect(audit.body).toContain('tambola.game.void');
    expect(audit.body).toContain('test void from the back office');
  });
});
