import { sha256Hex } from '../sha256';
import type { FairSeed } from '../table/table-game';
import { seededShuffle } from './wheel';

// Who plays a show: the registered players, sorted, are shuffled by the show's seed; the first 7 go on stage,
// the next 9 are alternates. The audience prizes go to 10 of the registered players who watched the show live
// and were not on stage, drawn the same way with the label "audience". The client seed is SHA-256 of the
// sorted list joined by newlines, so the list is fixed by the seed and anyone holding it can draw again.

export const ONSTAGE_PICKS = 7;
export const ALTERNATE_PICKS = 9;
export const AUDIENCE_PICKS = 10;
export const CONTESTANTS_PER_ROUND = 3;

export function listSeed(players: readonly string[]): string {
  return sha256Hex([...new Set(players)].sort().join('\n'));
}

export interface StagePicks {
  clientSeed: string;
  onstage: string[];
  alternates: string[];
}

/** The stage draw of a show from its server seed and nonce over the registered players. */
export function drawStage(registered: readonly string[], serverSeed: string, nonce: string): StagePicks {
  const sorted = [...new Set(registered)].sort();
  const fair: FairSeed = { serverSeed, clientSeed: listSeed(sorted), nonce };
  const order = seededShuffle(sorted, fair, 'stage');
  return {
    clientSeed: fair.clientSeed,
    onstage: order.slice(0, ONSTAGE_PICKS),
    alternates: order.slice(ONSTAGE_PICKS, ONSTAGE_PICKS + ALTERNATE_PICKS),
  };
}

/** The audience draw, over the registered players who watched and never played. */
export function drawAudience(
  watchers: readonly string[],
  serverSeed: string,
  nonce: string,
): { clientSeed: string; audience: string[] } {
  const sorted = [...new Set(watchers)].sort();
  const fair: FairSeed = { serverSeed, clientSeed: listSeed(sorted), nonce };
  return {
    clientSeed: fair.clientSeed,
    audience: seededShuffle(sorted, fair, 'audience').slice(0, AUDIENCE_PICKS),
  };
}

/**
 * The rounds of a show: seats are filled from the queue (the 7 on stage, then the alternates) three at a time,
 * so 7 picks make 3 rounds, the third with the 7th pick and the first two alternates not yet used.
 */
export function showRounds(onstage: number = ONSTAGE_PICKS): number {
  return Math.ceil(onstage / CONTESTANTS_PER_ROUND);
}
