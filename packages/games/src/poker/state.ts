import type { FairSeed, Pending, TablePhase } from '../table/table-game';
import type { HandValue, PokerVariant } from './evaluate';

// The JSON shapes of the poker engine: options, moves, the stored state, the views and the outcomes.
// Chips are integers (the table's smallest unit); the runtime maps them to money.

export interface PokerOptions {
  /** 'holdem' is played No-Limit, 'omaha4' and 'omaha5' Pot-Limit. */
  variant: PokerVariant;
  /** 2 to 9. */
  seats: number;
  smallBlind: number;
  bigBlind: number;
  /** The buy-in range (chips); a top-up may bring the stack up to maxBuyIn. */
  minBuyIn: number;
  maxBuyIn: number;
  /** The house's share of each pot, only when a flop was dealt; `cap` bounds the total of a hand. */
  rake?: { percent: number; cap: number };
}

export type PokerMove =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  /** Bet or raise to `to` chips in front of the seat this betting round (not the increment). */
  | { type: 'bet'; to: number }
  | { type: 'raise'; to: number }
  | { type: 'all-in' }
  /** Between hands, or while not dealt in: add chips up to the maximum buy-in. */
  | { type: 'top-up'; chips: number }
  /** From the next hand on: not dealt in (the blinds that pass meanwhile are owed). */
  | { type: 'sit-out' }
  | { type: 'sit-in' }
  /** Show losing hands at showdown (false) or muck them (true, the default). */
  | { type: 'auto-muck'; on: boolean };

/** Blinds a seat owes after sitting out while they passed, or as a newcomer: posted when dealt in. */
export type Owed = 'none' | 'big' | 'both';

export interface PokerPlayer {
  seat: number;
  /** Chips behind, outside the current hand's bets. */
  stack: number;
  sittingOut: boolean;
  owes: Owed;
  autoMuck: boolean;
  /** Left during a hand: folded, and freed when the hand ends. */
  left: boolean;
}

export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export type HandSeatStatus = 'active' | 'folded' | 'all-in';

export interface HandSeat {
  seat: number;
  hole: string[];
  status: HandSeatStatus;
  /** Chips in front of the seat this betting round. */
  bet: number;
  /** Chips the seat put in the hand, this round included (dead blinds excluded). */
  committed: number;
  /** Has acted since the last full raise (blinds are not acts). */
  acted: boolean;
  /** The bet the seat faced when it last acted: a short all-in raise reopens nothing below a full raise. */
  faced: number;
  /** Cards shown at showdown; null while hidden or mucked. */
  shown: string[] | null;
  timedOut: boolean;
}

/** One public act of a hand, for the replay in the player's history (blinds included). */
export interface HandLogEntry {
  seat: number;
  act: 'small-blind' | 'big-blind' | 'dead-blind' | 'fold' | 'check' | 'call' | 'bet' | 'raise';
  /** The seat's bet of the round after the act. */
  bet: number;
  street: Street;
  /** Everything in the middle and in front of the seats after the act. */
  pot: number;
  allIn?: boolean;
  timeout?: boolean;
  left?: boolean;
}

export interface HandState {
  number: number;
  fair: FairSeed;
  /** The undealt cards, next first. Never in a view. */
  deck: string[];
  board: string[];
  button: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  /** In seat order. */
  seats: HandSeat[];
  street: Street;
  /** Whose turn it is; null once the betting is over. */
  toAct: number | null;
  /** The highest bet of this round. */
  currentBet: number;
  /** The last full bet or raise of this round (the big blind at least): the minimum raise. */
  minRaise: number;
  /** The last seat that bet or raised this round. */
  aggressor: number | null;
  /** Dead blinds (a returning player's small blind): in the main pot, owned by nobody. */
  dead: number;
  /** Counts every act; part of the pending key. */
  actions: number;
  over: boolean;
  /** Every act in order (states of hands dealt before it existed have none). */
  log?: HandLogEntry[];
}

export interface PotResult {
  amount: number;
  rake: number;
  eligible: number[];
  winners: { seat: number; chips: number }[];
}

export interface OutcomeSeat {
  seat: number;
  stackBefore: number;
  stackAfter: number;
  committed: number;
  won: number;
  /** stackAfter − stackBefore: what the hand won (+) or cost (−) the seat, rake paid. */
  net: number;
  folded: boolean;
  shown: string[] | null;
  best: HandValue | null;
  /** The five cards of `best` (outcomes stored before it existed have none). */
  five?: string[] | null;
  left: boolean;
}

export interface PokerHandOutcome {
  hand: number;
  board: string[];
  button: number;
  showdown: boolean;
  pots: PotResult[];
  rake: number;
  /** Chips given back to the last bettor no one called. */
  uncalled: { seat: number; chips: number } | null;
  seats: OutcomeSeat[];
}

export interface PokerState {
  game: 'poker';
  options: PokerOptions;
  players: PokerPlayer[];
  handsPlayed: number;
  /** The current hand, or the last one once it is over. */
  hand: HandState | null;
  outcome: PokerHandOutcome | null;
  /** Stacks at the deal of the current hand, for its outcome. */
  stacksAtDeal: { seat: number; stack: number }[];
}

export interface LegalMoves {
  fold: boolean;
  check: boolean;
  /** Chips to add to call (0 when checking is free); null when calling is not a move now. */
  call: number | null;
  /** The least and most a bet or raise may go to (the whole bet of the round); null when it cannot. */
  raise: { min: number; max: number } | null;
}

export interface PokerViewPlayer {
  seat: number;
  stack: number;
  status: HandSeatStatus | 'waiting' | 'sitting-out';
  bet: number;
  committed: number;
  cardCount: number;
  /** Cards shown at showdown (and always one's own in one's own view under `hole`). */
  shown: string[] | null;
  owes: Owed;
}

export interface PokerView {
  game: 'poker';
  options: PokerOptions;
  seat: number | null;
  phase: TablePhase;
  handNumber: number;
  street: Street | null;
  board: string[];
  button: number | null;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;
  toAct: number | null;
  currentBet: number;
  minRaise: number;
  /** Chips in the pots from the rounds before this one (the bets in front of the seats are not in yet). */
  pots: { amount: number; eligible: number[] }[];
  /** Everything in the middle and in front of the seats. */
  totalPot: number;
  hole: string[] | null;
  legal: LegalMoves | null;
  pending: Pending | null;
  autoMuck: boolean;
  players: PokerViewPlayer[];
  outcome: PokerHandOutcome | null;
}
