import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// POST /staff/players/:player_id/status: admin and support suspend, terminate or reactivate a player with
// a reason; audited in the same transaction; termination is final.

let database: TestDatabase;
let test: TestApp;
let support: { token: string; id: string };
let admin: { token: string; id: string };
const clock = manualClock(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { cashEligibility: true, now: clock.now });
  support = await createStaff(test.app, 'support');
  admin = await createStaff(test.app, 'admin');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function setStatus(playerId: string, body: Record<string, unknown>, token: string | null = support.token) {
  return test.app.inject({
    method: 'POST',
    url: `/staff/players/${playerId}/status`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

describe('POST /staff/players/:player_id/status', () => {
  it('401 without a staff login, 403 for a cashier', async () => {
    const player = await loginByMobile(test.app);
    const body = { status: 'suspended', reason: 'fraud check' };
    expect((await setStatus(player.player_id, body, null)).statusCode).toBe(401);
    const cashier = await createStaff(test.app, 'cashier');
    expect((await setStatus(player.player_id, body, cashier.token)).statusCode).toBe(403);
  });

  it('400 naming the field: no reason, an unknown status, a bad id; 404 for an unknown player', async () => {
    const player = await loginByMobile(test.app);
    const noReason = await setStatus(player.player_id, { status: 'suspended' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/reason/);
    const closed = await setStatus(player.player_id, { status: 'closed', reason: 'because' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json<{ message: string }>().message).toMatch(/status/);
    expect((await setStatus('not-a-uuid', { status: 'active', reason: 'because' })).statusCode).toBe(400);
    expect((await setStatus(randomUUID(), { status: 'active', reason: 'because' })).statusCode).toBe(404);
  });

  it('suspends with a reason: audited, the session ends, login is refused; reactivation lets them back', async () => {
    const player = await loginByMobile(test.app);
    const response = await setStatus(player.player_id, { status: 'suspended', reason: 'KYC mismatch' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'player status changed',
      player_id: player.player_id,
      previous_status: 'active',
      player_status: 'suspended',
    });

    const log = await test.app.inject({
      method: 'GET',
      url: `/staff/audit-log?subject_type=player&subject_id=${player.player_id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [row] = log.json<AuditLogResponse>().data;
    expect(row).toMatchObject({
      staff_id: support.id,
      action: 'player.status',
      reason: 'KYC mismatch',
      details: { from: 'active', to: 'suspended' },
    });

    const menu = await test.app.inject({
      method: 'POST',
      url: '/api/cash-eligibility',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { operator_id: player.operator_id, player_id: player.player_id },
    });
    expect(menu.statusCode).toBe(401);
    const mobile = player.mobile_number!;
    clock.advance(31_000);
    await expect(loginByMobile(test.app, mobile)).rejects.toThrow(/403.*suspended/);

    expect((await setStatus(player.player_id, { status: 'active', reason: 'cleared' })).statusCode).toBe(200);
    clock.advance(31_000);
    expect((await loginByMobile(test.app, mobile)).player_id).toBe(player.player_id);
  });

  it('terminated is final: another change answers 409', async () => {
    const player = await loginByMobile(test.app);
    const ended = await setStatus(
      player.player_id,
      { status: 'terminated', reason: 'duplicate account' },
      admin.token,
    );
    expect(ended.statusCode).toBe(200);
    const revived = await setStatus(player.player_id, { status: 'active', reason: 'oops' }, admin.token);
    expect(revived.statusCode).toBe(409);
    expect(revived.json()).toEqual({
      status: 0,
      message: 'This account is terminated; termination is final',
    });
  });
});
