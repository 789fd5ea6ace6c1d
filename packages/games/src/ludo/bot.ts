import type { Seat } from '../table/table-game';
import { HOME, isSafeSquare } from './board';
import type { LegalMove, LudoMove, LudoView } from './state';

// The bot (and the engine when a turn times out): capture if it can, else bring a token home, else leave
// the yard, else land on a safe square, else move the token furthest along.

function worth(move: LegalMove): number {
  if (move.captures) return 5_000 + move.to;
  if (move.reachesHome) return 4_000;
  if (move.from === -1) return 3_000;
  if (move.square !== null && isSafeSquare(move.square)) return 2_000 + move.to;
  if (move.to > 50 && move.to < HOME) return 1_500 + move.to;
  return 1_000 + move.to;
}

/** The token the policy moves; `legal` is never empty when asked. */
export function chooseMove(legal: LegalMove[]): number {
  let best = legal[0]!;
  for (const move of legal) if (worth(move) > worth(best)) best = move;
  return best.token;
}

export function botMove(view: LudoView, seat: Seat): LudoMove | null {
  if (view.phase !== 'playing' || view.toAct !== seat) return null;
  if (view.step === 'roll') return { type: 'roll' };
  if (!view.legal || view.legal.length === 0) return null;
  return { type: 'move', token: chooseMove(view.legal) };
}
