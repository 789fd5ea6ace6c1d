import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_REASONS } from '@khelo/contracts/compliance';
import { createTestI18n, locales } from '@/test/i18n';
import { refusalFix, refusalText, type Refusal } from './refusal';

// Every refusal a player can meet, in Hindi, with its times in IST and its amounts in rupees: the server's
// English message never reaches a Hindi page. The details are what the server's rules send (the module
// named beside each).

const hindi = createTestI18n('hd').getFixedT('hd');
const english = createTestI18n('en').getFixedT('en');
const refusal = (reason: string, details?: Record<string, string>): Refusal => ({
  reason,
  message: 'English text of the server',
  details,
});

/** Devanagari, and none of the server's English words. */
function expectHindi(text: string) {
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(text).not.toContain('English text');
}

describe('refusalText', () => {
  it.each([...ELIGIBILITY_REASONS])('has Hindi words for %s', (reason) => {
    expectHindi(refusalText(refusal(reason, { state: 'Assam', name: 'Asha' }), hindi));
  });

  it('says a cool-off and a self-exclusion with the end time in IST (responsible-gaming.service.ts)', () => {
    const until = '2026-11-25T18:30:00.000Z';
    const coolOff = refusalText(refusal('cool_off', { until }), hindi);
    expectHindi(coolOff);
    expect(coolOff).toContain('IST');
    expect(coolOff).toContain('26');
    expect(refusalText(refusal('cool_off', { until }), english)).toContain('until 26 Nov 2026, 12:00 am IST');
    expectHindi(refusalText(refusal('self_excluded', { until }), hindi));
    const forGood = refusalText(refusal('self_excluded'), hindi);
    expect(forGood).toBe(locales.hd.compliance.reasons.self_excluded_permanent);
  });

  it('says a deposit limit with its period, amounts and reset in the reader’s words', () => {
    const details = {
      period: 'daily',
      limit: '5000',
      left: '1250.5',
      resets: '2026-11-25T18:30:00.000Z',
    };
    const text = refusalText(refusal('deposit_limit', details), hindi);
    expectHindi(text);
    expect(text).toContain('दैनिक');
    expect(text).toContain('₹5,000');
    expect(text).toContain('₹1,250.50');
    expect(refusalText(refusal('deposit_limit', details), english)).toBe(
      'Your daily deposit limit of ₹5,000 is reached: you can add ₹1,250.50 more until it resets on 26 Nov 2026, 12:00 am IST.',
    );
  });

  it('says the withdrawal rules of TDS and bonus money (register-tax.ts, register-bonus.ts)', () => {
    expectHindi(refusalText(refusal('pan_required'), hindi));
    const bonus = refusalText(refusal('bonus_not_withdrawable', { withdrawable: '120' }), hindi);
    expectHindi(bonus);
    expect(bonus).toContain('₹120');
    expect(refusalFix('pan_required')).toBe('/kyc');
  });

  it('keeps the server’s message for a reason it has no words for, or without the details they need', () => {
    expect(refusalText(refusal('some_new_rule'), hindi)).toBe('English text of the server');
    expect(refusalText(refusal('deposit_limit'), hindi)).toBe('English text of the server');
  });
});
