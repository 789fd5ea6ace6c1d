import type { TableEvent } from '../table/table-game';
import type { LudoPlayer, LudoResult, LudoState } from './state';

// When the game ends and who ranks where. Classic: it ends when `places` players have all four tokens
// home (1, or 2 in a 4-player game for a paid 2nd place), or when one player is left in. The finishers rank
// by the order they finished; the others by the steps their tokens made (ties: the earlier seat), and the
// players who went out rank last, the last to go out first. Timed: it ends when every player still in has
// had `turnsEach` turns (on a clock: when the runtime's clock runs out, endOnTime), or someone brings all four
// home, or one player is left in; rankings by score
// (ties: more tokens home, then the earlier seat), players out last.

function stepsOf(player: LudoPlayer): number {
  return player.tokens.reduce((sum, position) => sum + Math.max(0, position + 1), 0);
}

function homeCount(player: LudoPlayer): number {
  return player.tokens.filter((position) => position === 56).length;
}

export function finishIfOver(state: LudoState, events: TableEvent[]): boolean {
  if (state.phase !== 'playing') return true;
  const active = state.players.filter((player) => !player.out && player.finished === null);
  const finishers = state.players.filter((player) => player.finished !== null).length;
  let reason: LudoResult['reason'] | null = null;
  if (state.options.mode === 'classic') {
    if (finishers >= (state.options.places ?? 1)) reason = 'home';
  } else {
    if (finishers > 0) reason = 'home';
    else if (!state.options.clock && active.every((player) => player.turns >= (state.options.turnsEach ?? 0)))
      reason = 'turns';
  }
  if (reason === null && active.length <= 1) reason = finishers > 0 ? 'home' : 'last-player';
  if (reason === null) return false;
  end(state, reason, events);
  return true;
}

/** The timed game's clock ran out: it ends on the scores as they stand. */
export function endOnTime(state: LudoState, events: TableEvent[]): void {
  if (state.phase === 'playing' && state.options.mode === 'timed') end(state, 'time', events);
}

function end(state: LudoState, reason: LudoResult['reason'], events: TableEvent[]): void {
  const result = rank(state, reason);
  state.phase = 'match-over';
  state.result = result;
  state.dice = null;
  state.waitNo += 1;
  events.push({ type: 'game-over', seat: result.winner, rankings: result.rankings, reason });
}

function rank(state: LudoState, reason: LudoResult['reason']): LudoResult {
  const order = (player: LudoPlayer) => state.players.indexOf(player);
  const stillIn = state.players.filter((player) => !player.out);
  // Players went out in the order of `outOrder`: those later in the list lasted longer.
  const out = state.players
    .filter((player) => player.out)
    .sort((a, b) => state.outOrder.indexOf(b.seat) - state.outOrder.indexOf(a.seat));
  let ranked: LudoPlayer[];
  if (state.options.mode === 'classic') {
    const finished = stillIn.filter((p) => p.finished !== null).sort((a, b) => a.finished! - b.finished!);
    const rest = stillIn
      .filter((player) => player.finished === null)
      .sort((a, b) => stepsOf(b) - stepsOf(a) || order(a) - order(b));
    ranked = [...finished, ...rest];
  } else {
    ranked = [...stillIn].sort(
      (a, b) => b.score - a.score || homeCount(b) - homeCount(a) || order(a) - order(b),
    );
  }
  ranked.push(...out);
  const rankings = ranked.map((player) => player.seat);
  const scores = Object.fromEntries(state.players.map((player) => [String(player.seat), player.score]));
  return { mode: state.options.mode, rankings, winner: rankings[0]!, scores, reason, rolls: state.rollCount };
}
