import { describe, expect, it } from 'vitest';
import { accountBlockedMessage, OTP_DELIVERY_FAILED } from '@khelo/contracts/auth';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createTestI18n } from '@/test/i18n';
import { loginErrorText } from './login-errors';

// What the login modal and the other pages say for a server's refusal in Hindi: the known answers in their
// own words, any other one as a Hindi text instead of the server's English; English keeps the server's words.

const hindi = createTestI18n('hd').getFixedT('hd');
const english = createTestI18n('en').getFixedT('en');
const refused = (status: number, message: string) =>
  new ApiError({ kind: 'HTTP', status, data: { status: 0, message } }, message);

describe('loginErrorText in Hindi', () => {
  it.each([
    [503, OTP_DELIVERY_FAILED, 'OTP नहीं भेजा जा सका'],
    [403, accountBlockedMessage('suspended'), 'निलंबित'],
    [403, accountBlockedMessage('terminated'), 'समाप्त'],
    [403, accountBlockedMessage('closed'), 'बंद'],
    [400, 'mobile_number: must be 10 digits', 'लॉग इन नहीं हो सका'],
  ])('%i %s', (status, message, words) => {
    const text = loginErrorText(refused(status, message), hindi);
    expect(text).toContain(words);
    expect(text).not.toMatch(/[a-z]{3}/);
  });

  it('keeps the server’s words in English', () => {
    expect(loginErrorText(refused(400, 'mobile_number: must be 10 digits'), english)).toBe(
      'mobile_number: must be 10 digits',
    );
  });
});

describe('errorMessage', () => {
  it('gives a Hindi page a Hindi text for a server message it has no words for', () => {
    const error = refused(400, 'city: at most 64 characters');
    expect(errorMessage(error, hindi)).toBe('अनुरोध पूरा नहीं हो सका। कृपया विवरण जाँचकर फिर से कोशिश करें।');
    expect(errorMessage(error, english)).toBe('city: at most 64 characters');
  });
});
