import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/history.json';
import hd from '../../../public/locales/hd/history.json';

// The history namespace carries every key in both languages and the spec's two messages verbatim.

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function at(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
}

describe('the history translation files', () => {
  const enKeys = keys(en).sort();

  it('have the same keys in English and Hindi, none empty, the same placeholders', () => {
    expect(keys(hd).sort()).toEqual(enKeys);
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      expect(at(en, key), key).not.toBe('');
      expect(at(hd, key), key).not.toBe('');
      expect(placeholders(at(hd, key)), key).toEqual(placeholders(at(en, key)));
    }
  });

  it('carry the spec strings', () => {
    expect(en.empty).toBe('You do not have any transactions in your account.');
    expect(en.noData).toBe('No data found');
  });
});
