import { describe, expect, it } from 'vitest';
import * as contracts from '@khelo/contracts/auth';
import * as copies from './messages';

describe('login messages', () => {
  it.each([
    'OTP_SENT_NEW',
    'OTP_SENT_EXISTING',
    'OTP_MISMATCH_MOBILE',
    'OTP_MISMATCH_EMAIL',
    'TOKEN_UPDATED',
    'OTP_NOT_FOUND',
    'OTP_EXPIRED',
    'OTP_ALREADY_USED',
    'OTP_REPLACED',
    'OTP_TOO_MANY_ATTEMPTS',
    'OTP_DELIVERY_FAILED',
  ] as const)('%s equals the server constant', (name) => {
    expect(copies[name]).toBe(contracts[name]);
  });

  it('the blocked accounts equal the server messages', () => {
    expect(copies.ACCOUNT_SUSPENDED).toBe(contracts.accountBlockedMessage('suspended'));
    expect(copies.ACCOUNT_TERMINATED).toBe(contracts.accountBlockedMessage('terminated'));
    expect(copies.ACCOUNT_CLOSED).toBe(contracts.accountBlockedMessage('closed'));
  });

  it('the hourly limits: the count and how their 429 messages start', () => {
    expect(copies.OTP_REQUESTS_PER_HOUR).toBe(contracts.OTP_LIMITS.perDestinationPerHour);
    expect(contracts.otpHourlyLimitMessage('mobile', 55)).toMatch(new RegExp(`^${copies.OTP_HOURLY_LIMIT}`));
    expect(contracts.otpHourlyLimitMessage('email', 55)).toMatch(new RegExp(`^${copies.OTP_HOURLY_LIMIT}`));
    expect(contracts.otpIpLimitMessage(55)).toMatch(new RegExp(`^${copies.OTP_NETWORK_LIMIT}`));
  });
});
