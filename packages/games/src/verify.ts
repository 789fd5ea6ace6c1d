import { crashPoint } from './crash';
import { drawNumber } from './color';
import { commitmentOf, outcomeHash } from './fair';
import { minesLayout, tilesMask } from './mines';
import { spinPocket } from './roulette';
import { zooSector } from './zoo-roulette';

// What the public verify page runs in the browser: the commitment and the outcome of a revealed round.

export type HouseGameKind = 'crash' | 'color' | 'roulette' | 'zoo' | 'mines';

export interface VerifyInput {
  kind: HouseGameKind;
  serverSeed: string;
  clientSeed: string;
  nonce: number | string;
  /** The SHA-256 published before the round. */
  commitment: string;
  /** Mines: how many mines the player chose. */
  mines?: number;
}

export interface VerifyResult {
  commitmentMatches: boolean;
  hash: string;
  /** Crash point in hundredths, the drawn number, the roulette pocket, the zoo sector, or the mines layout as a mask. */
  outcome: number;
  /** Mines: the mined tiles (0-24). */
  tiles?: number[];
}

function outcomeOf(input: VerifyInput): { outcome: number; tiles?: number[]; hash?: string } {
  const { serverSeed, clientSeed, nonce } = input;
  switch (input.kind) {
    case 'crash':
      return { outcome: crashPoint(serverSeed, clientSeed, nonce) };
    case 'color':
      return { outcome: drawNumber(serverSeed, clientSeed, nonce) };
    case 'roulette':
      return { outcome: spinPocket(serverSeed, clientSeed, nonce) };
    case 'zoo':
      return { outcome: zooSector(serverSeed, clientSeed, nonce) };
    case 'mines': {
      const tiles = minesLayout(serverSeed, clientSeed, nonce, input.mines ?? 3);
      // The layout reads a stream of HMAC blocks "client:nonce:0", "…:1", …; the first is shown.
      return { outcome: tilesMask(tiles), tiles, hash: outcomeHash(serverSeed, clientSeed, `${nonce}:0`) };
    }
  }
}

export function verifyRound(input: VerifyInput): VerifyResult {
  const hash = outcomeHash(input.serverSeed, input.clientSeed, input.nonce);
  return {
    commitmentMatches: commitmentOf(input.serverSeed) === input.commitment.trim().toLowerCase(),
    hash,
    ...outcomeOf(input),
  };
}
