// The contract between a pure multiplayer game engine (rummy now; Teen Patti, Call Break, Poker, Ludo and
// Tambola later) and the generic table runtime of the server (apps/server/src/modules/tables/).
//
// The runtime never looks inside State. It stores it as JSON with the table, hands it back to the engine
// with each move, stores what comes back in the same transaction as the move's log row, uses `pending` for
// the deadline it stores, `view` for what each socket is sent, `handOutcome` / `matchResult` for money.
// So, for every game:
// - State, Move, View, Options and the outcomes are plain JSON (no Map, Set, class, Date, bigint, undefined
//   inside arrays) and survive JSON.stringify → JSON.parse unchanged.
// - Every function is pure: no I/O, no clock, no Math.random. Randomness comes only from the seed material
//   given to `deal`; time comes in only as `timeout`. The same inputs always give the same outputs, which is
//   what lets a hand be replayed from its move log and verified on /provably-fair.
// - Functions never mutate their arguments; they return new values.
//
// Life of a table: newMatch → (deal → apply/timeout… until the hand ends → [pause] → deal …) → match over.
// A match is what a player pays once for: one points hand after another for as long as the table runs
// (points rummy, poker cash tables — they never report matchOver on their own), or a fixed contest (pool
// and deals rummy, a Call Break game of N rounds, a Ludo game, a Teen Patti hand series).

/** A seat number at the table, 0-based and stable for as long as the player sits there. */
export type Seat = number;

/**
 * Why a move was not applied. The state is unchanged. `code` is stable and machine-readable; the codes every
 * engine uses for the common cases are listed in REFUSAL_CODES, games may add their own.
 * `reason` is a short English sentence a player understands ("It is not your turn.").
 */
export interface Refusal {
  ok: false;
  code: string;
  reason: string;
}

export const REFUSAL_CODES = {
  /** No hand is being played (between hands, match over). */
  notPlaying: 'not-playing',
  /** The seat is not in the hand (never seated, dropped, eliminated, left). */
  notInHand: 'not-in-hand',
  /** The move may be right, but not from this seat now. */
  notYourTurn: 'not-your-turn',
  /** The move is malformed or breaks a rule of the game; `reason` says which. */
  illegal: 'illegal-move',
} as const;

/**
 * Something that happened, for animation and sound (a card drawn, a discard, a drop, a declaration, the
 * deal). Events are public facts: the runtime sends them to the whole table room, so they never carry a
 * hidden card — unless `only` is set: then the runtime sends the event to that seat alone, and it may name
 * that seat's own cards ("you drew 7H"). The view that follows a move is always the truth; events only say
 * how to get there nicely.
 */
export interface TableEvent {
  type: string;
  /** The seat the event is about (who drew, who dropped…), if any. */
  seat?: Seat;
  /** Private event: deliver to this seat only. */
  only?: Seat;
  [key: string]: unknown;
}

/** A move (or a timeout, a join, a leave) that took effect: the next state and what happened on the way. */
export interface Applied<State> {
  ok: true;
  state: State;
  events: TableEvent[];
}

/**
 * What the game waits for. `seats` are the seats that may act now (one seat for a turn; several when they
 * act at the same time, e.g. the losers melding after a rummy declaration, Tambola claims). `kind` names the
 * sort of wait ('turn', 'meld', 'bid', 'split'…): the runtime's adapter maps a kind to a duration and decides
 * whether a player's extra-time bank applies. `key` changes whenever the wait changes (a new turn, the next
 * phase), even if seats and kind are the same as before: the runtime stores it with the deadline and fires a
 * due deadline only if `pending(state).key` still equals the stored key — a stale deadline is ignored.
 */
export interface Pending {
  seats: Seat[];
  kind: string;
  key: string;
}

/** Seed material of one hand, from the provably fair chain: committed before the deal, revealed after. */
export interface FairSeed {
  serverSeed: string;
  clientSeed: string;
  /** Usually the hand's number in the chain; engines treat it as an opaque string. */
  nonce: string;
}

