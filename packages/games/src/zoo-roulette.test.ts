import { describe, expect, it } from 'vitest';
import { outcomeHash, unitFloat } from './fair';
import { verifyRound } from './verify';
import {
  BEASTS,
  BIRDS,
  decodeZooSlip,
  encodeZooSlip,
  groupOf,
  ZOO_BETS,
  ZOO_MULTIPLIER,
  ZOO_RTP_PERCENT,
  ZOO_SECTORS,
  ZOO_WHEEL,
  zooReturn,
  zooRtpPercent,
  zooSector,
  zooSlipReturn,
} from './zoo-roulette';

const countOf = (sector: string) => ZOO_WHEEL.filter((s) => s === sector).length;

describe('zoo roulette', () => {
  it('has 50 sectors: per group 2 / 4 / 6 / 12 of its animals, one gold and one silver shark', () => {
    expect(ZOO_SECTORS).toBe(50);
    expect(BEASTS.map(countOf)).toEqual([2, 4, 6, 12]);
    expect(BIRDS.map(countOf)).toEqual([2, 4, 6, 12]);
    expect(countOf('gold-shark')).toBe(1);
    expect(countOf('silver-shark')).toBe(1);
    expect(ZOO_WHEEL[0]).toBe('gold-shark');
    expect(ZOO_WHEEL[25]).toBe('silver-shark');
    // Beasts and birds alternate between the sharks.
    for (let i = 1; i < 49; i++)
      if (i !== 24 && i !== 25)
        expect(groupOf(ZOO_WHEEL[i]!), `sector ${i}`).not.toBe(groupOf(ZOO_WHEEL[i + 1]!));
  });

  it.each(ZOO_BETS)(
    '%s returns between 95 %% and 97.3 %% (the rules page: 96 %%), enumerating the wheel',
    (bet) => {
      const rtp = zooRtpPercent(bet);
      expect(rtp).toBeGreaterThanOrEqual(95);
      expect(rtp).toBeLessThanOrEqual(97.3);
      expect(rtp).toBe(ZOO_RTP_PERCENT);
      // The same by paise over every sector: a ₹1 bet on each of the 50 sectors returns ₹48.
      const total = ZOO_WHEEL.reduce((sum, _, index) => sum + zooReturn(bet, 100, index), 0);
      expect(total).toBe(4800);
    },
  );

  it('loses animal and group bets on a shark; pays the shark bet 12x silver, 36x gold', () => {
    const gold = ZOO_WHEEL.indexOf('gold-shark');
    const silver = ZOO_WHEEL.indexOf('silver-shark');
    for (const bet of ZOO_BETS.filter((b) => b !== 'shark')) {
      expect(zooReturn(bet, 100, gold)).toBe(0);
      expect(zooReturn(bet, 100, silver)).toBe(0);
    }
    expect(zooReturn('shark', 100, silver)).toBe(1200);
    expect(zooReturn('shark', 100, gold)).toBe(3600);
    const lion = ZOO_WHEEL.indexOf('lion');
    expect(zooReturn('lion', 1000, lion)).toBe(1000 * ZOO_MULTIPLIER.lion);
    expect(zooReturn('beasts', 1000, lion)).toBe(2000);
    expect(zooReturn('birds', 1000, lion)).toBe(0);
    expect(zooReturn('eagle', 1000, lion)).toBe(0);
  });

  it('keeps a slip and pays it by the sector', () => {
    const slip = [
      { bet: 'lion' as const, paise: 1000 },
      { bet: 'birds' as const, paise: 500 },
    ];
    const text = encodeZooSlip(slip);
    expect(text).toBe('lion*1000,birds*500');
    expect(decodeZooSlip(text)).toEqual(slip);
    expect(zooSlipReturn(slip, ZOO_WHEEL.indexOf('lion'))).toBe(24_000);
    expect(zooSlipReturn(slip, ZOO_WHEEL.indexOf('eagle'))).toBe(1000);
    expect(() => decodeZooSlip('tiger*100')).toThrow();
    expect(() => decodeZooSlip('lion*1.5')).toThrow();
  });

  it('draws floor(X · 50) from the round hash, deterministically and evenly, and verifies it', () => {
    const hash = outcomeHash('seed', 'client', 7);
    expect(zooSector('seed', 'client', 7)).toBe(Math.floor(unitFloat(hash) * 50));
    const counts = new Array<number>(ZOO_SECTORS).fill(0);
    for (let nonce = 0; nonce < 25_000; nonce++) counts[zooSector('server', 'client', nonce)]! += 1;
    // Each sector near 500 (σ ≈ 22): within 5σ.
    for (const count of counts) expect(Math.abs(count - 500)).toBeLessThan(111);
    const verified = verifyRound({
      kind: 'zoo',
      serverSeed: 'seed',
      clientSeed: 'client',
      nonce: 7,
      commitment: '00',
    });
    expect(verified.outcome).toBe(zooSector('seed', 'client', 7));
    expect(verified.commitmentMatches).toBe(false);
  });
});
