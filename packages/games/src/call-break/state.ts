import type { FairSeed, Pending, TablePhase } from '../table/table-game';

// The JSON shapes of the Call Break engine: options, moves, the stored state, the view and the outcomes.
// Scores are kept in tenths of a point as integers (a bid of 4 made with 6 tricks is 42, i.e. 4.2), so no
// float error ever creeps into a total.

/** The table's version: how many rounds the game lasts (ADR 032). */
export type CallBreakRounds = 1 | 2 | 4;

export interface CallBreakOptions {
  rounds: CallBreakRounds;
}

export type CallBreakMove = { type: 'bid'; bid: number } | { type: 'play'; card: string };

export interface CallBreakPlayer {
  seat: number;
  /** Tenths of a point over the rounds played. */
  total: number;
  /** Missed turns in a row (bids and plays the server made for the seat). */
  missed: number;
  /** Left the game, or dropped after too many missed turns: the server plays the seat, it cannot win. */
  left: boolean;
  dropped: boolean;
}

export interface TrickCard {
  seat: number;
  card: string;
  /** Played by the server for this seat (a timeout, a player who left). */
  auto?: boolean;
}

export interface Trick {
  leader: number;
  cards: TrickCard[];
  /** Set once the fourth card is down. */
  winner: number | null;
}

export interface RoundSeat {
  seat: number;
  /** The cards still held, sorted. */
  cards: string[];
  /** The 13 cards dealt (for the history and verification). */
  dealt: string[];
  bid: number | null;
  tricks: number;
}

export type RoundStage = 'bid' | 'play' | 'over';

export interface RoundState {
  number: number;
  fair: FairSeed;
  dealer: number;
  /** In seat order. */
  seats: RoundSeat[];
  stage: RoundStage;
  turn: number;
  /** Changes with every wait (each bid and each card). */
  turnNumber: number;
  /** Every trick of the round, the one being played last. */
  tricks: Trick[];
}

export interface RoundScoreSeat {
  seat: number;
  bid: number;
  tricks: number;
  /** Tenths: bid × 10 + extra tricks when made, −bid × 10 when missed. */
  points: number;
  /** Tenths: the running total after this round. */
  total: number;
}

export interface CallBreakRoundOutcome {
  round: number;
  dealer: number;
  seats: RoundScoreSeat[];
  /** The tricks of the round (every card played is public once played). */
  tricks: Trick[];
}

export interface CallBreakMatchResult {
  /** Null on a tie (see shares) or when everyone left. */
  winner: number | null;
  reason: 'highest-total' | 'tie' | 'everyone-left';
  /** How the prize is shared: seat i gets share / denominator of it. */
  shares: { seat: number; share: number }[];
  denominator: number;
  /** Tenths, per seat. */
  totals: { seat: number; total: number }[];
}

export interface CallBreakState {
  game: 'call-break';
  options: CallBreakOptions;
  players: CallBreakPlayer[];
  roundsPlayed: number;
  /** The seat that dealt the first round (the toss); later rounds pass the deal to the next seat. */
  firstDealer: number | null;
  round: RoundState | null;
  /** The score sheet: one entry per finished round. */
  sheet: CallBreakRoundOutcome[];
  outcome: CallBreakRoundOutcome | null;
  result: CallBreakMatchResult | null;
}

export interface CallBreakViewPlayer {
  seat: number;
  bid: number | null;
  tricks: number;
  /** Tenths. */
  total: number;
  cardCount: number;
  missedTurns: number;
  left: boolean;
  dropped: boolean;
}

export interface CallBreakView {
  game: 'call-break';
  options: CallBreakOptions;
  seat: number | null;
  phase: TablePhase;
  roundNumber: number;
  stage: RoundStage | null;
  dealer: number | null;
  turn: number | null;
  pending: Pending | null;
  /** This seat's cards, sorted by suit (spades first) and rank; null for a spectator. */
  hand: string[] | null;
  /** The cards this seat may play now (its turn in the play stage); empty otherwise. */
  legal: string[];
  players: CallBreakViewPlayer[];
  /** The trick on the table (empty cards when a new one is to be led). */
  trick: Trick | null;
  /** The last trick completed this round. */
  lastTrick: Trick | null;
  sheet: Omit<CallBreakRoundOutcome, 'tricks'>[];
  outcome: CallBreakRoundOutcome | null;
  result: CallBreakMatchResult | null;
}
