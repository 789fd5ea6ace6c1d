import { describe, expect, it } from 'vitest';
import enCallBreak from '../../../public/locales/en/call-break.json';
import enLudo from '../../../public/locales/en/ludo.json';
import enFortuneWheel from '../../../public/locales/en/fortune-wheel.json';
import hdFortuneWheel from '../../../public/locales/hd/fortune-wheel.json';
import enRummy from '../../../public/locales/en/rummy.json';
import enTables from '../../../public/locales/en/tables.json';
import hdCallBreak from '../../../public/locales/hd/call-break.json';
import hdLudo from '../../../public/locales/hd/ludo.json';
import hdRummy from '../../../public/locales/hd/rummy.json';
import hdTables from '../../../public/locales/hd/tables.json';
import enPoker from '../../../public/locales/en/poker.json';
import hdPoker from '../../../public/locales/hd/poker.json';
import enTeenPatti from '../../../public/locales/en/teen-patti.json';
import hdTeenPatti from '../../../public/locales/hd/teen-patti.json';

// The tables' words exist in English and Hindi alike, none empty, with the same placeholders.

function entries(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value)]];
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe.each([
  ['tables', enTables, hdTables],
  ['rummy', enRummy, hdRummy],
  ['teen-patti', enTeenPatti, hdTeenPatti],
  ['call-break', enCallBreak, hdCallBreak],
  ['poker', enPoker, hdPoker],
  ['ludo', enLudo, hdLudo],
  ['fortune-wheel', enFortuneWheel, hdFortuneWheel],
])('%s.json', (_, en, hd) => {
  const english = new Map(entries(en));
  const hindi = new Map(entries(hd));

  it('has every key in both languages and no empty text', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...english.values(), ...hindi.values()].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders in Hindi', () => {
    for (const [key, text] of english)
      expect(placeholders(hindi.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
