import type { TableOffer as TableOfferView, TableMode } from '@khelo/contracts/tables';
import type { Pending, Seat, TableEvent, TableGame } from '@khelo/games/table/table-game';
import type { TablesSettings } from '../tables.config';

// What the generic table runtime needs from a game besides its pure engine (docs/tables.md, "Adding a
// game"): the catalogue of tables, the engine options of an offer, the move schema, the timers of each kind
// of wait, who pays what and when, and the payouts of a finished hand or match.

/** An entry of the catalogue, server side (amounts in paise; practice: chip hundredths). */
export interface TableOffer {
  offerId: string;
  game: string;
  mode: TableMode;
  variant: string;
  seats: number;
  /** Points: the point value; pool and deals: the entry fee. */
  stakePaise: bigint;
  pool?: 101 | 201;
  deals?: 2 | 3;
  /** Call Break: the version (rounds in the game). */
  rounds?: 1 | 2 | 4;
  /** Ludo's timed variant: the advertised minutes the game lasts (the runtime's match clock). */
  minutes?: number;
  /**
   * Tables of this offer are opened with their players by another module (a Fortune Wheel show seats its
   * picks: table-seated.ts); /api/tables/join refuses the offer.
   */
  seatedOnly?: boolean;
}

export type MoveParse<Move> = { ok: true; move: Move } | { ok: false; field: string; message: string };

/** The length of a wait; `extraMs` is the part taken from the acting player's bank (turns only). */
export interface WaitLength {
  ms: number;
  extraMs: number;
}

export interface TablePayout {
  seat: number;
  playerId: string;
  kind: 'refund' | 'payout' | 'rake';
  paise: bigint;
}

/** What the payout arithmetic gets at the end of a hand (points) or a match (pool, deals). */
export interface PayoutInput<HandOutcome, MatchResult> {
  offer: TableOffer;
  outcome: HandOutcome | null;
  result: MatchResult | null;
  /** The seats that paid `collectedPaise` each for this hand / match. */
  payers: { seat: number; playerId: string }[];
  collectedPaise: bigint;
  rakePercent: number;
  /** The table's options as stored when it was made (Ludo's 2nd-place share); unset in arithmetic tests. */
  options?: unknown;
  /** The operator's settings (Ludo's 2nd-place share); unset in arithmetic tests: the defaults. */
  settings?: TablesSettings;
}

/**
 * Games where each seat keeps a stack across hands (poker cash tables; docs/tables.md "Stacks"): the player
 * brings a buy-in from the wallet into the table escrow when sitting down (engine chips = paise; practice:
 * chip hundredths), tops up between hands (a move whose `moveStakePaise` is the top-up), and takes the stack
 * back to the wallet when getting up. Hands move chips between stacks inside the escrow; only the rake leaves
 * it at each hand's end (`payouts` answers the rake row alone).
 */
export interface SeatStacks {
  /** The buy-in range of an offer, paise. */
  buyIn(offer: TableOffer): { min: bigint; max: bigint };
  /** What a practice bot sits down with (chips, the house's). */
  botChips(offer: TableOffer): number;
  /** The stacks seats take away with them in a change (a leave, between hands or at the end of the hand). */
  cashOuts(events: TableEvent[]): { seat: Seat; chips: number }[];
}

/** One game on the table runtime. Type parameters as in TableGame. */
export interface GameAdapter<
  State = unknown,
  Move = unknown,
  View = unknown,
  HandOutcome = unknown,
  MatchResult = unknown,
