import type { RummyHandOutcome, RummyMatchResult } from '@khelo/games/rummy/state';
import type { PayoutInput, TablePayout } from './adapter';

// What a rummy hand or match pays, in integer paise (or hundredths of a chip), from what was collected and
// the engine's outcome. Pure: the table runtime turns the answer into money rows (tables/money/). The one
// rule every answer keeps: the refunds, payouts and the rake add up to exactly what was collected, and no
// amount is negative, so the table's escrow always nets to zero (docs/tables.md "Money").

/** The most a points hand can cost (engine cap, spec: 80 points). */
export const MAX_HAND_POINTS = 80;

/** What one seat put in: its reserve (points) or its entry fee (pool, deals). */
export interface Collected {
  seat: number;
  paise: bigint;
}

export interface SeatPayout {
  seat: number;
  /** refund: the seat's own money back; payout: winnings (after the rake). */
  kind: 'refund' | 'payout';
  paise: bigint;
}

export interface Settlement {
  /** At most one row per seat and kind, positive amounts only, in seat order. */
  payouts: SeatPayout[];
  /** The operator's share, to the house. */
  rake: bigint;
}

/** The reserve a points seat puts in before each deal: the maximum loss. */
export function pointsReserve(pointValuePaise: bigint): bigint {
  return BigInt(MAX_HAND_POINTS) * pointValuePaise;
}

/**
 * A percentage with at most two decimals as basis points (10 → 1000, 12.5 → 1250); anything outside
 * 0–100 is refused: a misconfigured rake must not start (config reads it once at boot).
 */
export function rakeBasisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError('the rake is a percentage from 0 to 100');
  return BigInt(Math.round(percent * 100));
}

/** The rake on `amount`, rounded down to whole paise (a fraction of a paisa stays with the players). */
export function rakeOf(amount: bigint, basisPoints: bigint): bigint {
  return (amount * basisPoints) / 10_000n;
}

function total(rows: readonly Collected[]): bigint {
  return rows.reduce((sum, row) => sum + row.paise, 0n);
}

function checkCollected(collected: readonly Collected[]): void {
  const seats = new Set<number>();
  for (const row of collected) {
    if (row.paise < 0n) throw new RangeError('a collected amount is never negative');
    if (seats.has(row.seat)) throw new RangeError(`seat ${row.seat} was collected twice`);
    seats.add(row.seat);
  }
}

/** Merges rows per seat and kind, drops zeros, orders by seat then refund before payout. */
function tidy(rows: SeatPayout[]): SeatPayout[] {
  const merged = new Map<string, SeatPayout>();
  for (const row of rows) {
    const key = `${row.seat}:${row.kind}`;
    const known = merged.get(key);
    if (known) known.paise += row.paise;
    else merged.set(key, { ...row });
  }
  return [...merged.values()]
    .filter((row) => row.paise > 0n)
    .sort((a, b) => a.seat - b.seat || (a.kind === b.kind ? 0 : a.kind === 'refund' ? -1 : 1));
}

/** Void (staff, crash recovery) or a hand nobody can win: every collect back in full, no rake. */
export function refundAll(collected: readonly Collected[]): Settlement {
  checkCollected(collected);
  return {
    payouts: tidy(collected.map((row) => ({ seat: row.seat, kind: 'refund' as const, paise: row.paise }))),
    rake: 0n,
  };
}

/**
 * Points: every loser pays points × point value out of its reserve (never more than it reserved) and gets
 * the rest back; the winner gets its reserve back plus the losers' sum less the rake. A seat that put
 * nothing in (not dealt in, a bot at a practice table the caller did not fund) neither pays nor wins; a
 * winner that put nothing in wins nothing, so then every reserve is refunded.
 */
export function settlePoints(input: {
  pointValuePaise: bigint;
  collected: readonly Collected[];
  outcome: Pick<RummyHandOutcome, 'winner' | 'seats'>;
  rakeBasisPoints: bigint;
}): Settlement {
  const { pointValuePaise, collected, outcome } = input;
  checkCollected(collected);
  if (pointValuePaise < 0n) throw new RangeError('the point value is never negative');
  if (!collected.some((row) => row.seat === outcome.winner)) return refundAll(collected);
  const pointsOf = new Map(outcome.seats.map((seat) => [seat.seat, seat.points]));
  const rows: SeatPayout[] = [];
  let winnings = 0n;
  for (const row of collected) {
    if (row.seat === outcome.winner) {
      rows.push({ seat: row.seat, kind: 'refund', paise: row.paise });
      continue;
    }
    // Not in the outcome (collected, then never dealt in): nothing lost.
    const points = Math.max(0, Math.min(MAX_HAND_POINTS, Math.trunc(pointsOf.get(row.seat) ?? 0)));
    const owed = BigInt(points) * pointValuePaise;
    const lost = owed < row.paise ? owed : row.paise;
    winnings += lost;
    rows.push({ seat: row.seat, kind: 'refund', paise: row.paise - lost });
  }
  const rake = rakeOf(winnings, input.rakeBasisPoints);
  rows.push({ seat: outcome.winner, kind: 'payout', paise: winnings - rake });
  return { payouts: tidy(rows), rake };
}

