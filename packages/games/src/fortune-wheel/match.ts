import type { Applied, FairSeed, Pending, Refusal, Seat, TableEvent, TablePhase } from '../table/table-game';
import { endPuzzle, finish, inPlay, passTurn } from './flow';
import { puzzleProblem } from './letters';
import { openPuzzle } from './puzzle';
import { missTossUp } from './play';
import { applied, draft, refuse } from '../table/refusal';
import type { FortuneWheelOptions, FortuneWheelState } from './state';
import { seededShuffle, WEDGES } from './wheel';

// The round around the moves: who sits, the deal (puzzles and the toss-up order from the seed), leaving,
// what is awaited.

export const SEATS = 3;

function validSeat(seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < SEATS;
}

export function newMatch(options: FortuneWheelOptions, seats: Seat[]): FortuneWheelState {
  const full: Required<FortuneWheelOptions> = { mainPuzzles: 2, maxTurns: 40, ...options };
  if (full.language !== 'en' && full.language !== 'hi') throw new RangeError('language must be en or hi');
  if (!Number.isInteger(full.mainPuzzles) || full.mainPuzzles < 1 || full.mainPuzzles > 5)
    throw new RangeError('mainPuzzles must be 1 to 5');
  if (!Number.isInteger(full.maxTurns) || full.maxTurns < 3)
    throw new RangeError('maxTurns must be 3 or more');
  if (full.puzzles.length < full.mainPuzzles + 2)
    throw new RangeError(`a round needs ${full.mainPuzzles + 2} puzzles (toss-up, main, bonus)`);
  for (const puzzle of full.puzzles) {
    const problem = puzzleProblem(puzzle.answer, full.language);
    if (problem) throw new RangeError(`puzzle "${puzzle.answer}": ${problem}`);
  }
  if (full.bonusWedges.length !== WEDGES || !full.bonusWedges.every((v) => Number.isInteger(v) && v >= 0))
    throw new RangeError('bonusWedges must be 24 whole amounts, none negative');
  if (new Set(seats).size !== seats.length || !seats.every(validSeat) || seats.length > SEATS)
    throw new RangeError('seats must be distinct seat numbers 0–2');
  return {
    game: 'fortune-wheel',
    options: full,
    contestants: [...seats]
      .sort((a, b) => a - b)
      .map((seat) => ({ seat, total: 0, roundScore: 0, left: false })),
    round: null,
    solved: [],
    outcome: null,
  };
}

export function phaseOf(state: FortuneWheelState): TablePhase {
  if (state.outcome) return 'match-over';
  return state.round ? 'playing' : 'between-hands';
}

export function pendingOf(state: FortuneWheelState): Pending | null {
  const round = state.round;
  if (!round || state.outcome || round.stage === 'over') return null;
  const key = `p${round.puzzle.number}:${round.stage}:${round.step}`;
  switch (round.stage) {
    case 'toss-up':
      return {
        seats: inPlay(state)
          .filter((c) => !round.lockedOut.includes(c.seat))
          .map((c) => c.seat),
        kind: 'reveal',
        key,
      };
    case 'toss-up-solve':
    case 'solving':
      return { seats: [round.seat!], kind: 'solve', key };
    case 'bonus':
      return { seats: [round.seat!], kind: 'bonus-solve', key };
    case 'turn':
    case 'consonant':
      return { seats: [round.seat!], kind: 'turn', key };
  }
}

export function join(state: FortuneWheelState, seat: Seat): Applied<FortuneWheelState> | Refusal {
  if (state.round || state.outcome) return refuse('notPlaying', 'The round has begun: contestants are set.');
  if (!validSeat(seat)) return refuse('illegal', 'There are 3 contestant seats.');
  if (state.contestants.some((c) => c.seat === seat)) return refuse('illegal', 'That seat is taken.');
  const next = draft(state);
  next.contestants = [...next.contestants, { seat, total: 0, roundScore: 0, left: false }].sort(
    (a, b) => a.seat - b.seat,
  );
  return applied(next, [{ type: 'join', seat }]);
}

export function deal(state: FortuneWheelState, fair: FairSeed): Applied<FortuneWheelState> | Refusal {
  if (state.round || state.outcome) return refuse('notPlaying', 'The round is already dealt.');
  if (inPlay(state).length === 0) return refuse('notInHand', 'No contestant is seated.');
  const next = draft(state);
  const count = next.options.mainPuzzles + 2;
  const puzzles = seededShuffle(next.options.puzzles, fair, 'puzzles').slice(0, count);
  const tossUp = openPuzzle(puzzles[0]!, 0, 'toss-up', next.options.language);
  const letterTiles = tossUp.tiles.flatMap((tile, index) => (tile.letters.length > 0 ? [index] : []));
  next.round = {
    stage: 'toss-up',
    puzzles,
    puzzle: tossUp,
    seat: null,
    step: 0,
    turns: 0,
    revealOrder: seededShuffle(letterTiles, fair, 'toss-up'),
    lockedOut: [],
    lastStop: null,
    spins: 0,
    tossUpWinner: null,
    bonusWedge: null,
    fair: { ...fair },
  };
  return applied(next, [{ type: 'deal' }, { type: 'puzzle', number: 0, category: tossUp.category }]);
}

/** A contestant leaves (or is absent): their turn passes, a buzz is a miss, the bonus is lost. */
export function leave(state: FortuneWheelState, seat: Seat): Applied<FortuneWheelState> {
  const me = state.contestants.find((c) => c.seat === seat);
  if (!me || me.left || state.outcome) return applied(state, []);
  const next = draft(state);
  const events: TableEvent[] = [{ type: 'leave', seat }];
  if (!next.round) {
    next.contestants = next.contestants.filter((c) => c.seat !== seat);
    return applied(next, events);
  }
  next.contestants.find((c) => c.seat === seat)!.left = true;
  const round = next.round;
  if (inPlay(next).length === 0) {
    finish(next, events);
  } else if (round.seat === seat) {
    if (round.stage === 'toss-up-solve') missTossUp(next, seat);
    else if (round.stage === 'bonus') endPuzzle(next, null, events);
    else passTurn(next, events);
  } else if (round.stage === 'toss-up' && inPlay(next).every((c) => round.lockedOut.includes(c.seat))) {
    endPuzzle(next, null, events);
  }
  return applied(next, events);
}
