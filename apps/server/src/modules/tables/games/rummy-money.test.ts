import { rummyGame } from '@khelo/games/rummy/game';
import type { RummyHandOutcome, RummyOptions, RummyState } from '@khelo/games/rummy/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callBreakAdapter } from './call-break';
import { ludoAdapter } from './ludo';
import { ludoOffer } from './ludo-offers';
import {
  pointsReserve,
  rakeBasisPoints,
  refundAll,
  rummyPayouts,
  settleMatch,
  settlePoints,
  settledTotal,
  type Collected,
  type Settlement,
} from './rummy-money';

// The payout arithmetic of rummy tables: worked examples a player could check by hand, then properties
// over random tables (nothing created or lost, nothing negative) and over hands the real engine played.

const TEN = rakeBasisPoints(10);

function outcome(winner: number, points: Record<number, number>): Pick<RummyHandOutcome, 'winner' | 'seats'> {
  return {
    winner,
    seats: Object.entries(points).map(([seat, value]) => ({
      seat: Number(seat),
      result: Number(seat) === winner ? 'won' : 'lost',
      penalty: null,
      points: value,
      groups: null,
      total: 0,
      chips: 0,
      eliminated: false,
    })),
  };
}

function amounts(settlement: Settlement) {
  return settlement.payouts.map((row) => `${row.seat}:${row.kind}:${row.paise}`);
}

describe('points', () => {
  it('reserves 80 points and pays the winner the losers sum less 10 %', () => {
    // ₹0.50 a point: reserve ₹40. The loser counts 25 points (₹12.50); the house takes ₹1.25.
    const reserve = pointsReserve(50n);
    expect(reserve).toBe(4000n);
    const settlement = settlePoints({
      pointValuePaise: 50n,
      collected: [
        { seat: 0, paise: reserve },
        { seat: 1, paise: reserve },
      ],
      outcome: outcome(0, { 0: 0, 1: 25 }),
      rakeBasisPoints: TEN,
    });
    expect(amounts(settlement)).toEqual(['0:refund:4000', '0:payout:1125', '1:refund:2750']);
    expect(settlement.rake).toBe(125n);
    expect(settledTotal(settlement)).toBe(8000n);
  });

  it('a full-count loser keeps nothing of the reserve; drops and wrong shows pay their penalty', () => {
    const reserve = pointsReserve(100n);
    const settlement = settlePoints({
      pointValuePaise: 100n,
      collected: [0, 1, 2, 3].map((seat) => ({ seat, paise: reserve })),
      outcome: outcome(2, { 0: 80, 1: 20, 2: 0, 3: 40 }),
      rakeBasisPoints: TEN,
    });
    // Losses 8000 + 2000 + 4000 = 14000; rake 1400; the winner nets 12600.
    expect(amounts(settlement)).toEqual([
      '1:refund:6000',
      '2:refund:8000',
      '2:payout:12600',
      '3:refund:4000',
    ]);
    expect(settlement.rake).toBe(1400n);
  });

  it('rounds the rake down to whole paise (the fraction stays with the winner)', () => {
    // ₹0.10 a point, 7 points: 70 paise won, 10 % is 7 paise; 3 points: 30 → 3; 1 point at 10 %: 10 → 1.
    const settlement = settlePoints({
      pointValuePaise: 10n,
      collected: [
        { seat: 0, paise: 800n },
        { seat: 1, paise: 800n },
      ],
      outcome: outcome(1, { 0: 7, 1: 0 }),
      rakeBasisPoints: rakeBasisPoints(12.5),
    });
    expect(settlement.rake).toBe(8n); // 70 × 12.5 % = 8.75 → 8
    expect(amounts(settlement)).toEqual(['0:refund:730', '1:refund:800', '1:payout:62']);
  });

  it('a winner who put nothing in wins nothing: every reserve goes back', () => {
    const settlement = settlePoints({
      pointValuePaise: 100n,
      collected: [{ seat: 1, paise: 8000n }],
      outcome: outcome(0, { 0: 0, 1: 80 }),
      rakeBasisPoints: TEN,
    });
    expect(amounts(settlement)).toEqual(['1:refund:8000']);
    expect(settlement.rake).toBe(0n);
  });

  it('a loss never exceeds the reserve, and a seat not dealt in loses nothing', () => {
    const settlement = settlePoints({
      pointValuePaise: 100n,
      collected: [
        { seat: 0, paise: 8000n },
        { seat: 1, paise: 5000n },
        { seat: 5, paise: 8000n },
      ],
      outcome: outcome(0, { 0: 0, 1: 80 }),
      rakeBasisPoints: TEN,
    });
    expect(amounts(settlement)).toEqual(['0:refund:8000', '0:payout:4500', '5:refund:8000']);
    expect(settlement.rake).toBe(500n);
  });

  it('refuses nonsense input instead of paying it', () => {
    expect(() => rakeBasisPoints(101)).toThrow(RangeError);
    expect(() => rakeBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() =>
      settlePoints({
        pointValuePaise: 10n,
        collected: [
          { seat: 0, paise: 800n },
          { seat: 0, paise: 800n },
        ],
        outcome: outcome(0, { 0: 0 }),
        rakeBasisPoints: TEN,
      }),
    ).toThrow(/twice/);
  });
});

