import type { Applied, Refusal, Seat, TableEvent } from '../table/table-game';
import { contestant, endPuzzle, inPlay, passTurn, VOWEL_COST } from './flow';
import { isConsonant, isVowel, LETTERS, solves } from './letters';
import { callLetter, hiddenLetterAmong, revealTile } from './puzzle';
import { applied, draft, refuse } from '../table/refusal';
import type { FortuneWheelMove, FortuneWheelState, RoundState } from './state';
import { spinStop, WHEEL } from './wheel';

// The moves of a round. A refusal leaves the state as it was; the turn's timer keeps running.

const MAX_ANSWER = 200;

function tossUpBuzz(state: FortuneWheelState, seat: Seat): Applied<FortuneWheelState> | Refusal {
  const round = state.round!;
  if (round.lockedOut.includes(seat))
    return refuse('notYourTurn', 'You missed this toss-up: wait for the next puzzle.');
  const next = draft(state);
  const r = next.round!;
  r.stage = 'toss-up-solve';
  r.seat = seat;
  r.step += 1;
  return applied(next, [{ type: 'buzz', seat }]);
}

function solveMove(
  state: FortuneWheelState,
  seat: Seat,
  answer: string | undefined,
): Applied<FortuneWheelState> | Refusal {
  const round = state.round!;
  if (answer === undefined) {
    // Pressing "solve" on a turn stops the turn timer and starts the (longer) solve wait.
    if (round.stage !== 'turn') return refuse('illegal', 'Type the answer to solve.');
    const next = draft(state);
    next.round!.stage = 'solving';
    next.round!.step += 1;
    return applied(next, [{ type: 'solving', seat }]);
  }
  if (typeof answer !== 'string' || answer.trim() === '' || answer.length > MAX_ANSWER)
    return refuse('illegal', 'The answer must be 1 to 200 characters.');
  const next = draft(state);
  const r = next.round!;
  const events: TableEvent[] = [];
  const correct = solves(answer, r.puzzle.answer, next.options.language);
  events.push({ type: 'solve', seat, guess: answer.slice(0, MAX_ANSWER), correct });
  if (correct) {
    endPuzzle(next, seat, events);
  } else if (r.stage === 'toss-up-solve') {
    missTossUp(next, seat);
  } else if (r.stage !== 'bonus') {
    // A wrong guess in the bonus costs nothing but time: the leader may guess again until the 10 seconds end.
    passTurn(next, events);
  }
  return applied(next, events);
}

/** The buzzer missed: locked out of this toss-up; it goes on turning tiles, or ends when nobody may buzz. */
export function missTossUp(state: FortuneWheelState, seat: Seat): void {
  const round = state.round!;
  round.lockedOut.push(seat);
  round.stage = 'toss-up';
  round.seat = null;
  round.step += 1;
  if (inPlay(state).every((c) => round.lockedOut.includes(c.seat))) endPuzzle(state, null, []);
}

function spin(state: FortuneWheelState, seat: Seat): Applied<FortuneWheelState> | Refusal {
  const round = state.round!;
  if (!hiddenLetterAmong(round.puzzle, LETTERS[state.options.language].consonants))
    return refuse('illegal', 'Every consonant is called: buy a vowel or solve.');
  const next = draft(state);
  const r = next.round!;
  const wedge = spinStop(r.fair, r.spins);
  r.lastStop = { spin: r.spins, wedge, seat };
  r.spins += 1;
  const events: TableEvent[] = [{ type: 'spin', seat, wedge }];
  const stop = WHEEL[wedge]!;
  if (stop.kind === 'points') {
    r.stage = 'consonant';
    r.step += 1;
  } else {
    if (stop.kind === 'bankrupt') contestant(next, seat)!.roundScore = 0;
    passTurn(next, events);
  }
  return applied(next, events);
}

