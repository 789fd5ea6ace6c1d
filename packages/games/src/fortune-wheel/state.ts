import type { FairSeed, Seat } from '../table/table-game';
import type { PuzzleLanguage, Tile } from './letters';

// Plain JSON, like every table game's state (table/table-game.ts).

export interface Puzzle {
  category: string;
  answer: string;
}

export interface FortuneWheelOptions {
  language: PuzzleLanguage;
  /** The set to draw from: the toss-up, the main puzzles and the bonus puzzle are distinct ones of it. */
  puzzles: Puzzle[];
  /** Main puzzles after the toss-up (default 2). */
  mainPuzzles?: number;
  /** The 24 prizes of the bonus wheel, in whatever unit the server pays (paise of bonus). */
  bonusWedges: number[];
  /** Turns a main puzzle may last before it ends unsolved (default 40): every match ends. */
  maxTurns?: number;
}

export type FortuneWheelMove =
  | { type: 'buzz' }
  | { type: 'spin' }
  | { type: 'consonant'; letter: string }
  | { type: 'vowel'; letter: string }
  /** Without an answer (on a turn): starts the solve wait; with one: the guess. */
  | { type: 'solve'; answer?: string };

export interface Contestant {
  seat: Seat;
  /** Points banked from solved puzzles (and the toss-up); never negative. */
  total: number;
  /** Points of the puzzle being played; lost to a bankrupt, banked only by the solver. */
  roundScore: number;
  left: boolean;
}

export type Stage =
  /** Tiles turn one by one; any contestant may buzz. */
  | 'toss-up'
  /** A contestant buzzed and must solve the toss-up now. */
  | 'toss-up-solve'
  /** A contestant's turn: spin, buy a vowel or solve. */
  | 'turn'
  /** The wheel stopped on points: the same contestant calls a consonant. */
  | 'consonant'
  /** The contestant pressed "solve" and types the answer. */
  | 'solving'
  /** The leader has 10 seconds to solve the bonus puzzle. */
  | 'bonus'
  | 'over';

export interface PuzzleState {
  /** 0 the toss-up, 1..n the main puzzles, n + 1 the bonus. */
  number: number;
  kind: 'toss-up' | 'main' | 'bonus';
  category: string;
  answer: string;
  tiles: Tile[];
  /** Per tile; grows only. */
  revealed: boolean[];
  /** Letters called in this puzzle, in order; grows only. */
  called: string[];
  solvedBy: Seat | null;
}

export interface WheelStop {
  /** Which spin of the hand (0, 1, …): the nonce suffix of its random draw. */
  spin: number;
  wedge: number;
  seat: Seat;
}

export interface RoundState {
  stage: Stage;
  puzzles: Puzzle[];
  puzzle: PuzzleState;
  /** Whose turn (turn, consonant), who buzzed (toss-up-solve), who plays the bonus. */
  seat: Seat | null;
  /** Changes with every wait, for the runtime's deadline key. */
  step: number;
  /** Turns taken in the current main puzzle. */
  turns: number;
  /** The toss-up tile order, from the seed. */
  revealOrder: number[];
  /** Seats that missed the toss-up and may not buzz again in it. */
  lockedOut: Seat[];
  /** The last spin, and the points per consonant it stands for while a consonant is awaited. */
  lastStop: WheelStop | null;
  spins: number;
  /** Who won the toss-up: the first turn of the first main puzzle is theirs. */
  tossUpWinner: Seat | null;
  bonusWedge: number | null;
  fair: FairSeed;
}

export interface FortuneWheelOutcome {
  /** Final points per seat (toss-up and the puzzles each solved). */
  totals: { seat: Seat; total: number }[];
  /** Seats in order of total, highest first (ties: the lower seat first). */
  ranking: Seat[];
  bonus: { seat: Seat; wedge: number; prize: number; solved: boolean } | null;
  /** The puzzles of the round with their answers and solvers, for the record. */
  puzzles: { category: string; answer: string; solvedBy: Seat | null }[];
}

export interface FortuneWheelState {
  game: 'fortune-wheel';
  options: Required<FortuneWheelOptions>;
  contestants: Contestant[];
  round: RoundState | null;
  solved: { category: string; answer: string; solvedBy: Seat | null }[];
  outcome: FortuneWheelOutcome | null;
}

export interface FortuneWheelView {
  stage: Stage | 'waiting';
  language: PuzzleLanguage;
  contestants: Contestant[];
  you: Seat | null;
  /** Whose turn, who buzzed, who plays the bonus. */
  seat: Seat | null;
  puzzle: {
    number: number;
    kind: PuzzleState['kind'];
    category: string;
    /** Per tile: its text when turned (spaces and punctuation always), null while hidden. */
    tiles: (string | null)[];
    /** Per tile: true for a space or punctuation (no letter to call). */
    shown: boolean[];
    called: string[];
    /** Whether a consonant is still hidden (announced on the show: when none is, spinning stops). */
    consonantsLeft: boolean;
  } | null;
  lastStop: { wedge: number; seat: Seat } | null;
  bonusWedge: number | null;
  /** Whether `you` may buzz now (toss-up, not locked out). */
  canBuzz: boolean;
  lockedOut: Seat[];
  solved: { category: string; answer: string; solvedBy: Seat | null }[];
  outcome: FortuneWheelOutcome | null;
}
