import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../sha256';
import { callOrder, combinedClientSeed, generateStrip, generateTicket } from './generate';
import { completedAt, hasPrize, prizeWinners, winsAtCall } from './prizes';
import { isValidStrip, isValidTicket, type Ticket } from './index';

const FAIR = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '7' };

// A hand-made valid ticket.
const TICKET: Ticket = [
  [4, null, 21, null, 45, null, 63, null, 80],
  [null, 12, 25, 38, null, 56, null, 71, null],
  [9, 17, null, 39, null, 58, null, null, 90],
];

describe('tambola tickets', () => {
  it('accepts a well-formed ticket', () => {
    expect(isValidTicket(TICKET)).toBe(true);
  });

  it('refuses a ticket with a wrong row count, a number out of its column, or a column not ascending', () => {
    const fourInRow = TICKET.map((row) => [...row]);
    fourInRow[0]![0] = null;
    expect(isValidTicket(fourInRow)).toBe(false);
    const wrongColumn = TICKET.map((row) => [...row]);
    wrongColumn[0]![2] = 31;
    expect(isValidTicket(wrongColumn)).toBe(false);
    const descending = TICKET.map((row) => [...row]);
    descending[0]![0] = 9;
    descending[2]![0] = 4;
    expect(isValidTicket(descending)).toBe(false);
    expect(isValidTicket(TICKET.slice(0, 2))).toBe(false);
    expect(isValidTicket([...TICKET.slice(0, 2), [...TICKET[2]!, null]])).toBe(false);
    const ninety = TICKET.map((row) => [...row]);
    ninety[2]![8] = 91;
    expect(isValidTicket(ninety)).toBe(false);
  });

  it('a strip from a seed is six valid tickets with 1–90 once each, and the same seed gives the same strip', () => {
    const strip = generateStrip(FAIR, 0);
    expect(isValidStrip(strip)).toBe(true);
    expect(generateStrip({ ...FAIR }, 0)).toEqual(strip);
    expect(generateStrip(FAIR, 1)).not.toEqual(strip);
    expect(generateTicket(FAIR, 8)).toEqual(generateStrip(FAIR, 1)[2]);
  });

  it('the call order is 1–90 once each, fixed by the seed and the combined client seed', () => {
    const combined = combinedClientSeed(['lucky-7', 'abc']);
    const order = callOrder(FAIR, combined);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(callOrder({ ...FAIR }, combined)).toEqual(order);
  });

  it('the combined client seed is SHA-256 of the sorted seeds, whatever order they were bought in', () => {
    const combined = combinedClientSeed(['lucky-7', 'abc', 'Zed']);
    expect(combined).toBe(sha256Hex('Zed\nabc\nlucky-7'));
    expect(combinedClientSeed(['abc', 'Zed', 'lucky-7'])).toBe(combined);
    expect(combinedClientSeed([])).toBe(sha256Hex(''));
  });

  it('another client seed calls the numbers in another order; no combined seed keeps the old order', () => {
    const order = callOrder(FAIR, combinedClientSeed(['abc']));
    expect(callOrder(FAIR, combinedClientSeed(['abd']))).not.toEqual(order);
    expect(callOrder(FAIR, combinedClientSeed(['abc', 'x']))).not.toEqual(order);
    // A game from before client seeds: the round's own client seed drew the calls.
    expect(callOrder(FAIR, null)).toEqual(callOrder(FAIR, FAIR.clientSeed));
    expect(callOrder(FAIR, null)).not.toEqual(order);
  });
});

describe('tambola prizes', () => {
  const order = [4, 21, 45, 63, 12, 80, 1, 9, 17, 39, 58, 90, 25, 38, 56, 71, 2, 3];

  it('checks each prize against the numbers called', () => {
    expect(hasPrize(TICKET, 'early-five', order.slice(0, 4))).toBe(false);
    expect(hasPrize(TICKET, 'early-five', order.slice(0, 5))).toBe(true);
    expect(hasPrize(TICKET, 'top-line', order.slice(0, 5))).toBe(false);
    expect(hasPrize(TICKET, 'top-line', order.slice(0, 6))).toBe(true);
    expect(completedAt(TICKET, 'bottom-line', order)).toBe(12);
    expect(completedAt(TICKET, 'full-house', order)).toBe(16);
    expect(hasPrize(TICKET, 'full-house', order.slice(0, 15))).toBe(false);
  });

  it('tickets that complete a prize at the same call share it', () => {
    const twin = TICKET.map((row) => [...row]);
    const other: Ticket = [
      [1, null, 22, null, 46, null, 64, null, 81],
      [null, 13, 26, 31, null, 57, null, 72, null],
      [2, 18, null, 32, null, 59, null, null, 89],
    ];
    const wins = prizeWinners([TICKET, other, twin], order);
    expect(wins.find((win) => win.prize === 'top-line')).toEqual({
      prize: 'top-line',
      call: 6,
      tickets: [0, 2],
    });
    expect(winsAtCall([TICKET, other, twin], order, 5)).toEqual([
      { prize: 'early-five', call: 5, tickets: [0, 2] },
    ]);
  });
});
