import { commitmentOf } from '../fair';
import { dealFromSeed, type RummyDeal } from './deal';

// What /provably-fair runs in the browser for a rummy hand once its server seed is revealed: the commitment
// published before the deal, and the whole deal (shuffled pack, toss, every hand, wild joker, piles) rebuilt
// from the seeds alone, to compare with what the table showed.

export interface RummyVerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string | number;
  /** The seat numbers dealt in (any order; the deal goes round in ascending seat order). */
  seats: number[];
  /** The SHA-256 published before the hand, if the page has it. */
  commitment?: string;
}

export interface RummyVerifyResult extends Omit<RummyDeal, 'hands' | 'firstPlayer'> {
  /** SHA-256 of the server seed, lowercase hex. */
  seedHash: string;
  /** Null when no commitment was given. */
  commitmentMatches: boolean | null;
  /** The seat the toss picked to play first. */
  firstSeat: number;
  hands: { seat: number; cards: string[] }[];
}

export function verifyRummyHand(input: RummyVerifyInput): RummyVerifyResult {
  const seats = [...new Set(input.seats)].sort((a, b) => a - b);
  const { hands, firstPlayer, ...deal } = dealFromSeed(
    { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: String(input.nonce) },
    seats.length,
  );
  const seedHash = commitmentOf(input.serverSeed);
  return {
    ...deal,
    seedHash,
    commitmentMatches:
      input.commitment === undefined ? null : seedHash === input.commitment.trim().toLowerCase(),
    firstSeat: seats[firstPlayer]!,
    hands: seats.map((seat, index) => ({ seat, cards: hands[index]! })),
  };
}
