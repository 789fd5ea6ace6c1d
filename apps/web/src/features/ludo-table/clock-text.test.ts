import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('the timed Ludo clock', () => {
  it('shows minutes and seconds left, rounded up, never below 0:00', () => {
    expect(clockText(120_000)).toBe('2:00');
    expect(clockText(119_001)).toBe('2:00');
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(9_500)).toBe('0:10');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-40)).toBe('0:00');
  });
});
