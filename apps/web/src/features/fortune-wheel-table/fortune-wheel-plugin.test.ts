import { describe, expect, it } from 'vitest';
import enTables from '../../../public/locales/en/tables.json';
import hdTables from '../../../public/locales/hd/tables.json';
import { fortuneWheelPlugin } from './fortune-wheel-plugin';

// The table bar under "Fortune Wheel": a show's round is not practice, though nothing is staked at its table.

describe('the Fortune Wheel table bar', () => {
  it('says Show at a show round and the table mode at a practice table', () => {
    const modeKey = fortuneWheelPlugin.modeKey!;
    expect(modeKey('fortune-wheel-show-hi')).toBe('mode.show');
    expect(modeKey('fortune-wheel-show-en')).toBe('mode.show');
    expect(modeKey('practice-fortune-wheel-en')).toBeNull();
    expect([enTables.mode.show, hdTables.mode.show]).toEqual(['Show', 'शो']);
  });
});
