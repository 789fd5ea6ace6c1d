import { randomInt } from 'node:crypto';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import type { App } from '../../src/app';

// Logging in through the real HTTP calls and the sandbox outbox, for tests of anything behind login.

/** A clock tests move by hand (passed to buildApp as `now`). */
export function manualClock(start = new Date('2026-12-01T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** A fresh 10-digit Indian mobile number. */
export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A private address per call so that the 20-per-IP hourly limit does not couple tests. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function latestOutbox(app: App, to: string): Promise<OutboxMessage> {
  const response = await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${encodeURIComponent(to)}` });
  const [latest] = response.json<OutboxMessage[]>();
  if (!latest) throw new Error(`no outbox message for ${to}`);
  return latest;
}

export async function requestMobileOtp(app: App, mobile: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/login/mobile',
    remoteAddress: randomIp(),
    headers: { operator_id: String(DEFAULT_OPERATOR_ID) },
    payload: { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID, ...extra },
  });
  return response;
}

/** Requests a code, reads it from the outbox and confirms it: the login answer. */
export async function loginByMobile(app: App, mobile = randomMobile()): Promise<LoginSuccess> {
  const sent = await requestMobileOtp(app, mobile);
  if (sent.statusCode !== 200) throw new Error(`login/mobile: ${sent.statusCode} ${sent.body}`);
  const { objectId } = sent.json<OtpSent>();
  const { code } = await latestOutbox(app, mobile);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/login/mobile-confirm',
    payload: { otp: code, _id: objectId, mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`login/mobile-confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<LoginSuccess>();
}
