import type { FairSeed, Seat, TablePhase } from '../table/table-game';

export type LudoMode = 'classic' | 'timed';

export interface LudoOptions {
  mode: LudoMode;
  /**
   * Classic: how many players must bring all four tokens home before the game ends (1, or 2 in a 4-player
   * game so that a 2nd place can be paid). Ignored in the timed variant.
   */
  places?: number;
  /** Timed variant: the game ends once every player still in has had this many turns. */
  turnsEach?: number;
  /**
   * Timed variant on a clock, as Indian apps run it: the game lasts fixed minutes that the runtime keeps
   * (the engine has no clock) and ends with `timeUp`; turns do not end it.
   */
  clock?: boolean;
}

export interface LudoPlayer {
  seat: Seat;
  colour: number;
  /** Positions of the four tokens (see board.ts). */
  tokens: number[];
  /** Turns that ran out (a timeout); three and the player is out. */
  missed: number;
  /** Out of the game (three missed turns or left): the tokens are off the board. */
  out: boolean;
  /** 1 for the first to bring all four home, 2 for the second… */
  finished: number | null;
  /** Timed variant's points (also kept in classic games, for the record). */
  score: number;
  /** Turns this player has completed. */
  turns: number;
}

export interface LudoResult {
  mode: LudoMode;
  /** Every seat of the game, best first. */
  rankings: Seat[];
  winner: Seat;
  scores: Record<string, number>;
  reason: 'home' | 'turns' | 'time' | 'last-player';
  /** Rolls the game made: /provably-fair recomputes them with verifyLudoRolls(fair, rolls). */
  rolls: number;
}

export interface LudoState {
  game: 'ludo';
  options: LudoOptions;
  phase: TablePhase;
  seats: Seat[];
  players: LudoPlayer[];
  /** Kept for the rolls still to come; never in a view. */
  fair: FairSeed | null;
  /** Rolls made so far: the next roll is rollAt(fair, rollCount). */
  rollCount: number;
  /** Index into players of the player whose turn it is. */
  turn: number;
  step: 'roll' | 'move';
  dice: number | null;
  /** The last roll of the game, kept after the turn passes so a board can still show the dice. */
  lastRoll: { seat: Seat; dice: number } | null;
  sixes: number;
  /** Increases with every wait, for the pending key. */
  waitNo: number;
  /** Seats in the order they went out. */
  outOrder: Seat[];
  result: LudoResult | null;
}

export type LudoMove = { type: 'roll' } | { type: 'move'; token: number };

export interface LegalMove {
  token: number;
  from: number;
  to: number;
  /** The shared track square it lands on, null in the home column or home. */
  square: number | null;
  captures: boolean;
  reachesHome: boolean;
}

export interface LudoViewPlayer {
  seat: Seat;
  colour: number;
  tokens: number[];
  /** The shared track square of each token, null when off the track. */
  squares: (number | null)[];
  missed: number;
  out: boolean;
  finished: number | null;
  score: number;
  turns: number;
}

export interface LudoView {
  phase: TablePhase;
  mode: LudoMode;
  /** The timed variant's turns each; null on a clock (the snapshot's `clock_ends_at` says when it ends). */
  turnsEach: number | null;
  players: LudoViewPlayer[];
  toAct: Seat | null;
  step: 'roll' | 'move' | null;
  dice: number | null;
  lastRoll: { seat: Seat; dice: number } | null;
  /** The moves open to the seat to act, only in that seat's own view. */
  legal: LegalMove[] | null;
  result: LudoResult | null;
}
