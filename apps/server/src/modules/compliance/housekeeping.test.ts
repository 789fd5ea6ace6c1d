import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { players } from '../../db/schema';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { fundPlayer } from '../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createComplianceRepository } from './compliance.repository';
import { runHousekeeping } from './housekeeping';

// The housekeeping job with a clock the test moves: months pass, fees are posted once per month, a second
// run changes nothing, an uncovered fee closes the account after 15 days, and a login reactivates it.

const DAY = 86_400_000;
let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date('2026-01-10T06:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const run = () =>
  runHousekeeping({
    repository: createComplianceRepository(database.database.db),
    ledger: test.app.ledger,
    now: clock.now,
  });
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const balance = (player: LoginSuccess) => test.app.ledger.cashBalance(player.player_id);

async function statusOf(player: LoginSuccess) {
  const [row] = await database.database.db
    .select({ status: players.status })
    .from(players)
    .where(eq(players.id, player.player_id));
  return row?.status;
}

const fund = (player: LoginSuccess, paise: bigint) => fundPlayer(test.app, player, paise);

describe('account housekeeping', () => {
  it('inactivity after 12 months, a monthly fee to the balance, closure 15 days after an uncovered fee', async () => {
    const rich = await loginByMobile(test.app);
    const poor = await loginByMobile(test.app);
    const empty = await loginByMobile(test.app);
    await fund(rich, 60_000n);
    await fund(poor, 10_000n);
    // Other modules may credit a sign-up bonus to cash; the fee is measured from what is there.
    const start = { rich: await balance(rich), poor: await balance(poor) };

    at('2026-12-10T06:00:00Z');
    const recent = await loginByMobile(test.app);
    expect((await run()).inactivated).toEqual([]);

    at('2027-01-11T06:00:00Z');
    const january = await run();
    expect(january.month).toBe('2027-01');
    expect(new Set(january.inactivated)).toEqual(new Set([rich.player_id, poor.player_id, empty.player_id]));
    expect(await statusOf(recent)).toBe('active');
    expect(await balance(rich)).toBe(start.rich - 25_000n);
    const charged = Object.fromEntries(january.charged.map((fee) => [fee.playerId, fee]));
    expect(charged[rich.player_id]).toMatchObject({ chargedPaise: 25_000n, shortfallPaise: 0n });
    expect(await balance(poor)).toBe(0n);
    expect(charged[poor.player_id]).toMatchObject({ shortfallPaise: 25_000n - start.poor });
    const fee = await test.app.ledger.findByReference('maintenance_fee', `${poor.player_id}:2027-01`);
    expect(fee).toMatchObject({
      type: 'fee',
      amount: start.poor,
      remarks: expect.stringMatching(/balance too low/) as unknown,
    });

    // Idempotent: the same month again changes nothing.
    const again = await run();
    expect(again).toMatchObject({ inactivated: [], charged: [], closed: [] });
    expect(await balance(rich)).toBe(start.rich - 25_000n);

    // 14 days after an uncovered fee: still inactive; 16 days: closed.
    at('2027-01-25T06:00:00Z');
    expect((await run()).closed).toEqual([]);
    at('2027-01-27T06:00:00Z');
    const closing = await run();
    const uncovered = [poor, empty].filter((player) => charged[player.player_id]!.shortfallPaise > 0n);
    expect(new Set(closing.closed)).toEqual(new Set(uncovered.map((player) => player.player_id)));
    for (const player of uncovered) expect(await statusOf(player)).toBe('closed');
    expect(await statusOf(rich)).toBe('inactive');

    // February: the second fee, once.
    at('2027-02-11T06:00:00Z');
    const february = await run();
    expect(february.charged.map((fee) => fee.playerId)).toEqual([rich.player_id]);
    await run();
    expect(await balance(rich)).toBe(start.rich - 50_000n);
  });

  it('logging in again makes an inactive account active and stops the fees', async () => {
    at('2027-03-01T06:00:00Z');
    const player = await loginByMobile(test.app);
    await fund(player, 100_000n);
    const before = await balance(player);
    at('2028-03-05T06:00:00Z');
    await run();
    expect(await statusOf(player)).toBe('inactive');
    expect(await balance(player)).toBe(before - 25_000n);

    clock.advance(DAY);
    await loginByMobile(test.app, player.mobile_number!);
    expect(await statusOf(player)).toBe('active');
    at('2028-04-06T06:00:00Z');
    await run();
    expect(await statusOf(player)).toBe('active');
    expect(await balance(player)).toBe(before - 25_000n);
  });

  it('app.housekeeping.runOnce takes the advisory lock and runs the same job', async () => {
    const report = await test.app.housekeeping.runOnce();
    expect(report).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/) as unknown });
  });
});
