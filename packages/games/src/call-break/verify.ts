import { commitmentOf } from '../fair';
import { dealFromSeed } from './cards';

// What /provably-fair runs in the browser for a Call Break round once its server seed is revealed: the
// commitment published before the deal, and the shuffled pack, the toss and every hand rebuilt from the seeds.

export interface CallBreakVerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string | number;
  /** The four seat numbers dealt in (any order; the deal goes round in ascending seat order). */
  seats: number[];
  commitment?: string;
}

export interface CallBreakVerifyResult {
  seedHash: string;
  commitmentMatches: boolean | null;
  pack: string[];
  /** The dealer the toss picks (used by the first round; later rounds pass the deal on). */
  tossDealer: number;
  hands: { seat: number; cards: string[] }[];
}

export function verifyCallBreakRound(input: CallBreakVerifyInput): CallBreakVerifyResult {
  const seats = [...new Set(input.seats)].sort((a, b) => a - b);
  const dealt = dealFromSeed({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: String(input.nonce),
  });
  const seedHash = commitmentOf(input.serverSeed);
  return {
    seedHash,
    commitmentMatches:
      input.commitment === undefined ? null : seedHash === input.commitment.trim().toLowerCase(),
    pack: dealt.pack,
    tossDealer: seats[dealt.dealer] ?? dealt.dealer,
    hands: seats.map((seat, index) => ({ seat, cards: dealt.hands[index]! })),
  };
}
