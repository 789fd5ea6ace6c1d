import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import type { BonusSummary } from '@khelo/contracts/bonus-tax';
import {
  latestOutbox,
  loginByMobile,
  manualClock,
  randomMobile,
  requestMobileOtp,
} from '../../../test/helpers/auth';
import {
  bet,
  moneyTestApp,
  deposit,
  history,
  playerCall,
  rollback,
  win,
  withdrawUpi,
} from '../../../test/helpers/money';

// Bonuses over HTTP with the default settings (SIGNUP_BONUS 25, WELCOME_BONUS_PERCENT 100,
// WELCOME_BONUS_CAP 1000, REFERRAL_BONUS 100, BONUS_CLAIM_DAYS 30, BONUS_RELEASE_PERCENT 10).

const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
const test = moneyTestApp(clock.now);

async function summary(player: LoginSuccess): Promise<BonusSummary> {
  const response = await playerCall(test.app, player, '/api/bonus/summary');
  expect(response.statusCode).toBe(200);
  return response.json<BonusSummary>();
}

async function bonusRemarks(player: LoginSuccess): Promise<string[]> {
  return (await history(test.app, player, 'bonus')).data.map((row) => row.transaction_details.remarks);
}

async function signUpWith(referralCode: string): Promise<LoginSuccess> {
  const mobile = randomMobile();
  const sent = await requestMobileOtp(test.app, mobile, { referral_code: referralCode });
  const { code } = await latestOutbox(test.app, mobile);
  const confirmed = await test.app.inject({
    method: 'POST',
    url: '/login/mobile-confirm',
    payload: {
      otp: code,
      _id: sent.json<OtpSent>().objectId,
      mobile_number: mobile,
      operator_id: DEFAULT_OPERATOR_ID,
    },
  });
  return confirmed.json<LoginSuccess>();
}

describe('sign-up bonus', () => {
  it('credits Rs 25 cash once, shown in the login answer and in the history', async () => {
    const mobile = randomMobile();
    const first = await loginByMobile(test.app, mobile);
    expect(first.wallet_balance).toBe(25);
    clock.advance(31_000); // past the resend cooldown
    const again = await loginByMobile(test.app, mobile);
    expect(await test.app.ledger.balanceInRupees(again.player_id)).toBe(25);
    expect(await bonusRemarks(again)).toEqual(['Sign-up bonus']);
  });
});

describe('welcome bonus', () => {
  it('adds 100% of the first deposit to the bonus account, with an expiry, and nothing on the second', async () => {
    const player = await loginByMobile(test.app);
    expect((await summary(player)).welcome_bonus).toEqual({ percent: 100, cap: 1000, available: true });
    await deposit(test.app, player, 500);
    await deposit(test.app, player, 2000);
    const after = await summary(player);
    expect(after).toMatchObject({ cash_balance: 2525, bonus_balance: 500, release_percent: 10 });
    expect(after.welcome_bonus.available).toBe(false);
    expect(new Date(after.bonus_expires_at!).getTime()).toBe(clock.now().getTime() + 30 * 86_400_000);
    expect(await bonusRemarks(player)).toContain('Welcome bonus: 100% of your first deposit of ₹500.00');
  });

  it('is capped at WELCOME_BONUS_CAP (1000)', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 3000);
    expect((await summary(player)).bonus_balance).toBe(1000);
  });
});

describe('refer a friend', () => {
  it('gives the referrer 100 bonus once, when the referred player first deposits', async () => {
    const referrer = await loginByMobile(test.app);
    const code = (await summary(referrer)).referral.code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await summary(referrer)).referral).toEqual({ code, bonus: 100 });

    const friend = await signUpWith(code.toLowerCase());
    expect((await summary(referrer)).bonus_balance).toBe(0);
    await deposit(test.app, friend, 200);
    await deposit(test.app, friend, 300);
    expect((await summary(referrer)).bonus_balance).toBe(100);
    expect(await bonusRemarks(referrer)).toContain('Refer-a-friend bonus: your friend made a first deposit');
  });

  it('an unknown code signs up normally and pays no referral bonus', async () => {
    const stranger = await signUpWith('NOSUCHCD');
    await deposit(test.app, stranger, 100);
    expect((await summary(stranger)).bonus_balance).toBe(100);
    expect((await bonusRemarks(stranger)).some((remark) => remark.startsWith('Refer-a-friend'))).toBe(false);
  });
});

