import type { FairSeed, Pending, TablePhase } from '../table/table-game';

// The JSON shapes of the rummy engine: options, moves, the stored state, the views and the outcomes.

export type RummyOptions =
  | { variant: 'points'; seats: number }
  | { variant: 'pool'; pool: 101 | 201; seats: number }
  | { variant: 'deals'; deals: 2 | 3; seats: number };

export type RummyMove =
  | { type: 'draw'; pile: 'closed' | 'open' }
  | { type: 'discard'; card: string }
  /** Give up the hand at the start of one's turn (before drawing). */
  | { type: 'drop' }
  /** Put `card` on the finish slot and show the 13 others in `groups`. */
  | { type: 'declare'; card: string; groups: string[][] }
  /** After someone's valid declaration: the groups one's 13 cards are counted in. */
  | { type: 'meld'; groups: string[][] }
  /** One's own grouping of one's cards, kept for a reload and for a meld timeout. Any time in the hand. */
  | { type: 'arrange'; groups: string[][] }
  /** Pool: the answer to the offer to split the prize. */
  | { type: 'split'; accept: boolean };

/** A player of the match (the table's seated players). */
export interface MatchPlayer {
  seat: number;
  /** Pool: points so far. */
  score: number;
  /** Deals: chips so far. */
  chips: number;
  /** Pool: eliminated (score at or above the pool); pool and deals: left the match. */
  out: boolean;
  left: boolean;
}

export type HandSeatStatus = 'playing' | 'dropped' | 'wrong-show' | 'won' | 'melding' | 'melded';
export type Penalty = 'first-drop' | 'middle-drop' | 'auto-drop' | 'wrong-show';

/** A player's part of the current hand. */
export interface HandSeat {
  seat: number;
  /** The player's cards in the player's own groups (one group per row of the table's hand). */
  groups: string[][];
  status: HandSeatStatus;
  /** Has drawn at least once this hand: a drop now is a middle drop. */
  drew: boolean;
  /** Missed turns in a row. */
  missed: number;
  penalty: Penalty | null;
  /** Points of the hand, once the player's part of it is over. */
  points: number | null;
  /** The groups the player showed the table (a declaration, a meld). */
  shown: string[][] | null;
  /** Left the table during the hand. */
  left: boolean;
}

export type HandStage = 'draw' | 'discard' | 'meld' | 'over';

export interface HandState {
  number: number;
  fair: FairSeed;
  wildCard: string;
  wildRank: string;
  /** Top (next card drawn) first. */
  closed: string[];
  /** Top last. */
  open: string[];
  /** The open pile's top is still the card the deal turned up: a joker there may be taken. */
  openIsDealt: boolean;
  /** Cards out of play: the hands of players who dropped or showed wrongly. */
  dead: string[];
  /** The card a valid declarer put on the finish slot. */
  finish: string | null;
  /** In seat order, which is the order of play. */
  seats: HandSeat[];
  /** The seat the toss picked to play first. */
  firstSeat: number;
  /** Whose turn it is (stages draw and discard). */
  turn: number;
  turnNumber: number;
  stage: HandStage;
  /** What the player whose turn it is drew this turn. */
  drawn: { card: string; pile: 'closed' | 'open' } | null;
  reshuffles: number;
  winner: number | null;
  /** Deals: a deal among the players tied on chips after the last deal. */
  tiebreak: boolean;
}

export interface SplitVote {
  seats: number[];
  accepted: number[];
}

export interface HandOutcomeSeat {
  seat: number;
  result: 'won' | 'lost' | 'dropped' | 'wrong-show';
  penalty: Penalty | null;
  points: number;
  /** The groups shown at the end (null for a player who dropped: those cards are never shown). */
  groups: string[][] | null;
  /** Pool: the score after this hand; deals: chips after it; points: 0. */
  total: number;
  /** Deals: chips won (+) or lost (−) this deal. */
  chips: number;
  /** Pool: eliminated by this hand. */
  eliminated: boolean;
}

export interface RummyHandOutcome {
  hand: number;
  winner: number;
  wildCard: string;
  finish: string | null;
  seats: HandOutcomeSeat[];
}

export interface RummyMatchResult {
  /** Null for an agreed split (see shares) or when every player left. */
  winner: number | null;
  reason: 'last-player' | 'most-chips' | 'tiebreak' | 'split' | 'everyone-left';
  /** How the prize is shared: seat i gets share / denominator of it. The winner alone: share = denominator. */
  shares: { seat: number; share: number }[];
  denominator: number;
}

export interface RummyState {
  game: 'rummy';
  options: RummyOptions;
  /** The match's players in seat order. */
  players: MatchPlayer[];
  /** Players dealt in the first hand (pool: which splits are allowed). */
  startedWith: number;
  handsPlayed: number;
  /** The current hand, or the last one once it is over. */
  hand: HandState | null;
  outcome: RummyHandOutcome | null;
  split: SplitVote | null;
  result: RummyMatchResult | null;
}

export interface RummyViewPlayer {
  seat: number;
  /** In this hand: its status; 'waiting' when seated but not dealt in; 'out' when eliminated or gone. */
  status: HandSeatStatus | 'waiting' | 'out';
  cardCount: number;
  drew: boolean;
  missedTurns: number;
  score: number;
  chips: number;
  /** Points of this hand once known. */
  points: number | null;
  /** Groups the player showed (a declaration at once; a meld once the hand is over). */
  shown: string[][] | null;
}

export interface RummyView {
  game: 'rummy';
  options: RummyOptions;
  /** The seat this view is for; null for a spectator. */
  seat: number | null;
  phase: TablePhase;
  handNumber: number;
  stage: HandStage | null;
  wildCard: string | null;
  wildRank: string | null;
  closedCount: number;
  openTop: string | null;
  openCount: number;
  /** The open top may be drawn (false for a joker discarded by a player). */
  openTopTakeable: boolean;
  turn: number | null;
  turnNumber: number;
  /** The seat the toss picked to play first this hand. */
  firstSeat: number | null;
  /** The seat that declared validly (meld time and after); null otherwise. */
  declarer: number | null;
  /** What a drop would cost this seat now (points); null when it cannot drop now. */
  dropPoints: number | null;
  pending: Pending | null;
  /** This seat's cards in its groups; null for a spectator or a seat not in the hand. */
  hand: string[][] | null;
  /** The card this seat drew in its current turn. */
  drawn: string | null;
  /** The finish slot's card, once the hand is over. */
  finish: string | null;
  players: RummyViewPlayer[];
  split: SplitVote | null;
  outcome: RummyHandOutcome | null;
  result: RummyMatchResult | null;
}