/**
 * Where the match is:
 * - 'between-hands': nothing to do until the runtime calls `deal` (right after newMatch, and after each
 *   hand once the runtime's pause is over). `handOutcome` holds the last hand's result, if any.
 * - 'playing': a hand is on; `pending` says who must act.
 * - 'match-over': the match has ended; `matchResult` says how. Nothing more can happen.
 */
export type TablePhase = 'between-hands' | 'playing' | 'match-over';

export interface TableGame<State, Move, View, Options, HandOutcome, MatchResult = HandOutcome> {
  /** Stable name of the game ('rummy', 'teen-patti'…), as stored with a table. */
  readonly id: string;

  /**
   * A new match for the seated players, before any hand: phase 'between-hands'. Throws a RangeError when the
   * options or the seats do not fit the game (the server validates options before, so that is a bug).
   */
  newMatch(options: Options, seats: Seat[]): State;

  /**
   * Seats a player between hands (points tables, poker cash tables, a free seat before a pool game begins).
   * `chips`: what the player brings when the game keeps a per-seat stack (poker buy-in); ignored otherwise.
   * Refused when the game does not take new players now (a pool game under way, a full table, a taken seat).
   */
  join(state: State, seat: Seat, chips?: number): Applied<State> | Refusal;

  /**
   * A seat leaves, at any time. During a hand the engine applies its rule (rummy: a drop with its penalty,
   * or a loss if the player has declared wrongly; poker: a fold); between hands the seat is simply freed.
   * In a match-long contest (pool, deals) leaving forfeits the match for that seat. Never refused: a player
   * can always get up; the result says what it cost.
   */
  leave(state: State, seat: Seat): Applied<State>;

  /**
   * Deals the next hand to the seats still in the match; phase becomes 'playing'. Every random choice of the
   * hand (shuffle, cut cards, toss, a later reshuffle, dice) is derived from `fair` alone; the engine may
   * keep `fair` inside State for random draws later in the hand — no view ever includes it.
   * Refused when the phase is not 'between-hands' or too few seats are left to play.
   */
  deal(state: State, fair: FairSeed): Applied<State> | Refusal;

  /** A player's move. Refused (state unchanged) when it is illegal, out of turn, or from a seat not in play. */
  apply(state: State, seat: Seat, move: Move): Applied<State> | Refusal;

  /**
   * The deadline of the current wait passed (the runtime checked `pending(state).key`): the engine plays
   * its rule for every seat in `pending(state).seats` (rummy: a missed turn, an auto-drop after three, a
   * meld timeout keeps the last arrangement). Never refused; a state with nothing pending comes back as is.
   */
  timeout(state: State): Applied<State>;

  /**
   * A match on a clock (Ludo's timed variant; the adapter's matchClockMs) ran out of time: the engine ends it
   * by its rule. Time comes in here as it does in `timeout`; engines without a clock leave it unset.
   */
  clockUp?(state: State): Applied<State>;

  /** Who must act and what kind of wait it is; null when nothing is awaited (between hands, match over). */
  pending(state: State): Pending | null;

  phase(state: State): TablePhase;

  /**
   * What `seat` may see; `null` for a spectator or staff's public view. Never another seat's hidden cards,
   * never the order of an undealt pile, never the seed material. Cards every player has seen are fine (after
   * a hand, the groups each player showed).
   */
  view(state: State, seat: Seat | null): View;

  /**
   * The per-seat result (points, penalties, chips won or lost) of the hand that ended last: set from the
   * moment the hand ends (the match may still wait on something then, e.g. a pool split vote) until the
   * next deal; null before the first hand ends and while a hand is being played.
   */
  handOutcome(state: State): HandOutcome | null;

  /** How the match ended (winner, eliminated, agreed split); null until the phase is 'match-over'. */
  matchResult(state: State): MatchResult | null;

  /**
   * The bot policy: the move a bot in `seat` makes, from that seat's view only (a bot never sees more than a
   * player would). Null when the seat has nothing to do. Pure and deterministic like the rest; the runtime
   * decides which seats are bots and when they act.
   */
  botMove(view: View, seat: Seat): Move | null;
}
