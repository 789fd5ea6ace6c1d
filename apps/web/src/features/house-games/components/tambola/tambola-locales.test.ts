import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAMBOLA_PRIZES } from '@khelo/contracts/house-tambola';
import { PAGE_NAMESPACES } from '@khelo/contracts/locales';

// The Tambola room's words: English and Hindi hold the same keys, a name for every prize and the spoken
// words of every number 1–90 (the Hindi voice reads the words, not digits).

const file = (lng: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../../public/locales', lng, 'tambola.json'),
      'utf8',
    ),
  ) as Record<string, unknown>;

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('tambola locales', () => {
  it('is a page namespace with the same keys in English and Hindi', () => {
    expect(PAGE_NAMESPACES).toContain('tambola');
    expect(keys(file('hd')).sort()).toEqual(keys(file('en')).sort());
  });

  it('names every prize and says every number 1–90 in words', () => {
    for (const lng of ['en', 'hd']) {
      const words = file(lng) as {
        numbers: Record<string, string>;
        prizes: { names: Record<string, string> };
      };
      expect(Object.keys(words.numbers)).toHaveLength(90);
      for (let number = 1; number <= 90; number++) expect(words.numbers[String(number)]).toMatch(/\S/);
      for (const prize of TAMBOLA_PRIZES) expect(words.prizes.names[prize]).toMatch(/\S/);
    }
    const hd = file('hd') as { numbers: Record<string, string> };
    expect([hd.numbers['1'], hd.numbers['27'], hd.numbers['90']]).toEqual(['एक', 'सत्ताईस', 'नब्बे']);
    expect(new Set(Object.values(hd.numbers)).size).toBe(90);
  });
});
