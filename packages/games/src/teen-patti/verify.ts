import { commitmentOf } from '../fair';
import { rankHand, type HandCategory } from './hands';
import { dealFromSeed } from './match';

// What /provably-fair runs in the browser for a Teen Patti hand once its server seed is revealed: the
// commitment published before the deal, and the shuffled pack, the first player and every seat's three
// cards rebuilt from the seeds with the engine's own dealFromSeed.

export interface TeenPattiVerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string | number;
  /** The seat numbers dealt in (any order; the deal goes round in ascending seat order). */
  seats: number[];
  commitment?: string;
}

export interface TeenPattiVerifyResult {
  seedHash: string;
  commitmentMatches: boolean | null;
  pack: string[];
  /** The seat that acted first (its cards are dealt first). */
  firstSeat: number;
  hands: { seat: number; cards: string[]; category: HandCategory }[];
}

export function verifyTeenPattiHand(input: TeenPattiVerifyInput): TeenPattiVerifyResult {
  const seats = [...new Set(input.seats)].sort((a, b) => a - b);
  const dealt = dealFromSeed(
    { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: String(input.nonce) },
    seats.length,
  );
  const seedHash = commitmentOf(input.serverSeed);
  return {
    seedHash,
    commitmentMatches:
      input.commitment === undefined ? null : seedHash === input.commitment.trim().toLowerCase(),
    pack: dealt.pack,
    firstSeat: seats[dealt.firstPlayer] ?? dealt.firstPlayer,
    hands: seats.map((seat, index) => ({
      seat,
      cards: dealt.hands[index]!,
      category: rankHand(dealt.hands[index]!).category,
    })),
  };
}
