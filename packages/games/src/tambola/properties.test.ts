import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callOrder, combinedClientSeed, generateStrip } from './generate';
import { PRIZES, completedAt, hasPrize, prizeWinners } from './prizes';
import { isValidStrip, isValidTicket } from './ticket';

// Properties of issue 23: every generated ticket and strip is valid, and a prize is claimable exactly
// from the first call that completes it (never before, always after) and is won once.

const seedArb = fc.record({
  serverSeed: fc.string({ minLength: 1, maxLength: 16 }),
  clientSeed: fc.string({ maxLength: 8 }),
  nonce: fc.nat().map(String),
});
// The purchases' client seeds: printable ASCII, 1–64 characters (the buy call's rule).
const seedsArb = fc.array(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 64,
  }),
  { maxLength: 8 },
);

describe('tambola properties', () => {
  it('every call order is a permutation of 1–90, whatever the client seeds', () => {
    fc.assert(
      fc.property(seedArb, seedsArb, (fair, seeds) => {
        const order = callOrder(fair, combinedClientSeed(seeds));
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
      }),
      { numRuns: 200 },
    );
  });

  it('every generated strip holds six valid tickets covering 1–90 once', () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 1_000 }), (fair, index) => {
        const strip = generateStrip(fair, index);
        expect(strip.every(isValidTicket)).toBe(true);
        expect(isValidStrip(strip)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a prize is claimable exactly from the call that completes it, and won once', () => {
    fc.assert(
      fc.property(seedArb, seedsArb, fc.integer({ min: 1, max: 3 }), (fair, seeds, strips) => {
        const tickets = Array.from({ length: strips }, (_, index) => generateStrip(fair, index)).flat();
        const order = callOrder(fair, combinedClientSeed(seeds));
        const wins = prizeWinners(tickets, order);
        expect(wins.map((win) => win.prize)).toEqual([...PRIZES]);
        for (const win of wins) {
          const before = order.slice(0, win.call - 1);
          const at = order.slice(0, win.call);
          tickets.forEach((ticket, index) => {
            expect(hasPrize(ticket, win.prize, before)).toBe(false);
            expect(hasPrize(ticket, win.prize, at)).toBe(win.tickets.includes(index));
          });
        }
      }),
      { numRuns: 30 },
    );
  });

  it('on every ticket a prize is claimable after call k exactly when k reaches the call that completes it', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.nat({ max: 5 }),
        fc.constantFrom(...PRIZES),
        fc.integer({ min: 0, max: 90 }),
        seedsArb,
        (fair, ticket, prize, k, seeds) => {
          const card = generateStrip(fair, 0)[ticket]!;
          const order = callOrder(fair, combinedClientSeed(seeds));
          expect(hasPrize(card, prize, order.slice(0, k))).toBe(k >= completedAt(card, prize, order));
        },
      ),
      { numRuns: 200 },
    );
  });
});
