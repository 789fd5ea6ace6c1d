import type { Seat, TableEvent } from '../table/table-game';
import { openPuzzle, revealAll } from './puzzle';
import type { Contestant, FortuneWheelOutcome, FortuneWheelState, RoundState } from './state';
import { bonusStop } from './wheel';

// The round's course between the moves: the next turn, the next puzzle, the bonus, the end. Each function
// changes the draft it is given (play.ts and match.ts hand it a copy) and adds its events.

export const TOSS_UP_POINTS = 1000;
export const VOWEL_COST = 250;

export function inPlay(state: FortuneWheelState): Contestant[] {
  return state.contestants.filter((c) => !c.left);
}

export function contestant(state: FortuneWheelState, seat: Seat): Contestant | undefined {
  return state.contestants.find((c) => c.seat === seat);
}

/** The next seat in play after `seat`, round the table. */
function nextSeat(state: FortuneWheelState, seat: Seat): Seat | null {
  const seats = state.contestants.map((c) => c.seat);
  const from = seats.indexOf(seat);
  for (let step = 1; step <= seats.length; step++) {
    const candidate = state.contestants[(from + step) % seats.length]!;
    if (!candidate.left) return candidate.seat;
  }
  return null;
}

/** The turn passes on; a puzzle that ran its turns out ends unsolved. */
export function passTurn(state: FortuneWheelState, events: TableEvent[]): void {
  const round = state.round!;
  round.turns += 1;
  const next = round.seat === null ? null : nextSeat(state, round.seat);
  if (next === null || round.turns >= state.options.maxTurns) {
    endPuzzle(state, null, events);
    return;
  }
  round.seat = next;
  round.stage = 'turn';
  round.lastStop = null;
  round.step += 1;
  events.push({ type: 'turn', seat: next });
}

/** The puzzle ends: the solver banks their puzzle points (the toss-up's 1000), everyone's puzzle points go. */
export function endPuzzle(state: FortuneWheelState, solver: Seat | null, events: TableEvent[]): void {
  const round = state.round!;
  const puzzle = round.puzzle;
  if (solver !== null) {
    const winner = contestant(state, solver)!;
    winner.total += puzzle.kind === 'toss-up' ? TOSS_UP_POINTS : winner.roundScore;
  }
  for (const c of state.contestants) c.roundScore = 0;
  round.puzzle = revealAll(puzzle, solver);
  state.solved.push({ category: puzzle.category, answer: puzzle.answer, solvedBy: solver });
  events.push({ type: 'puzzle-over', number: puzzle.number, solvedBy: solver, answer: puzzle.answer });
  if (puzzle.kind === 'toss-up') round.tossUpWinner = solver;
  if (puzzle.kind === 'bonus') return finish(state, events);
  const mainCount = state.options.mainPuzzles;
  if (puzzle.number < mainCount) startMain(state, puzzle.number + 1, events);
  else startBonus(state, events);
}

function startMain(state: FortuneWheelState, number: number, events: TableEvent[]): void {
  const round = state.round!;
  const players = inPlay(state);
  if (players.length === 0) return finish(state, events);
  // The toss-up's winner starts the first puzzle; each later puzzle starts one seat further round.
  const first = round.tossUpWinner ?? state.contestants[0]!.seat;
  const ordered = state.contestants.map((c) => c.seat);
  const start = ordered[(ordered.indexOf(first) + number - 1) % ordered.length]!;
  round.puzzle = openPuzzle(round.puzzles[number]!, number, 'main', state.options.language);
  round.turns = 0;
  round.lastStop = null;
  round.stage = 'turn';
  round.seat = contestant(state, start)!.left ? nextSeat(state, start) : start;
  round.step += 1;
  events.push(
    { type: 'puzzle', number, category: round.puzzle.category },
    { type: 'turn', seat: round.seat! },
  );
}

/** The leader: the highest total in play; a tie goes to the lower seat. */
export function leaderOf(state: FortuneWheelState): Seat | null {
  const players = inPlay(state);
  if (players.length === 0) return null;
  return players.reduce((best, c) => (c.total > best.total ? c : best)).seat;
}

function startBonus(state: FortuneWheelState, events: TableEvent[]): void {
  const round = state.round!;
  const leader = leaderOf(state);
  if (leader === null) return finish(state, events);
  const number = state.options.mainPuzzles + 1;
  round.puzzle = openPuzzle(round.puzzles[number]!, number, 'bonus', state.options.language);
  round.bonusWedge = bonusStop(round.fair);
  round.seat = leader;
  round.stage = 'bonus';
  round.lastStop = null;
  round.step += 1;
  events.push({ type: 'bonus', seat: leader, wedge: round.bonusWedge, category: round.puzzle.category });
}

export function ranking(contestants: Contestant[]): Seat[] {
  return [...contestants].sort((a, b) => b.total - a.total || a.seat - b.seat).map((c) => c.seat);
}

export function finish(state: FortuneWheelState, events: TableEvent[]): void {
  const round: RoundState = state.round!;
  const bonusPuzzle = round.puzzle.kind === 'bonus' ? round.puzzle : null;
  const bonus: FortuneWheelOutcome['bonus'] =
    bonusPuzzle && round.seat !== null && round.bonusWedge !== null
      ? {
          seat: round.seat,
          wedge: round.bonusWedge,
          prize: state.options.bonusWedges[round.bonusWedge]!,
          solved: bonusPuzzle.solvedBy !== null,
        }
      : null;
  round.stage = 'over';
  round.seat = null;
  round.step += 1;
  state.outcome = {
    totals: state.contestants.map((c) => ({ seat: c.seat, total: c.total })),
    ranking: ranking(state.contestants),
    bonus,
    puzzles: state.solved.map((p) => ({ ...p })),
  };
  events.push({ type: 'over', ranking: state.outcome.ranking, bonus });
}