/**
 * Pool and deals: the prize is every entry less the rake, shared as the engine's match result says
 * (share / denominator each). Shares are rounded down to whole paise and the paise left over go one each
 * to the largest fractional parts (ties: the lower seat), so the prize is paid out to the last paisa. A
 * result without shares (everyone left) refunds every entry.
 */
export function settleMatch(input: {
  collected: readonly Collected[];
  result: Pick<RummyMatchResult, 'shares' | 'denominator'>;
  rakeBasisPoints: bigint;
}): Settlement {
  const { collected, result } = input;
  checkCollected(collected);
  const shares = result.shares.filter((entry) => Number.isInteger(entry.share) && entry.share > 0);
  const denominator = BigInt(result.denominator);
  const shareSum = shares.reduce((sum, entry) => sum + BigInt(entry.share), 0n);
  if (shares.length === 0 || denominator <= 0n || shareSum !== denominator) {
    if (shares.length > 0) throw new RangeError('the shares must add up to the denominator');
    return refundAll(collected);
  }
  if (new Set(shares.map((entry) => entry.seat)).size !== shares.length)
    throw new RangeError('a seat has two shares');
  const pot = total(collected);
  const rake = rakeOf(pot, input.rakeBasisPoints);
  const prize = pot - rake;
  const parts = shares.map((entry) => {
    const exact = prize * BigInt(entry.share);
    return { seat: entry.seat, paise: exact / denominator, fraction: exact % denominator };
  });
  let left = prize - parts.reduce((sum, part) => sum + part.paise, 0n);
  const order = [...parts].sort((a, b) =>
    a.fraction === b.fraction ? a.seat - b.seat : a.fraction > b.fraction ? -1 : 1,
  );
  // Fewer paise are left than there are parts (each floor loses less than one paisa).
  for (const part of order) {
    if (left === 0n) break;
    part.paise += 1n;
    left -= 1n;
  }
  return {
    payouts: tidy(parts.map((part) => ({ seat: part.seat, kind: 'payout' as const, paise: part.paise }))),
    rake,
  };
}

/** Sum of what a settlement pays out, rake included (the tests' and the runtime's check). */
export function settledTotal(settlement: Settlement): bigint {
  return settlement.payouts.reduce((sum, row) => sum + row.paise, 0n) + settlement.rake;
}

/** What a seat pays before its first hand at an offer: the points reserve, or the pool/deals entry. */
export function rummyFirstCollect(offer: { variant: string; stakePaise: bigint }): bigint {
  return offer.variant === 'points' ? pointsReserve(offer.stakePaise) : offer.stakePaise;
}

/**
 * The rummy adapter's `payouts` (table runtime, games/adapter.ts): the end of a points hand, or of a pool or
 * deals match; null while nothing is due. Cash: only the payers are in it. Practice: the seats that did not
 * pay are bots, staked by the house with the same amount (chips are free), so a player who beats bots wins
 * chips and one who loses to a bot loses them; the bots' side and the rake move nothing and are left out.
 * The rake is carried on the row of the seat whose winnings it comes from (the money module books it to the
 * house).
 */
export function rummyPayouts(
  input: PayoutInput<
    Pick<RummyHandOutcome, 'winner' | 'seats'>,
    Pick<RummyMatchResult, 'shares' | 'denominator'>
  > & {
    /**
     * Practice: every seat the match dealt in. The house stakes the bots' entries, so the prize is the same
     * as at a cash table of as many players (a result that names only its winners would leave them out).
     */
    stakedSeats?: readonly number[];
  },
): TablePayout[] | null {
  const { offer, outcome, result, payers, collectedPaise } = input;
  const rake = rakeBasisPoints(input.rakePercent);
  const practice = offer.mode === 'practice';
  const seats = new Set(payers.map((payer) => payer.seat));
  if (practice) {
    for (const seat of outcome?.seats ?? []) seats.add(seat.seat);
    for (const share of result?.shares ?? []) seats.add(share.seat);
    for (const seat of input.stakedSeats ?? []) seats.add(seat);
  }
  const collected = [...seats].sort((a, b) => a - b).map((seat) => ({ seat, paise: collectedPaise }));
  let settlement: Settlement;
  if (offer.variant === 'points') {
    if (!outcome) return null;
    settlement = settlePoints({
      pointValuePaise: offer.stakePaise,
      collected,
      outcome,
      rakeBasisPoints: rake,
    });
  } else {
    if (!result) return null;
    settlement = settleMatch({ collected, result, rakeBasisPoints: rake });
  }
  const playerOf = new Map(payers.map((payer) => [payer.seat, payer.playerId]));
  const rows: TablePayout[] = settlement.payouts.flatMap((row) => {
    const playerId = playerOf.get(row.seat);
    return playerId ? [{ seat: row.seat, playerId, kind: row.kind, paise: row.paise }] : [];
  });
  // From the winnings of the first seat paid winnings (points: the winner; a split: the first share). At a
  // practice table the rake is a row too when a player won (it moves no chips, but the hand's rows then add
  // up); a bot's winnings, rake included, stay with the house that staked it, so there is no row.
  const paidWinner = rows.find((row) => row.kind === 'payout');
  if (settlement.rake > 0n && (!practice || paidWinner)) {
    const from = paidWinner ?? rows[0]!;
    rows.push({ seat: from.seat, playerId: from.playerId, kind: 'rake', paise: settlement.rake });
  }
  return rows;
}
