import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_MESSAGES,
  type StaffAdjustmentResponse,
  type StaffPlayerDetail,
  type StaffPlayerList,
} from '@khelo/contracts/backoffice-players';
import { MINES_GAME_CODE } from '@khelo/contracts/house-games';
import { loginByMobile } from '../../../test/helpers/auth';
import { housePlayer } from '../../../test/helpers/house-player';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Players in the back office: search, the player's file, and balance adjustments (a second admin above
// ₹10,000; the requester cannot approve their own).

let database: TestDatabase;
let test: TestApp;
let admin: { token: string; id: string };
let second: { token: string; id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
  admin = await createStaff(test.app, 'admin');
  second = await createStaff(test.app, 'admin');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function call(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function cash(playerId: string): Promise<number> {
  const detail = await call(admin.token, 'GET', `/staff/players/${playerId}`);
  return detail.json<StaffPlayerDetail>().balances.cash;
}

describe('staff players', () => {
  it('finds a player by part of the mobile number and by id, and shows the file', async () => {
    const player = await loginByMobile(test.app);
    const support = await createStaff(test.app, 'support');
    const byMobile = await call(support.token, 'GET', `/staff/players?q=${player.mobile_number!.slice(2)}`);
    expect(byMobile.json<StaffPlayerList>().data.map((row) => row.id)).toContain(player.player_id);
    const byId = await call(support.token, 'GET', `/staff/players?q=${player.player_id}`);
    expect(byId.json<StaffPlayerList>().data).toHaveLength(1);
    const short = await call(support.token, 'GET', '/staff/players?q=9');
    expect(short.statusCode).toBe(400);
    const detail = await call(support.token, 'GET', `/staff/players/${player.player_id}`);
    expect(detail.json<StaffPlayerDetail>()).toMatchObject({
      player: { id: player.player_id, status: 'active' },
      balances: { cash: 0, bonus: 0 },
    });
  });

  it("shows the player's deposit limits, a waiting raise, the break in force and house-game bets", async () => {
    const { player, token } = await housePlayer(test.app, 1000, MINES_GAME_CODE);
    const started = await test.app.inject({
      method: 'POST',
      url: '/house/mines/start',
      payload: { game_code: MINES_GAME_CODE, token, amount: 100, mines: 3 },
    });
    expect(started.statusCode).toBe(200);
    await test.app.responsibleGaming.setLimits(player.player_id, { daily: 500 });
    await test.app.responsibleGaming.setLimits(player.player_id, { daily: 2000 });
    await test.app.responsibleGaming.coolOff(player.player_id, '24h');

    const auditor = await createStaff(test.app, 'auditor');
    const detail = (
      await call(auditor.token, 'GET', `/staff/players/${player.player_id}`)
    ).json<StaffPlayerDetail>();
    const daily = detail.responsible_gaming.limits.find((limit) => limit.period === 'daily');
    expect(daily).toMatchObject({ amount: 500, pending: { amount: 2000 } });
    expect(detail.responsible_gaming.limits.find((limit) => limit.period === 'weekly')?.amount).toBeNull();
    expect(detail.responsible_gaming.break).toMatchObject({ kind: 'cool_off' });
    expect(detail.rounds).toHaveLength(1);
    expect(detail.rounds[0]).toMatchObject({ game_code: MINES_GAME_CODE, game_name: 'Mines', stake: 100 });
  });

  it('posts a small adjustment at once with its reason, and refuses a debit beyond the balance', async () => {
    const player = await loginByMobile(test.app);
    const url = `/staff/players/${player.player_id}/adjustments`;
    const noReason = await call(admin.token, 'POST', url, { direction: 'credit', amount: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/reason/);
    const credit = await call(admin.token, 'POST', url, {
      direction: 'credit',
      amount: 250.5,
      reason: 'goodwill for a failed round',
    });
    expect(credit.json<StaffAdjustmentResponse>().adjustment).toMatchObject({
      status: 'applied',
      amount: 250.5,
    });
    expect(await cash(player.player_id)).toBe(250.5);
    const tooMuch = await call(admin.token, 'POST', url, {
      direction: 'debit',
      amount: 300,
      reason: 'clawback of a duplicate',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ status: 0, message: ADJUSTMENT_MESSAGES.insufficient });
    expect(await cash(player.player_id)).toBe(250.5);
    const detail = (
      await call(admin.token, 'GET', `/staff/players/${player.player_id}`)
    ).json<StaffPlayerDetail>();
    expect(detail.ledger[0]).toMatchObject({
      type: 'adjustment',
      amount: 250.5,
      remarks: 'goodwill for a failed round',
    });
  });

  it('holds a large adjustment until a second admin approves it', async () => {
    const player = await loginByMobile(test.app);
    const requested = await call(admin.token, 'POST', `/staff/players/${player.player_id}/adjustments`, {
      direction: 'credit',
      amount: 15_000,
      reason: 'tournament prize paid by hand',
    });
    const adjustment = requested.json<StaffAdjustmentResponse>().adjustment;
    expect(adjustment.status).toBe('pending');
    expect(await cash(player.player_id)).toBe(0);

    const own = await call(admin.token, 'POST', `/staff/adjustments/${adjustment.id}/approve`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ status: 0, message: ADJUSTMENT_MESSAGES.secondApprover });
    expect(await cash(player.player_id)).toBe(0);

    const approved = await call(second.token, 'POST', `/staff/adjustments/${adjustment.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json<StaffAdjustmentResponse>().adjustment).toMatchObject({ status: 'applied' });
    expect(await cash(player.player_id)).toBe(15_000);
    const again = await call(second.token, 'POST', `/staff/adjustments/${adjustment.id}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(await cash(player.player_id)).toBe(15_000);
  });
});
