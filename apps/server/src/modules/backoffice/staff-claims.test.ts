import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MINUTES, type StaffClaimResponse } from '@khelo/contracts/backoffice-claims';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { deposit } from '../../../test/helpers/cash-calls';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Two cashiers on one pending deposit: the one who opens it first holds it; the other sees who and until
// when, and cannot decide until the claim is released or has expired.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date());
let asha: { token: string; id: string };
let ravi: { token: string; id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
  asha = await createStaff(test.app, 'cashier');
  ravi = await createStaff(test.app, 'cashier');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function staff(token: string, url: string, payload: Record<string, unknown> = {}) {
  return test.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
}

async function pendingDeposit(): Promise<{ id: string; playerId: string }> {
  const player = await loginByMobile(test.app);
  const response = await deposit(test, player, 120);
  expect(response.json()).toMatchObject({ transaction_status: 'PENDING' });
  return { id: response.json<{ transaction_id: string }>().transaction_id, playerId: player.player_id };
}

const cash = (playerId: string) => test.app.ledger.balanceInRupees(playerId);

describe('claims on cashier queue items', () => {
  it('refuses the second cashier while the first holds the item, then lets them once it is released', async () => {
    const { id, playerId } = await pendingDeposit();
    const first = await staff(asha.token, `/staff/deposits/${id}/claim`);
    expect(first.statusCode).toBe(200);
    const claim = first.json<StaffClaimResponse>().claim;
    expect(new Date(claim.expires_at).getTime() - clock.now().getTime()).toBe(CLAIM_MINUTES * 60_000);

    const second = await staff(ravi.token, `/staff/deposits/${id}/claim`);
    expect(second.statusCode).toBe(409);
    const refusal = second.json<{ reason: string; message: string; details: unknown }>();
    expect(refusal.reason).toBe('claimed');
    expect(refusal.message).toMatch(/^Being handled by .+@staff\.test until /);
    expect(refusal.details).toEqual({ by: claim.staff_email, until: claim.expires_at });
    const decided = await staff(ravi.token, `/staff/deposits/${id}/approve`, { reason: 'seen on statement' });
    expect(decided.statusCode).toBe(409);
    expect(decided.json<{ reason: string }>().reason).toBe('claimed');
    expect(await cash(playerId)).toBe(0);
    // Releasing someone else's claim does nothing.
    await staff(ravi.token, `/staff/deposits/${id}/release`);
    expect((await staff(ravi.token, `/staff/deposits/${id}/claim`)).statusCode).toBe(409);

    expect((await staff(asha.token, `/staff/deposits/${id}/release`)).statusCode).toBe(200);
    expect((await staff(ravi.token, `/staff/deposits/${id}/claim`)).statusCode).toBe(200);
    const approved = await staff(ravi.token, `/staff/deposits/${id}/approve`, {
      reason: 'seen on statement',
    });
    expect(approved.statusCode).toBe(200);
    expect(await cash(playerId)).toBe(120);
    const late = await staff(asha.token, `/staff/deposits/${id}/claim`);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/already decided/);
  });

  it('lets another cashier take over a claim once it has expired', async () => {
    const { id, playerId } = await pendingDeposit();
    expect((await staff(asha.token, `/staff/deposits/${id}/claim`)).statusCode).toBe(200);
    clock.advance(CLAIM_MINUTES * 60_000 - 1000);
    expect(
      (await staff(ravi.token, `/staff/deposits/${id}/reject`, { reason: 'no such UTR' })).statusCode,
    ).toBe(409);
    clock.advance(1000);
    const rejected = await staff(ravi.token, `/staff/deposits/${id}/reject`, { reason: 'no such UTR' });
    expect(rejected.statusCode).toBe(200);
    expect(await cash(playerId)).toBe(0);
  });

  it('names unknown and already decided items', async () => {
    expect((await staff(asha.token, '/staff/deposits/999999999/claim')).statusCode).toBe(404);
    expect((await staff(asha.token, '/staff/withdrawals/abc/claim')).statusCode).toBe(400);
  });
});
