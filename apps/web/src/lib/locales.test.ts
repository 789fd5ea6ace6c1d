import { describe, expect, it } from 'vitest';
import { locales } from '@/test/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('translation files', () => {
  const en = keys(locales.en).sort();
  const hd = keys(locales.hd).sort();

  it('every English key exists in Hindi', () => {
    expect(en.filter((key) => !hd.includes(key))).toEqual([]);
  });

  it('every Hindi key exists in English', () => {
    expect(hd.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = (file: unknown) =>
      keys(file).filter(
        (key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file) ===
          '',
      );
    expect(empty(locales.en)).toEqual([]);
    expect(empty(locales.hd)).toEqual([]);
  });
});
