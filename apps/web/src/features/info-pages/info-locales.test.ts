import { describe, expect, it } from 'vitest';
import { PAGE_NAMESPACES } from '@khelo/contracts/locales';
import { pagesLocales, rulesLocales } from '@/test/info-locales';

// The pages and rules namespaces carry every key in both languages, with the same placeholders, and the
// spec's strings verbatim.

function entries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [`${prefix}.${index}`, item]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['pages', pagesLocales],
  ['rules', rulesLocales],
])('the %s translation files', (_name, files) => {
  it('have the same keys in English and Hindi, none empty, the same placeholders', () => {
    const en = new Map(entries(files.en));
    const hd = new Map(entries(files.hd));
    expect([...hd.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of en) {
      expect(value, key).not.toBe('');
      expect(hd.get(key), key).not.toBe('');
      expect(placeholders(hd.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('have Hindi text that is not the English text (except names and codes)', () => {
    const en = new Map(entries(files.en));
    const same = entries(files.hd).filter(
      ([key, value]) =>
        value === en.get(key) &&
        !/^[\s\d.@+/:&()-]*$/.test(String(value).replace(/\{\{\w+\}\}/g, '')) &&
        String(value) !== 'OTP',
    );
    expect(same.filter(([key]) => !key.endsWith('emailPlaceholder'))).toEqual([]);
  });
});

describe('spec strings', () => {
  it('come from the namespaces the contracts list', () => {
    expect(PAGE_NAMESPACES).toEqual(expect.arrayContaining(['pages', 'rules']));
  });

  it('are verbatim', () => {
    expect(rulesLocales.en.notFound).toBe('Game rules not found.');
    expect(pagesLocales.en.verify.enterOtp).toBe('Enter OTP');
    expect(pagesLocales.en.verify.resendIn).toBe('Resend OTP in {{seconds}} sec');
    expect(pagesLocales.en.verify.resend).toBe('Resend');
    expect(pagesLocales.en.verify.verify).toBe('Verify');
    expect(pagesLocales.en.verify.doneTitle).toBe('Download and Start Playing');
    expect(pagesLocales.en.verify.download).toBe('Download & Play');
    expect(pagesLocales.en.contact.submit).toBe('Submit');
  });
});