describe('pool and deals', () => {
  it('pays the winner every entry less 10 %', () => {
    const collected = [0, 1, 2].map((seat) => ({ seat, paise: 1000n }));
    const settlement = settleMatch({
      collected,
      result: { shares: [{ seat: 1, share: 1 }], denominator: 1 },
      rakeBasisPoints: TEN,
    });
    expect(amounts(settlement)).toEqual(['1:payout:2700']);
    expect(settlement.rake).toBe(300n);
  });

  it('splits by the shares and hands out the leftover paise so nothing is lost', () => {
    // 3 × ₹10.01 = 3003 paise, rake 300, prize 2703 split 1/3 each = 901 each.
    // 7 × ₹1 = 700, rake 70, prize 630 by 5/7 and 2/7: 450 and 180.
    const odd = settleMatch({
      collected: [0, 1, 2].map((seat) => ({ seat, paise: 1001n })),
      result: {
        shares: [
          { seat: 0, share: 1 },
          { seat: 2, share: 1 },
          { seat: 1, share: 1 },
        ],
        denominator: 3,
      },
      rakeBasisPoints: TEN,
    });
    expect(amounts(odd)).toEqual(['0:payout:901', '1:payout:901', '2:payout:901']);
    const uneven = settleMatch({
      collected: [{ seat: 0, paise: 101n }],
      result: {
        shares: [
          { seat: 3, share: 2 },
          { seat: 0, share: 1 },
        ],
        denominator: 3,
      },
      rakeBasisPoints: 0n,
    });
    // 101 × 2/3 = 67.33, 101 × 1/3 = 33.67: the larger fraction gets the left-over paisa.
    expect(amounts(uneven)).toEqual(['0:payout:34', '3:payout:67']);
    expect(settledTotal(uneven)).toBe(101n);
  });

  it('refunds every entry when nobody is left to win', () => {
    const settlement = settleMatch({
      collected: [
        { seat: 0, paise: 5000n },
        { seat: 1, paise: 5000n },
      ],
      result: { shares: [], denominator: 1 },
      rakeBasisPoints: TEN,
    });
    expect(amounts(settlement)).toEqual(['0:refund:5000', '1:refund:5000']);
  });

  it('refuses shares that do not add up', () => {
    expect(() =>
      settleMatch({
        collected: [{ seat: 0, paise: 100n }],
        result: { shares: [{ seat: 0, share: 1 }], denominator: 2 },
        rakeBasisPoints: TEN,
      }),
    ).toThrow(/denominator/);
  });
});

describe('void', () => {
  it('gives every collect back in full with no rake', () => {
    const settlement = refundAll([
      { seat: 2, paise: 4000n },
      { seat: 0, paise: 4000n },
    ]);
    expect(amounts(settlement)).toEqual(['0:refund:4000', '2:refund:4000']);
    expect(settlement.rake).toBe(0n);
  });
});

// --- properties ----------------------------------------------------------------------------------------

const seatsArb = fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 });
const rakeArb = fc.integer({ min: 0, max: 10_000 }).map((bp) => BigInt(bp));

function checkBalanced(settlement: Settlement, collected: readonly Collected[]) {
  const paidIn = collected.reduce((sum, row) => sum + row.paise, 0n);
  expect(settledTotal(settlement)).toBe(paidIn);
  expect(settlement.rake >= 0n).toBe(true);
  for (const row of settlement.payouts) {
    expect(row.paise > 0n).toBe(true);
    expect(typeof row.paise).toBe('bigint');
  }
  const keys = settlement.payouts.map((row) => `${row.seat}:${row.kind}`);
  expect(new Set(keys).size).toBe(keys.length);
}

