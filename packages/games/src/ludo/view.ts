import type { Seat } from '../table/table-game';
import { squareOf } from './board';
import { legalMovesOf } from './play';
import type { LudoState, LudoView } from './state';

// Everything on a Ludo board is public; only the seed (future rolls) stays hidden.
export function viewOf(state: LudoState, seat: Seat | null): LudoView {
  const playing = state.phase === 'playing';
  const toAct = playing ? state.players[state.turn]!.seat : null;
  return {
    phase: state.phase,
    mode: state.options.mode,
    turnsEach:
      state.options.mode === 'timed' && !state.options.clock ? (state.options.turnsEach ?? null) : null,
    players: state.players.map((player) => ({
      seat: player.seat,
      colour: player.colour,
      tokens: [...player.tokens],
      squares: player.tokens.map((position) => squareOf(player.colour, position)),
      missed: player.missed,
      out: player.out,
      finished: player.finished,
      score: player.score,
      turns: player.turns,
    })),
    toAct,
    step: playing ? state.step : null,
    dice: state.dice,
    lastRoll: state.lastRoll,
    legal: playing && seat !== null && seat === toAct && state.step === 'move' ? legalMovesOf(state) : null,
    result: state.result,
  };
}
