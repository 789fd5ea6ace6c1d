import { describe, expect, it } from 'vitest';
import { formatIst, formatList } from './format';

// One helper for every time shown: India Standard Time whatever the machine's zone (the tests run on UTC),
// and a time says "IST".

describe('formatIst', () => {
  const at = '2026-11-22T14:02:37.000Z';

  it('shows a UTC afternoon as the evening in India, and says IST', () => {
    expect(formatIst(at, 'en')).toBe('22 Nov 2026, 7:32 pm IST');
    expect(formatIst(at, 'en', 'time')).toBe('7:32 pm IST');
    expect(formatIst(at, 'en', 'date')).toBe('22 Nov 2026');
  });

  it("takes India's date, not the machine's, just after midnight in India", () => {
    const night = '2026-11-22T18:45:09.000Z';
    expect(formatIst(night, 'en', 'date')).toBe('23 Nov 2026');
    expect(formatIst(night, 'en', 'time')).toBe('12:15 am IST');
  });

  it('writes Hindi dates in Hindi, with the same IST time', () => {
    expect(formatIst(at, 'hd')).toMatch(/^22 नव॰ 2026, 7:32 pm IST$/);
  });

  it('accepts a Date and epoch milliseconds alike', () => {
    const date = new Date(at);
    expect(formatIst(date, 'en')).toBe(formatIst(date.getTime(), 'en'));
  });

  it('falls back to English for an unknown language', () => {
    expect(formatIst(at, 'xx', 'time')).toBe('7:32 pm IST');
  });
});

describe('formatList', () => {
  const lists = [
    [],
    ['Assam'],
    ['Assam', 'Telangana'],
    ['Assam', 'Telangana', 'Andhra Pradesh'],
    ['A', 'B', 'C', 'D'],
  ];

  it('writes what Intl.ListFormat writes, in English and in Hindi', () => {
    for (const [language, tag] of [
      ['en', 'en-IN'],
      ['hd', 'hi-IN'],
    ] as const) {
      const intl = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
      for (const list of lists) expect(formatList(list, language)).toBe(intl.format(list));
    }
  });

  it('falls back to English for an unknown language', () => {
    expect(formatList(['Assam', 'Telangana', 'Andhra Pradesh'], 'fr')).toBe(
      'Assam, Telangana and Andhra Pradesh',
    );
  });
});