describe('properties', () => {
  it('points: payouts + rake == collected, never negative, losers never lose more than they reserved', () => {
    fc.assert(
      fc.property(
        seatsArb,
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 6, maxLength: 6 }),
        fc.nat(5),
        fc.array(fc.integer({ min: 0, max: 8_000_000 }), { minLength: 6, maxLength: 6 }),
        rakeArb,
        (seats, pointValue, points, winnerIndex, shortfalls, rake) => {
          const pv = BigInt(pointValue);
          const reserve = pointsReserve(pv);
          // Some seats reserved less than the maximum (a top-up that fell short): still never overdrawn.
          const collected = seats.map((seat) => ({
            seat,
            paise: reserve - (BigInt(shortfalls[seat]!) % (reserve + 1n)),
          }));
          const winner = seats[winnerIndex % seats.length]!;
          const settlement = settlePoints({
            pointValuePaise: pv,
            collected,
            outcome: outcome(winner, Object.fromEntries(seats.map((seat) => [seat, points[seat]!]))),
            rakeBasisPoints: rake,
          });
          checkBalanced(settlement, collected);
          for (const row of collected) {
            if (row.seat === winner) continue;
            const back =
              settlement.payouts.find((p) => p.seat === row.seat && p.kind === 'refund')?.paise ?? 0n;
            expect(row.paise - back <= 80n * pv).toBe(true);
            expect(settlement.payouts.some((p) => p.seat === row.seat && p.kind === 'payout')).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('pool/deals: the prize is paid to the last paisa by any shares', () => {
    fc.assert(
      fc.property(
        seatsArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 6 }),
        rakeArb,
        (seats, entry, weights, rake) => {
          const collected = seats.map((seat) => ({ seat, paise: BigInt(entry) }));
          const winners = seats.slice(0, Math.max(1, Math.min(weights.length, seats.length)));
          const shares = winners.map((seat, i) => ({ seat, share: weights[i]! }));
          const denominator = shares.reduce((sum, s) => sum + s.share, 0);
          const settlement = settleMatch({
            collected,
            result: { shares, denominator },
            rakeBasisPoints: rake,
          });
          checkBalanced(settlement, collected);
          // Each share is within one paisa of its exact part of the prize.
          const prize = BigInt(entry) * BigInt(seats.length) - settlement.rake;
          for (const share of shares) {
            const paid = settlement.payouts.find((p) => p.seat === share.seat)?.paise ?? 0n;
            const exact = (prize * BigInt(share.share)) / BigInt(denominator);
            expect(paid - exact >= 0n && paid - exact <= 1n).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('void: every seat gets exactly what it put in', () => {
    fc.assert(
      fc.property(
        seatsArb,
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 6 }),
        (seats, paise) => {
          const collected = seats.map((seat) => ({ seat, paise: paise[seat]! }));
          const settlement = refundAll(collected);
          checkBalanced(settlement, collected);
          for (const row of collected)
            expect(settlement.payouts.find((p) => p.seat === row.seat)?.paise ?? 0n).toBe(row.paise);
        },
      ),
    );
  });
});

// --- hands the real engine played ----------------------------------------------------------------------

function playWithBots(options: RummyOptions, serverSeed: string): RummyState {
  const seats = Array.from({ length: options.seats }, (_, seat) => seat);
  let state = rummyGame.newMatch(options, seats);
  const maxHands = options.variant === 'points' ? 1 : 40;
  for (let hand = 1; rummyGame.phase(state) !== 'match-over' && hand <= maxHands; hand++) {
    const dealt = rummyGame.deal(state, { serverSeed, clientSeed: 'money', nonce: String(hand) });
    if (!dealt.ok) throw new Error(dealt.reason);
    state = dealt.state;
    while (rummyGame.phase(state) === 'playing') {
      const pending = rummyGame.pending(state)!;
      const seat = pending.seats[0]!;
      const move = rummyGame.botMove(rummyGame.view(state, seat), seat);
      if (!move) throw new Error(`no bot move for seat ${seat}`);
      const result = rummyGame.apply(state, seat, move);
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    }
  }
  return state;
}

describe('settling hands the engine played', () => {
  it('points: the losers pay their counted points, the winner the rest less the rake', () => {
    for (const seed of ['alpha', 'beta', 'gamma']) {
      const state = playWithBots({ variant: 'points', seats: 4 }, seed);
      const result = rummyGame.handOutcome(state)!;
      const collected = [0, 1, 2, 3].map((seat) => ({ seat, paise: pointsReserve(25n) }));
      const settlement = settlePoints({
        pointValuePaise: 25n,
        collected,
        outcome: result,
        rakeBasisPoints: TEN,
      });
      checkBalanced(settlement, collected);
      const lost = result.seats
        .filter((seat) => seat.seat !== result.winner)
        .reduce((sum, seat) => sum + BigInt(seat.points) * 25n, 0n);
      const won =
        settlement.payouts.find((p) => p.seat === result.winner && p.kind === 'payout')?.paise ?? 0n;
      expect(won + settlement.rake).toBe(lost);
      expect(settlement.rake).toBe(lost / 10n);
    }
  }, 60_000);

  it('pool and deals: the match result pays the whole prize', () => {
    const played: RummyOptions[] = [
      { variant: 'pool', pool: 101, seats: 3 },
      { variant: 'deals', deals: 2, seats: 2 },
    ];
    for (const options of played) {
      const state = playWithBots(options, 'delta');
      const result = rummyGame.matchResult(state)!;
      const collected = Array.from({ length: options.seats }, (_, seat) => ({ seat, paise: 5000n }));
      const settlement = settleMatch({ collected, result, rakeBasisPoints: TEN });
      checkBalanced(settlement, collected);
      expect(settlement.rake).toBe(BigInt(options.seats) * 500n);
    }
  }, 120_000);
});

describe('the rows a table stores', () => {
  const payers = [
    { seat: 0, playerId: 'p0' },
    { seat: 1, playerId: 'p1' },
  ];
  const reserve = 4000n; // 80 points at 50 paise

  it.each(['cash', 'practice'] as const)(
    'add up to what a %s points hand collected, rake included',
    (mode) => {
      const rows = rummyPayouts({
        offer: { offerId: 'o', game: 'rummy', mode, variant: 'points', seats: 2, stakePaise: 50n },
        outcome: outcome(1, { 0: 34, 1: 0 }),
        result: null,
        payers,
        collectedPaise: reserve,
        rakePercent: 10,
      })!;
      // The loser pays 34 × 50 paise = 1700; the winner gets 1700 less 170 of rake besides its own reserve.
      expect(rows).toContainEqual({ seat: 0, playerId: 'p0', kind: 'refund', paise: 2300n });
      expect(rows.find((row) => row.kind === 'rake')?.paise).toBe(170n);
      expect(rows.reduce((sum, row) => sum + row.paise, 0n)).toBe(2n * reserve);
    },
  );

  it('keep no rake row when a practice bot (staked by the house) wins', () => {
    const rows = rummyPayouts({
      offer: { offerId: 'o', game: 'rummy', mode: 'practice', variant: 'points', seats: 2, stakePaise: 50n },
      outcome: outcome(1, { 0: 34, 1: 0 }),
      result: null,
      payers: [{ seat: 0, playerId: 'p0' }],
      collectedPaise: reserve,
      rakePercent: 10,
    })!;
    expect(rows).toEqual([{ seat: 0, playerId: 'p0', kind: 'refund', paise: 2300n }]);
  });

  it('pay a practice Call Break winner the prize of four entries, the bots staked by the house', () => {
    const offer = {
      offerId: 'practice-call-break',
      game: 'call-break',
      mode: 'practice' as const,
      variant: '1',
      seats: 4,
      stakePaise: 1000n,
    };
    const rows = callBreakAdapter.payouts!({
      offer,
      outcome: null,
      result: {
        winner: 0,
        reason: 'highest-total',
        shares: [{ seat: 0, share: 1 }],
        denominator: 1,
        totals: [0, 1, 2, 3].map((seat) => ({ seat, total: seat === 0 ? 42 : 10 })),
      },
      payers: [{ seat: 0, playerId: 'p0' }],
      collectedPaise: 1000n,
      rakePercent: 10,
    })!;
    // Four entries of 10 chips less 10 % of rake: 36 chips, as the results screen says.
    expect(rows.find((row) => row.kind === 'payout')).toEqual({
      seat: 0,
      playerId: 'p0',
      kind: 'payout',
      paise: 3600n,
    });
  });

  it('pay a practice Ludo winner the prize of both entries, the bot staked by the house', () => {
    const offer = ludoOffer('practice-ludo-classic-2-10')!;
    const rows = ludoAdapter.payouts!({
      offer,
      outcome: null,
      result: { mode: 'classic', rankings: [0, 1], winner: 0, scores: {}, reason: 'home', rolls: 90 },
      payers: [{ seat: 0, playerId: 'p0' }],
      collectedPaise: offer.stakePaise,
      rakePercent: 10,
    })!;
    const prize = 2n * offer.stakePaise - (2n * offer.stakePaise) / 10n;
    expect(rows.find((row) => row.kind === 'payout')?.paise).toBe(prize);
  });
});