function letterMove(
  state: FortuneWheelState,
  seat: Seat,
  move: { type: 'consonant' | 'vowel'; letter: unknown },
): Applied<FortuneWheelState> | Refusal {
  const round = state.round!;
  const language = state.options.language;
  const letter = typeof move.letter === 'string' ? move.letter.normalize('NFC').toUpperCase() : '';
  const wanted = move.type === 'consonant' ? isConsonant(letter, language) : isVowel(letter, language);
  if (!wanted) return refuse('illegal', `That is not a ${move.type} of the puzzle's keyboard.`);
  if (round.puzzle.called.includes(letter)) return refuse('illegal', `${letter} is already called.`);
  const me = contestant(state, seat)!;
  if (move.type === 'vowel' && me.roundScore < VOWEL_COST)
    return refuse('illegal', `A vowel costs ${VOWEL_COST} points of this puzzle; you have ${me.roundScore}.`);
  const next = draft(state);
  const r = next.round!;
  const player = contestant(next, seat)!;
  const { puzzle, count } = callLetter(r.puzzle, letter);
  r.puzzle = puzzle;
  if (move.type === 'vowel') player.roundScore -= VOWEL_COST;
  else {
    const stop = WHEEL[r.lastStop!.wedge]!;
    player.roundScore += stop.kind === 'points' ? stop.value * count : 0;
  }
  const events: TableEvent[] = [{ type: 'letter', seat, letter, count, score: player.roundScore }];
  if (count === 0) passTurn(next, events);
  else {
    r.stage = 'turn';
    r.lastStop = null;
    r.step += 1;
  }
  return applied(next, events);
}

/** Which stage takes which move, and from whom. */
function allowed(round: RoundState, seat: Seat, type: FortuneWheelMove['type']): string | null {
  switch (round.stage) {
    case 'toss-up':
      return type === 'buzz' ? null : 'Buzz first to solve the toss-up.';
    case 'toss-up-solve':
    case 'solving':
    case 'bonus':
      if (round.seat !== seat) return 'not-your-turn';
      return type === 'solve' ? null : 'Only the answer counts now.';
    case 'turn':
      if (round.seat !== seat) return 'not-your-turn';
      return type === 'spin' || type === 'vowel' || type === 'solve'
        ? null
        : 'Spin the wheel before you call a consonant.';
    case 'consonant':
      if (round.seat !== seat) return 'not-your-turn';
      return type === 'consonant' ? null : 'The wheel has stopped: call a consonant.';
    case 'over':
      return 'not-playing';
  }
}

export function applyMove(
  state: FortuneWheelState,
  seat: Seat,
  move: FortuneWheelMove,
): Applied<FortuneWheelState> | Refusal {
  const round = state.round;
  if (!round || round.stage === 'over' || state.outcome)
    return refuse('notPlaying', 'No puzzle is being played.');
  const me = contestant(state, seat);
  if (!me || me.left) return refuse('notInHand', 'You are not a contestant of this round.');
  const problem = allowed(round, seat, move.type);
  if (problem === 'not-your-turn') return refuse('notYourTurn', 'It is not your turn.');
  if (problem === 'not-playing') return refuse('notPlaying', 'No puzzle is being played.');
  if (problem) return refuse('illegal', problem);
  switch (move.type) {
    case 'buzz':
      return tossUpBuzz(state, seat);
    case 'spin':
      return spin(state, seat);
    case 'consonant':
    case 'vowel':
      return letterMove(state, seat, move);
    case 'solve':
      return solveMove(state, seat, move.answer);
    default:
      return refuse('illegal', 'That is not a Fortune Wheel move.');
  }
}

/** The wait ran out: the next tile turns (toss-up), the buzzer misses, the turn passes, the bonus is lost. */
export function timeoutMove(state: FortuneWheelState): Applied<FortuneWheelState> {
  const round = state.round;
  if (!round || round.stage === 'over' || state.outcome) return applied(state, []);
  const next = draft(state);
  const r = next.round!;
  const events: TableEvent[] = [];
  switch (r.stage) {
    case 'toss-up': {
      const tile = r.revealOrder.find((index) => !r.puzzle.revealed[index]);
      if (tile === undefined) endPuzzle(next, null, events);
      else {
        r.puzzle = revealTile(r.puzzle, tile);
        r.step += 1;
        events.push({ type: 'reveal', tile, text: r.puzzle.tiles[tile]!.text });
      }
      break;
    }
    case 'toss-up-solve':
      events.push({ type: 'timeout', seat: r.seat! });
      missTossUp(next, r.seat!);
      break;
    case 'bonus':
      events.push({ type: 'timeout', seat: r.seat! });
      endPuzzle(next, null, events);
      break;
    case 'turn':
    case 'consonant':
    case 'solving':
    case 'over':
      events.push({ type: 'timeout', seat: r.seat! });
      passTurn(next, events);
  }
  return applied(next, events);
}
