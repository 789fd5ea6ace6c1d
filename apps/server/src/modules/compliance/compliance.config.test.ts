import { describe, expect, it } from 'vitest';
import { TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import { ConfigError } from '../../config';
import { complianceSettingsFrom } from './compliance.config';

// MONEY_MODE and BLOCKED_STATES: a wrong value stops the start with a line naming the variable.

describe('complianceSettingsFrom', () => {
  it('defaults to real money and the terms’ seven states', () => {
    expect(complianceSettingsFrom({})).toEqual({
      moneyMode: 'real',
      blockedStates: [...TERMS_BLOCKED_STATES],
      minimumAge: 18,
      cryptoWithdrawals: false,
    });
  });

  it('reads the mode and the states, spelled as the profile spells them', () => {
    expect(complianceSettingsFrom({ MONEY_MODE: 'Wind-Down', BLOCKED_STATES: ' goa, ASSAM ' })).toMatchObject(
      {
        moneyMode: 'wind-down',
        blockedStates: ['Goa', 'Assam'],
      },
    );
  });

  it('turns crypto withdrawals on only when asked', () => {
    expect(complianceSettingsFrom({ CRYPTO_WITHDRAWALS: 'on' }).cryptoWithdrawals).toBe(true);
    expect(complianceSettingsFrom({ CRYPTO_WITHDRAWALS: 'true' }).cryptoWithdrawals).toBe(true);
    expect(complianceSettingsFrom({ CRYPTO_WITHDRAWALS: 'off' }).cryptoWithdrawals).toBe(false);
    expect(() => complianceSettingsFrom({ CRYPTO_WITHDRAWALS: 'yes please' })).toThrow(
      /CRYPTO_WITHDRAWALS: must be on or off/,
    );
  });

  it('refuses an unknown mode or state', () => {
    expect(() => complianceSettingsFrom({ MONEY_MODE: 'fun' })).toThrow(ConfigError);
    expect(() => complianceSettingsFrom({ BLOCKED_STATES: 'Asam' })).toThrow(/BLOCKED_STATES: "Asam"/);
  });
});
