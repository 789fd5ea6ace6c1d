import { describe, expect, it } from 'vitest';
import { outcomeHash, unitFloat } from './fair';
import {
  betFromKey,
  betKey,
  betReturn,
  checkBet,
  decodeSlip,
  encodeSlip,
  PAYOUT_TO_ONE,
  pocketColor,
  ROULETTE_BET_TYPES,
  ROULETTE_POCKETS,
  slipReturn,
  spinPocket,
  WHEEL_ORDER,
  type RouletteBet,
  type RouletteBetType,
} from './roulette';

const numbers = Array.from({ length: 37 }, (_, n) => n);

/** Every bet a player can place, found by trying every combination of numbers the type could take. */
function everyBet(type: RouletteBetType): RouletteBet[] {
  const found: RouletteBet[] = [];
  const add = (input: { numbers?: number[]; index?: number }) => {
    const checked = checkBet({ type, ...input });
    if (checked.ok) found.push(checked.bet);
  };
  const pairs = numbers.flatMap((a) => numbers.filter((b) => a < b).map((b) => [a, b]));
  switch (type) {
    case 'dozen':
    case 'column':
      for (const index of [0, 1, 2, 3, 4]) add({ index });
      break;
    case 'straight':
      for (const a of numbers) add({ numbers: [a] });
      break;
    case 'split':
      for (const pair of pairs) add({ numbers: pair });
      break;
    case 'street':
      for (const pair of pairs) for (const c of numbers) if (c > pair[1]!) add({ numbers: [...pair, c] });
      break;
    case 'corner':
      // Any four numbers within a span of 4 (a corner of 0 or of the grid always is).
      for (const a of numbers)
        for (const [b, c, d] of [
          [1, 2, 3],
          [1, 3, 4],
          [1, 2, 4],
          [2, 3, 4],
        ] as const)
          add({ numbers: [a, a + b, a + c, a + d] });
      break;
    case 'line':
      for (const a of numbers) add({ numbers: [0, 1, 2, 3, 4, 5].map((i) => a + i) });
      break;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      add({});
  }
  return found;
}

describe('european roulette', () => {
  it('has a 37-pocket wheel in the real order, colours alternating after the zero', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(numbers);
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    for (let i = 1; i < WHEEL_ORDER.length - 1; i++)
      expect(pocketColor(WHEEL_ORDER[i]!)).not.toBe(pocketColor(WHEEL_ORDER[i + 1]!));
    expect(numbers.filter((n) => pocketColor(n) === 'red')).toHaveLength(18);
  });

  it.each(ROULETTE_BET_TYPES)('%s returns 36/37 of the stake over all 37 pockets', (type) => {
    const bets = everyBet(type);
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) {
      const total = numbers.reduce((sum, pocket) => sum + betReturn(bet, 100, pocket), 0);
      // Expected return = total / 37 = 36/37 · stake, exactly.
      expect(total, betKey(bet)).toBe(36 * 100);
      expect(bet.numbers.length * (PAYOUT_TO_ONE[type] + 1)).toBe(36);
    }
  });

  it('places exactly the bets of a real table', () => {
    const counts = Object.fromEntries(ROULETTE_BET_TYPES.map((type) => [type, everyBet(type).length]));
    // Splits: 24 side by side + 33 one above the other + 0-1, 0-2, 0-3; streets: 12 rows + the trios
    // 0-1-2 and 0-2-3; corners: 22 + 0-1-2-3; six lines: 11.
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });

  it('refuses numbers that do not make the bet, naming the field', () => {
    expect(checkBet({ type: 'split', numbers: [1, 5] })).toEqual({
      ok: false,
      field: 'numbers',
      message: 'must be two adjacent numbers',
    });
    expect(checkBet({ type: 'split', numbers: [3, 4] }).ok).toBe(false);
    expect(checkBet({ type: 'split', numbers: [0, 4] }).ok).toBe(false);
    expect(checkBet({ type: 'corner', numbers: [3, 4, 6, 7] }).ok).toBe(false);
    expect(checkBet({ type: 'street', numbers: [2, 3, 4] }).ok).toBe(false);
    expect(checkBet({ type: 'line', numbers: [2, 3, 4, 5, 6, 7] }).ok).toBe(false);
    expect(checkBet({ type: 'straight', numbers: [37] })).toMatchObject({ ok: false, field: 'numbers' });
    expect(checkBet({ type: 'straight', numbers: [1, 1] })).toMatchObject({ ok: false, field: 'numbers' });
    expect(checkBet({ type: 'dozen', index: 4 })).toMatchObject({ ok: false, field: 'index' });
    expect(checkBet({ type: 'basket' })).toMatchObject({ ok: false, field: 'type' });
  });

  it('loses every outside bet, even money included, on zero', () => {
    for (const type of ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const)
      for (const bet of everyBet(type)) expect(betReturn(bet, 100, 0)).toBe(0);
    expect(betReturn(everyBet('red')[0]!, 100, 1)).toBe(200);
    expect(
      betReturn(
        checkBet({ type: 'straight', numbers: [0] }).ok ? everyBet('straight')[0]! : everyBet('straight')[0]!,
        100,
        0,
      ),
    ).toBe(3600);
  });

  it('keeps a slip of bets and pays it by the pocket', () => {
    const slip = [
      { bet: everyBet('straight')[17]!, paise: 1000 },
      { bet: everyBet('dozen')[1]!, paise: 500 },
      { bet: everyBet('red')[0]!, paise: 2000 },
    ];
    const text = encodeSlip(slip);
    expect(text).toBe('straight:17*1000,dozen:2*500,red*2000');
    expect(decodeSlip(text)).toEqual(slip);
    expect(slipReturn(slip, 17)).toBe(36_000 + 1500 + 0);
    expect(slipReturn(slip, 0)).toBe(0);
    for (const type of ROULETTE_BET_TYPES)
      for (const bet of everyBet(type)) expect(betFromKey(betKey(bet))).toEqual(bet);
    expect(() => decodeSlip('split:1-5*100')).toThrow();
  });

  it('draws floor(X · 37) from the round hash, deterministically and evenly', () => {
    const hash = outcomeHash('seed', 'client', 7);
    expect(spinPocket('seed', 'client', 7)).toBe(Math.floor(unitFloat(hash) * 37));
    const counts = new Array<number>(ROULETTE_POCKETS).fill(0);
    const spins = 37_000;
    for (let nonce = 0; nonce < spins; nonce++) counts[spinPocket('server', 'client', nonce)]! += 1;
    // Each pocket near 1000 (σ ≈ 31): within 5σ.
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(160);
  });
});
