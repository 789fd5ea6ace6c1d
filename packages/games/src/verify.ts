import { crashPoint } from './crash';
import { drawNumber } from './color';
import { commitmentOf, outcomeHash } from './fair';

// What the public verify page runs in the browser: the commitment and the outcome of a revealed round.

export type HouseGameKind = 'crash' | 'color';

export interface VerifyInput {
  kind: HouseGameKind;
  serverSeed: string;
  clientSeed: string;
  nonce: number | string;
  /** The SHA-256 published before the round. */
  commitment: string;
}

export interface VerifyResult {
  commitmentMatches: boolean;
  hash: string;
  /** Crash point in hundredths, or the drawn number. */
  outcome: number;
}

export function verifyRound(input: VerifyInput): VerifyResult {
  const hash = outcomeHash(input.serverSeed, input.clientSeed, input.nonce);
  return {
    commitmentMatches: commitmentOf(input.serverSeed) === input.commitment.trim().toLowerCase(),
    hash,
    outcome:
      input.kind === 'crash'
        ? crashPoint(input.serverSeed, input.clientSeed, input.nonce)
        : drawNumber(input.serverSeed, input.clientSeed, input.nonce),
  };
}
