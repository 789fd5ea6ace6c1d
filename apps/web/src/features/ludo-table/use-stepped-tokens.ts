import { useEffect, useRef, useState } from 'react';
import type { LudoViewPlayer } from '@khelo/games/ludo/state';
import { pathOf } from './board-geometry';

// The tokens as the board shows them: when the view moves a token forward, it walks there one square at a
// time (STEP_MS each); tokens sent back to the yard (captured) jump there once the mover has arrived.

export const STEP_MS = 140;

type Positions = Record<number, number[]>;

function positionsOf(players: readonly LudoViewPlayer[]): Positions {
  return Object.fromEntries(players.map((player) => [player.seat, [...player.tokens]]));
}

export function useSteppedTokens(players: readonly LudoViewPlayer[]): Positions {
  const goal = positionsOf(players);
  const key = JSON.stringify(goal);
  const [shown, setShown] = useState<Positions>(goal);
  const current = useRef<Positions>(goal);

  useEffect(() => {
    const target = JSON.parse(key) as Positions;
    const walks: { seat: number; token: number; path: number[] }[] = [];
    for (const [seatText, tokens] of Object.entries(target)) {
      const seat = Number(seatText);
      tokens.forEach((to, token) => {
        const from = current.current[seat]?.[token];
        if (from === undefined || from === to) return;
        // Backwards (a capture) is not walked: the final step puts it in its yard.
        if (to > from) walks.push({ seat, token, path: pathOf(from, to) });
      });
    }
    const apply = (next: Positions) => {
      current.current = next;
      setShown(next);
    };
    const longest = Math.max(0, ...walks.map((walk) => walk.path.length - 1));
    if (longest === 0) {
      apply(target);
      return;
    }
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      const next: Positions = JSON.parse(JSON.stringify(current.current)) as Positions;
      for (const walk of walks)
        next[walk.seat]![walk.token] = walk.path[Math.min(step, walk.path.length - 1)]!;
      if (step >= longest) {
        clearInterval(timer);
        apply(target);
        return;
      }
      apply(next);
    }, STEP_MS);
    // A newer view mid-walk starts its walk from where the tokens are shown.
    return () => clearInterval(timer);
  }, [key]);

  // Seats the animation does not know yet (a new game) show at once.
  return Object.keys(goal).every((seat) => shown[Number(seat)]) ? shown : goal;
}
