import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/backoffice.json';
import hd from '../../../public/locales/hd/backoffice.json';

// The backoffice namespace has every key, with the same placeholders, in English and Hindi.

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

function at(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
}

describe('the backoffice translation files', () => {
  it('have the same keys and placeholders in English and Hindi, none empty', () => {
    const enKeys = keys(en).sort();
    expect(keys(hd).sort()).toEqual(enKeys);
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      expect(at(hd, key), key).not.toBe('');
      expect(placeholders(at(hd, key)), key).toEqual(placeholders(at(en, key)));
    }
  });
});
