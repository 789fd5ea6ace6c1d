import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TABLES_SETTINGS, tablesSettingsFrom } from '../tables.config';
import { fortuneWheelAdapter } from './fortune-wheel';

// The Fortune Wheel adapter's waits come from the settings the server read at start (FORTUNE_*), not from
// the environment at each wait; and its move parser names the field like the other games'.

const ENV = 'FORTUNE_TURN_MS';
afterEach(() => {
  delete process.env[ENV];
});

describe('the Fortune Wheel adapter', () => {
  it('times each wait from the settings object, whatever the environment says later', () => {
    const settings = tablesSettingsFrom({
      FORTUNE_TURN_MS: '700',
      FORTUNE_SOLVE_MS: '900',
      FORTUNE_BONUS_MS: '1100',
      FORTUNE_REVEAL_MS: '300',
    });
    process.env[ENV] = '60000';
    const wait = (kind: string) => fortuneWheelAdapter.waitLength({ kind } as never, settings, 5000).ms;
    expect([wait('turn'), wait('solve'), wait('bonus-solve'), wait('reveal')]).toEqual([700, 900, 1100, 300]);
    expect(fortuneWheelAdapter.waitLength({ kind: 'turn' } as never, DEFAULT_TABLES_SETTINGS, 0)).toEqual({
      ms: 3000,
      extraMs: 0,
    });
  });

  it('refuses a bad FORTUNE_* value at start, naming it', () => {
    expect(() => tablesSettingsFrom({ FORTUNE_TURN_MS: 'soon' })).toThrow(/FORTUNE_TURN_MS/);
    expect(() => tablesSettingsFrom({ FORTUNE_ONSTAGE_PICKS: '0' })).toThrow(/FORTUNE_ONSTAGE_PICKS/);
  });

  it('parses a move and names the field of a bad one', () => {
    expect(fortuneWheelAdapter.parseMove({ type: 'consonant', letter: 'R' })).toEqual({
      ok: true,
      move: { type: 'consonant', letter: 'R' },
    });
    expect(fortuneWheelAdapter.parseMove({ type: 'consonant', letter: '' })).toMatchObject({
      ok: false,
      field: 'move.letter',
    });
  });
});