> {
  id: string;
  /** The catalogue game code of the game's lobby tile (e.g. RUMMY_GAME_CODE): ledger rows, game history. */
  gameCode: string;
  /** The game's display name in the ledger's game rows and the player's game history. */
  gameName: string;
  engine: TableGame<State, Move, View, unknown, HandOutcome, MatchResult>;
  /** The catalogue of one mode. */
  offers(mode: TableMode): TableOffer[];
  offer(offerId: string): TableOffer | null;
  /** The engine options of a table of this offer (the operator's settings: a rake rule the engine applies). */
  options(offer: TableOffer, settings?: TablesSettings): unknown;
  /** A stack per seat that stays across hands (poker); unset for games that collect per hand or match. */
  stacks?: SeatStacks;
  /** The lobby entry of an offer (rupees), with the live counts. */
  present(
    offer: TableOffer,
    counts: { playersSeated: number; tablesOpen: number },
    rakePercent: number,
    settings?: TablesSettings,
  ): TableOfferView;
  /** Checks a move body; the field named in a refusal is relative to `move` (e.g. `move.groups`). */
  parseMove(body: unknown): MoveParse<Move>;
  /**
   * A match on a clock (Ludo's timed variant): it lasts this long from its deal, then the runtime calls the
   * engine's `clockUp`. Unset or null: no clock.
   */
  matchClockMs?(offer: TableOffer, settings: TablesSettings): number | null;
  /** The game never draws on the extra-time bank (Ludo): the snapshot shows no bank under the seats. */
  noExtraTime?: boolean;
  /** How long a wait lasts; `bankMs` is what is left of the acting seat's extra-time bank. */
  waitLength(pending: Pending, settings: TablesSettings, bankMs: number): WaitLength;
  /** Seats with this many players deal at once; fewer (but at least minPlayers) after the start countdown. */
  startsAt(offer: TableOffer): { full: number; minPlayers: number };
  /**
   * What each seat pays before the next deal of `state`: the points reserve at every deal, the pool / deals
   * entry before the match's first. 0n when nothing is collected.
   */
  collectPaise(offer: TableOffer, state: State): bigint;
  /** Money per hand (points: settled at each hand's end) or per match (pool, deals: at the match's end). */
  moneyPerHand(offer: TableOffer): boolean;
  /** The seats the engine has in the match (seated and not gone). */
  seated(state: State): Seat[];
  /** How many seated players the engine would deal in now (between hands). */
  ready(state: State): number;
  /**
   * The seats sitting out (poker): each is stood up, its stack paid back, once it has sat out for the
   * operator's time (TABLES_POKER_SIT_OUT_MS). Unset: nobody is stood up for sitting out.
   */
  sittingOut?(state: State): Seat[];
  /** The seats a state just dealt holds in its hand, ascending (stored with the hand for /provably-fair). */
  dealtSeats(state: State): Seat[];
  /** Practice tables: how many players (humans + bots) bots fill the table up to. */
  botFillTo(offer: TableOffer): number;
  /**
   * The payouts of a finished hand (points) or match (pool, deals); null while nothing is due (a pool hand
   * that did not end the match). Unset: nothing moves (practice only, until the money module provides it).
   */
  payouts?(input: PayoutInput<HandOutcome, MatchResult>): TablePayout[] | null;
  /**
   * Money during a hand (docs/tables.md "Money during a hand"): what `seat` adds to the table's escrow by the
   * move that turns `before` into `after` (Teen Patti: a chaal, a show, a sideshow; poker later: a bet, a
   * top-up). Unset or 0n: the move moves no money. The runtime takes it through the ledger as a bet before
   * committing the move, and counts it in the hand's collected money (payouts, void refunds).
   */
  moveStakePaise?(offer: TableOffer, before: State, after: State, seat: Seat): bigint;
  /**
   * What a move log row keeps of its change's public events, merged into the row's body (Ludo: the dice a
   * roll or a timeout made, where the token went), so that staff read the log without replaying it.
   */
  logNote?(events: TableEvent[]): Record<string, unknown> | null;
  /**
   * What the hand's row keeps beside its outcome when the hand settles (`outcome.record`), for the player's
   * history: poker's dealt cards and its acts, so /game-history need not deal the hand again.
   */
  handRecord?(state: State): unknown;
  /** The penalty points a leave cost, from the events of the leave. */
  leavePenalty(events: TableEvent[], seat: Seat): number | undefined;
  /** Names of the practice bots (marked as bots wherever they show). */
  botName(seat: number): string;
}

/** The runtime's view of an adapter: it never looks inside states, moves or views. */
export type AnyGameAdapter = GameAdapter<unknown, unknown, unknown, unknown, unknown>;
