import type { FairSeed } from '../table/table-game';
import type { HandCategory } from './hands';

// The JSON shapes of the Teen Patti engine. Amounts are integers in the table's money unit (paise at cash
// tables, chip hundredths at practice ones): the boot, the stake, what each seat put into the pot.

export interface TeenPattiOptions {
  /** 2 … 6 seats (the spec's 3–6 players is the table size; a hand deals with 2 or more). */
  seats: number;
  /** What every dealt seat puts into the pot before the cards (the runtime collects it). */
  boot: number;
  /** The pot at which the hand ends in a show of everyone still in (default 1024 × boot). */
  potLimit: number;
  /** The most a blind stake may grow to (default 128 × boot); a raise above it is refused. */
  maxStake: number;
  /** Blind chaals a player may make before having to see (default 4). */
  maxBlindRounds: number;
  /** The table's kind, for the money remarks ("boot"); the engine ignores it. */
  variant?: 'boot';
}

export type TeenPattiMove =
  /** Look at one's cards (any time during the hand); a blind player becomes seen. */
  | { type: 'see' }
  /** Bet: blind 1× (or 2× with raise) the stake; seen 2× (or 4× with raise). A raise doubles the stake. */
  | { type: 'chaal'; raise?: boolean }
  | { type: 'pack' }
  /** Two players left: pay one chaal and compare hands. */
  | { type: 'show' }
  /** Seen, with the previous player seen: pay one seen chaal (2× the stake) and ask to compare. */
  | { type: 'sideshow' }
  | { type: 'sideshow-answer'; accept: boolean };

export type SeatStatus = 'blind' | 'seen' | 'packed';

export interface HandSeat {
  seat: number;
  cards: string[];
  status: SeatStatus;
  /** Everything this seat put into the pot in this hand (boot included). */
  put: number;
  /** Blind chaals made. */
  blindChaals: number;
  left: boolean;
}

export interface SideshowAsk {
  from: number;
  to: number;
}

export interface HandState {
  number: number;
  fair: FairSeed;
  /** Seat order = order of play. */
  seats: HandSeat[];
  /** The blind stake: a blind chaal is 1–2× it, a seen chaal 2–4×. */
  stake: number;
  turn: number;
  turnNumber: number;
  sideshow: SideshowAsk | null;
  /** Comparisons made in the hand (sideshows and the show), public once made. */
  shows: { seats: number[]; winner: number[]; kind: 'sideshow' | 'show' | 'pot-limit' }[];
  over: boolean;
  /** The cards left in the pack (undealt), top first; never in a view. */
  rest: string[];
}

export interface SeatResult {
  seat: number;
  put: number;
  /** What the seat takes from the pot (before any rake). */
  won: number;
  status: SeatStatus;
  /** The cards, when they were shown (a show, a sideshow, the pot-limit show); null when never shown. */
  cards: string[] | null;
  category: HandCategory | null;
}

export interface TeenPattiOutcome {
  hand: number;
  pot: number;
  winners: number[];
  reason: 'all-packed' | 'show' | 'pot-limit';
  seats: SeatResult[];
}

export interface MatchPlayer {
  seat: number;
  left: boolean;
}

export interface TeenPattiState {
  game: 'teen-patti';
  options: TeenPattiOptions;
  players: MatchPlayer[];
  handsPlayed: number;
  hand: HandState | null;
  outcome: TeenPattiOutcome | null;
}

export interface TeenPattiViewSeat {
  seat: number;
  status: SeatStatus | 'waiting';
  put: number;
  blindChaals: number;
  /** Shown cards (after a show or sideshow that involved them, or the hand's end); null when hidden. */
  cards: string[] | null;
}

export interface TeenPattiView {
  game: 'teen-patti';
  seat: number | null;
  options: TeenPattiOptions;
  handNumber: number;
  playing: boolean;
  /** My cards once I have seen them (null while blind or not dealt in). */
  myCards: string[] | null;
  seats: TeenPattiViewSeat[];
  pot: number;
  stake: number;
  turn: number | null;
  turnNumber: number;
  sideshow: SideshowAsk | null;
  /** What my moves cost now: chaal, raise, show, sideshow (null when not allowed). */
  costs: { chaal: number | null; raise: number | null; show: number | null; sideshow: number | null } | null;
  shows: HandState['shows'];
  outcome: TeenPattiOutcome | null;
}
