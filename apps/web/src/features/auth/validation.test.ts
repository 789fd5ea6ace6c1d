import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@khelo/contracts/auth';
import { EMAIL_INPUT_PATTERN, MOBILE_INPUT_PATTERN, isValidEmail, isValidMobile } from './validation';

describe('login form validation', () => {
  it('uses the same patterns as the API contracts', () => {
    expect(MOBILE_INPUT_PATTERN.source).toBe(MOBILE_PATTERN.source);
    expect(EMAIL_INPUT_PATTERN.source).toBe(EMAIL_PATTERN.source);
  });

  it('accepts exactly 10 digits', () => {
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('98765432101')).toBe(false);
    expect(isValidMobile('98765a3210')).toBe(false);
  });

  it('accepts a standard e-mail address', () => {
    expect(isValidEmail('player@example.com')).toBe(true);
    expect(isValidEmail(' player@example.in ')).toBe(true);
    expect(isValidEmail('player@example')).toBe(false);
    expect(isValidEmail('player example@x.com')).toBe(false);
  });
});
