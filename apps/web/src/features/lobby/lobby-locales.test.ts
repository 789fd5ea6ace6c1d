import { describe, expect, it } from 'vitest';
import { lobbyLocales } from '@/test/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function at(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
}

describe('the lobby translation files', () => {
  const en = keys(lobbyLocales.en).sort();
  const hd = keys(lobbyLocales.hd).sort();

  it('have the same keys in English and Hindi, none empty', () => {
    expect(hd).toEqual(en);
    expect(en.filter((key) => at(lobbyLocales.en, key) === '' || at(lobbyLocales.hd, key) === '')).toEqual(
      [],
    );
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of en) {
      expect(placeholders(at(lobbyLocales.hd, key)), key).toEqual(placeholders(at(lobbyLocales.en, key)));
    }
  });

  it('carry the spec strings of the launch alerts', () => {
    expect(lobbyLocales.en.launch.invalid).toBe('Game code is invalid!');
    expect(lobbyLocales.en.launch.notLive).toBe('Game is not live yet!');
  });
});
