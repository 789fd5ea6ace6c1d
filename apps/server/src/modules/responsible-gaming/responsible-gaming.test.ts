import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { COLOR_GAME_CODE } from '@khelo/contracts/house-games';
import type { DepositLimit, RgState } from '@khelo/contracts/responsible-gaming';
import { loginByMobile, manualClock, randomMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Responsible gaming over HTTP: limits (a cut at once, a raise after exactly 72 hours), their enforcement
// on deposits, cool-off and self-exclusion. The eligibility rules of cash play are off here so that a fresh
// player is eligible and only these rules refuse. The clock starts at the real time because the ledger
// stamps deposits with the database clock; tests that move it run after those that deposit.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date());
const HOUR = 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now, cashEligibility: false });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function call(player: LoginSuccess, url: string, body: Record<string, unknown> = {}, token = player.token) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

/** A player and a way to log in again once the clock moved past the access token's life. */
async function newPlayer() {
  const mobile = randomMobile();
  return { player: await loginByMobile(test.app, mobile), again: () => loginByMobile(test.app, mobile) };
}

const limitOf = (state: RgState, period: DepositLimit['period']) =>
  state.limits.find((limit) => limit.period === period)!;

const read = async (player: LoginSuccess) => (await call(player, '/api/responsible-gaming')).json<RgState>();

const setLimits = (player: LoginSuccess, limits: Record<string, number | null>) =>
  call(player, '/api/responsible-gaming/limits', limits);

const deposit = (player: LoginSuccess, amount: number) =>
  call(player, '/transaction/deposit', {
    deposit_method: 'upi-QR',
    transaction_id: String(randomInt(100_000_000_000, 999_999_999_999)),
    amount,
  });