describe('release to cash', () => {
  it('moves 10% of every cash stake from bonus to cash until the bonus is used up', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 200); // cash 225, bonus 200
    await bet(test.app, player, 200); // releases 20
    expect(await summary(player)).toMatchObject({ cash_balance: 45, bonus_balance: 180 });
    expect(await bonusRemarks(player)).toContain('Bonus released: 10% of a ₹200.00 stake');
    await win(test.app, player, 2000);
    await bet(test.app, player, 1900); // 190 due, 180 left
    expect(await summary(player)).toMatchObject({ cash_balance: 325, bonus_balance: 0 });
    await bet(test.app, player, 100);
    expect(await summary(player)).toMatchObject({ cash_balance: 225, bonus_balance: 0 });
  });

  it('takes a release back when the provider rolls the bet back', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 100); // cash 125, bonus 100
    const betId = await bet(test.app, player, 50); // releases 5
    expect(await summary(player)).toMatchObject({ cash_balance: 80, bonus_balance: 95 });
    await rollback(test.app, player, betId);
    expect(await summary(player)).toMatchObject({ cash_balance: 125, bonus_balance: 100 });
    expect(await bonusRemarks(player)).toContain('Bonus release cancelled: the bet was rolled back');
  });

  it('forfeits bonus not released within BONUS_CLAIM_DAYS', async () => {
    const mobile = randomMobile();
    const player = await loginByMobile(test.app, mobile);
    await deposit(test.app, player, 100);
    await bet(test.app, player, 50); // releases 5, 95 left
    clock.advance(31 * 86_400_000);
    const fresh = await loginByMobile(test.app, mobile);
    const after = await summary(fresh);
    expect(after).toMatchObject({ bonus_balance: 0, bonus_expires_at: null });
    expect(await bonusRemarks(fresh)).toContain('Bonus expired: ₹95.00 not released within 30 days');
    await bet(test.app, fresh, 20);
    expect((await summary(fresh)).bonus_balance).toBe(0);
    clock.advance(-31 * 86_400_000);
  });
});

describe('withdrawing bonus money', () => {
  it('needs one cash deposit and one cash game first; the player’s own deposit can always leave', async () => {
    const player = await loginByMobile(test.app);
    const refused = await withdrawUpi(test.app, player, 25);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'bonus_not_withdrawable',
      details: { withdrawable: '0' },
    });
    expect(refused.json<{ message: string }>().message).toContain('after one cash deposit and one cash game');
    await deposit(test.app, player, 100); // cash 125, of which 25 promotional
    expect((await withdrawUpi(test.app, player, 101)).statusCode).toBe(403);
    const allowed = await withdrawUpi(test.app, player, 40);
    expect(allowed.statusCode, allowed.body).toBe(200);
    await bet(test.app, player, 10); // a cash game (releases 1): cash 76, all of it withdrawable now
    const after = await withdrawUpi(test.app, player, 60);
    expect(after.statusCode, after.body).toBe(200);
    // Beyond the deposits it is winnings: 16 more carries TDS, so it needs a verified PAN.
    expect((await withdrawUpi(test.app, player, 16)).json()).toMatchObject({ reason: 'pan_required' });
  });
});

describe('bonus summary call', () => {
  it('needs the token and the token’s own player', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const noToken = await test.app.inject({
      method: 'POST',
      url: '/api/bonus/summary',
      payload: { operator_id: DEFAULT_OPERATOR_ID, player_id: player.player_id },
    });
    expect(noToken.statusCode).toBe(401);
    const mismatch = await test.app.inject({
      method: 'POST',
      url: '/api/bonus/summary',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { operator_id: DEFAULT_OPERATOR_ID, player_id: other.player_id },
    });
    expect(mismatch.statusCode).toBe(403);
    const bad = await playerCall(test.app, player, '/api/bonus/summary', { operator_id: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
