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

/** How many the stage draw picks: the spec's 7 and 9; an e2e server draws fewer to test a show with 4 browsers. */
export interface PickSizes {
  onstage: number;
  alternates: number;
}

export const SPEC_PICK_SIZES: PickSizes = { onstage: ONSTAGE_PICKS, alternates: ALTERNATE_PICKS };

/** The stage draw of a show from its server seed and nonce over the registered players. */
export function drawStage(
  registered: readonly string[],
  serverSeed: string,
  nonce: string,
  sizes: PickSizes = SPEC_PICK_SIZES,
): StagePicks {
  const sorted = [...new Set(registered)].sort();
  const fair: FairSeed = { serverSeed, clientSeed: listSeed(sorted), nonce };
  const order = seededShuffle(sorted, fair, 'stage');
  return {
    clientSeed: fair.clientSeed,
    onstage: order.slice(0, sizes.onstage),
    alternates: order.slice(sizes.onstage, sizes.onstage + sizes.alternates),
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

/**
 * The contestants of the next round after the presence check: the next 3 onstage picks not yet used, each
 * absent one replaced by the next alternate who is present; when the onstage picks run out, alternates fill
 * the seats. `used` are the picks already called to a round (played, or absent at their check).
 */
export function roundContestants(
  picks: { onstage: readonly string[]; alternates: readonly string[] },
  used: ReadonlySet<string>,
  present: ReadonlySet<string>,
): { contestants: string[]; absent: string[] } {
  const onstage = picks.onstage.filter((id) => !used.has(id)).slice(0, CONTESTANTS_PER_ROUND);
  const alternates = picks.alternates.filter((id) => !used.has(id) && present.has(id));
  const contestants: string[] = [];
  const absent: string[] = [];
  for (const id of onstage) {
    if (present.has(id)) contestants.push(id);
    else absent.push(id);
  }
  while (contestants.length < CONTESTANTS_PER_ROUND && alternates.length > 0)
    contestants.push(alternates.shift()!);
  return { contestants, absent };
}