describe('access and validation', () => {
  it('401 without a token, 403 for another player, 400 naming the field', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    expect((await call(player, '/api/responsible-gaming', {}, '')).statusCode).toBe(401);
    for (const url of ['/api/responsible-gaming', '/api/responsible-gaming/limits'])
      expect((await call(player, url, { player_id: other.player_id })).statusCode).toBe(403);

    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/responsible-gaming/limits', { daily: -5 }, 'daily: must be more than 0'],
      ['/api/responsible-gaming/limits', { weekly: 10.555 }, 'weekly: must have at most two decimals'],
      ['/api/responsible-gaming/cool-off', { duration: '2h', confirm: true }, 'duration: must be one of'],
      ['/api/responsible-gaming/cool-off', { duration: '24h' }, 'confirm: must be true'],
      ['/api/responsible-gaming/self-exclusion', { months: 3, confirm: true }, 'months: must be at least 6'],
      ['/api/responsible-gaming/self-exclusion', { confirm: true }, 'months: is required unless permanent'],
    ];
    for (const [url, body, message] of cases) {
      const response = await call(player, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    // Nothing was changed by the refused calls.
    const state = await read(player);
    expect(state.break).toBeNull();
    expect(state.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(true);
  });
});

describe('deposit limits on deposits', () => {
  it('counts completed and pending deposits of the IST day and refuses one that would pass the limit', async () => {
    const player = await loginByMobile(test.app);
    expect((await setLimits(player, { daily: 1000 })).statusCode).toBe(200);
    expect((await deposit(player, 600)).statusCode).toBe(200);
    const over = await deposit(player, 500);
    expect(over.statusCode).toBe(409);
    const refusal = over.json<{ message: string; reason: string; details: { resets: string } }>();
    expect(refusal.reason).toBe('deposit_limit');
    // The same as data, for the pages to say in the player's language.
    expect(refusal.details).toMatchObject({ period: 'daily', limit: '1000', left: '400' });
    expect(new Date(refusal.details.resets).getTime()).toBeGreaterThan(Date.now());
    expect(refusal.message).toContain('Daily deposit limit of ₹1,000.00');
    expect(refusal.message).toContain('₹400.00 more');
    expect(refusal.message).toMatch(/resets on .* 00:00 IST/);
    expect((await deposit(player, 400)).statusCode).toBe(200);
    expect(limitOf(await read(player), 'daily').used).toBe(1000);
  });
});

describe('changing a limit', () => {
  it('applies a first limit and a cut at once, a raise after exactly 72 hours', async () => {
    const { player, again } = await newPlayer();
    let state = (await setLimits(player, { weekly: 5000 })).json<RgState>();
    expect(limitOf(state, 'weekly')).toMatchObject({ amount: 5000, pending: null });
    state = (await setLimits(player, { weekly: 3000 })).json<RgState>();
    expect(limitOf(state, 'weekly')).toMatchObject({ amount: 3000, pending: null });

    const asked = clock.now().getTime();
    state = (await setLimits(player, { weekly: 8000 })).json<RgState>();
    expect(limitOf(state, 'weekly')).toEqual(
      expect.objectContaining({
        amount: 3000,
        pending: { amount: 8000, effective_at: new Date(asked + 72 * HOUR).toISOString() },
      }),
    );
    clock.advance(72 * HOUR - 1);
    const later = await again();
    expect(limitOf(await read(later), 'weekly').amount).toBe(3000);
    clock.advance(1);
    expect(limitOf(await read(later), 'weekly')).toMatchObject({ amount: 8000, pending: null });
  });

  it('removes a limit only after 72 hours, and a cut cancels a waiting raise', async () => {
    const { player, again } = await newPlayer();
    await setLimits(player, { monthly: 20000 });
    let state = (await setLimits(player, { monthly: null })).json<RgState>();
    expect(limitOf(state, 'monthly')).toMatchObject({ amount: 20000, pending: { amount: null } });
    state = (await setLimits(player, { monthly: 15000 })).json<RgState>();
    expect(limitOf(state, 'monthly')).toMatchObject({ amount: 15000, pending: null });
    await setLimits(player, { monthly: null });
    clock.advance(72 * HOUR);
    expect(limitOf(await read(await again()), 'monthly')).toMatchObject({ amount: null, pending: null });
  });
});

describe('cool-off', () => {
  it('refuses deposits and cash launches but not withdrawals, cannot be shortened, and ends on time', async () => {
    const player = await loginByMobile(test.app);
    const started = (
      await call(player, '/api/responsible-gaming/cool-off', { duration: '24h', confirm: true })
    ).json<RgState>();
    expect(started.break).toMatchObject({ kind: 'cool_off' });
    expect(started.practice_allowed).toBe(true);

    const refusedDeposit = await deposit(player, 100);
    expect(refusedDeposit.statusCode).toBe(409);
    const coolOff = refusedDeposit.json<{ reason: string; details: { until: string } }>();
    expect(coolOff.reason).toBe('cool_off');
    expect(coolOff.details.until).toBe(started.break!.ends_at);
    const launch = await call(player, '/api/game-launch', { game_code: COLOR_GAME_CODE });
    expect(launch.statusCode).toBe(409);
    expect(launch.json<{ message: string }>().message).toContain('cool-off');
    // Withdrawals may meet other rules (KYC, …), never the cool-off.
    const withdrawal = await test.app.compliance.check({ playerId: player.player_id, action: 'withdrawal' });
    expect(withdrawal?.reason).not.toBe('cool_off');
    expect(
      await test.app.responsibleGaming.rule({ playerId: player.player_id, action: 'withdrawal' }),
    ).toBeNull();
    // Practice stays open during a cool-off (no money moves).
    expect((await call(player, '/api/practice-launch', { game_code: COLOR_GAME_CODE })).statusCode).toBe(200);

    const shorter = await call(player, '/api/responsible-gaming/cool-off', {
      duration: '24h',
      confirm: true,
    });
    expect(shorter.statusCode).toBe(409);

    clock.advance(24 * HOUR);
    expect(await test.app.compliance.check({ playerId: player.player_id, action: 'cash_game' })).toBeNull();
  });
});

describe('self-exclusion', () => {
  it('refuses deposits, cash games and practice for the months chosen', async () => {
    const player = await loginByMobile(test.app);
    const excluded = await call(player, '/api/responsible-gaming/self-exclusion', {
      months: 6,
      confirm: true,
    });
    expect(excluded.statusCode).toBe(200);
    const state = excluded.json<RgState>();
    expect(state.break?.kind).toBe('self_exclusion');
    expect(state.practice_allowed).toBe(false);

    const cash = await test.app.compliance.check({
      playerId: player.player_id,
      action: 'deposit',
      amountPaise: 100n,
    });
    expect(cash?.reason).toBe('self_excluded');
    const practice = await call(player, '/api/practice-launch', { game_code: COLOR_GAME_CODE });
    expect(practice.statusCode).toBe(403);
    // A cool-off cannot replace it.
    expect(
      (await call(player, '/api/responsible-gaming/cool-off', { duration: '30d', confirm: true })).statusCode,
    ).toBe(409);
    clock.advance(183 * 24 * HOUR);
    expect(
      await test.app.compliance.check({ playerId: player.player_id, action: 'deposit', amountPaise: 100n }),
    ).toBeNull();
  });

  it('can be permanent', async () => {
    const player = await loginByMobile(test.app);
    const excluded = await call(player, '/api/responsible-gaming/self-exclusion', {
      permanent: true,
      confirm: true,
    });
    expect(excluded.json<RgState>().break).toMatchObject({ kind: 'self_exclusion', ends_at: null });
  });
});
