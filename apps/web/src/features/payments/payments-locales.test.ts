import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@khelo/contracts/payments';
import en from '../../../public/locales/en/payments.json';
import hd from '../../../public/locales/hd/payments.json';
import { parseAmount } from './payment-form';

// The payments namespace has every key in both languages, the spec's toasts verbatim, and amounts typed
// as text are read exactly.

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function at(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
}

describe('the payments translation files', () => {
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

  it('carry the spec’s deposit messages verbatim in English', () => {
    expect(en.qr.submitted).toBe(PAYMENT_MESSAGES.depositSubmitted);
    expect(en.qr.completed).toBe(PAYMENT_MESSAGES.depositCredited);
  });
});

describe('parseAmount', () => {
  it('reads positive rupees with at most two decimals and nothing else', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 20.50 ')).toBe(20.5);
    for (const text of ['', '0', '-5', '1.005', 'abc', '1e3', '12,000'])
      expect(parseAmount(text), text).toBeNull();
  });
});
