import { z } from 'zod';
import { LUDO_GAME_CODE } from '@khelo/contracts/constants';
import { ludoGame } from '@khelo/games/ludo/game';
import type { LudoMove, LudoOptions, LudoResult, LudoState, LudoView } from '@khelo/games/ludo/state';
import type { TableEvent } from '@khelo/games/table/table-game';
import type { GameAdapter, PayoutInput, TableOffer } from './adapter';
import { entryOfferView, moveParser } from './adapter-parts';
import { ludoOffer, ludoOffers } from './ludo-offers';
import { rummyPayouts } from './rummy-money';
import { DEFAULT_TABLES_SETTINGS, type TablesSettings } from '../tables.config';

// Ludo on the table runtime (docs/ludo-and-tambola.md): 2 or 4 seats, the game starts when every seat is
// taken (practice: bots fill them). The entry fee is collected before the deal and the prize (entries less
// the rake) is paid at the game's end to the winner, or shared with 2nd place in a 4-player game, classic
// or timed (the operator's TABLES_LUDO_SECOND_PERCENT, fixed when the table is made: LudoTableOptions).
// Waits: 'roll' and 'move', each TABLES_TURN_MS but at most LUDO_TURN_MAX_MS; when one runs out the engine
// plays the turn and counts a missed turn (the third puts the player out). The timed variant lasts its minutes on the runtime's match clock (matchClockMs), then
// the engine ends it on the scores.

/** The longest wait for a roll or a move: a Ludo turn is short, whatever the card games' turn is. */
export const LUDO_TURN_MAX_MS = 15_000;

export const ludoMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('roll') }),
    z.object({
      type: z.literal('move'),
      token: z
        .number({ error: 'must be a token number from 0 to 3' })
        .int({ error: 'must be a whole number from 0 to 3' })
        .min(0, { error: 'must be at least 0' })
        .max(3, { error: 'must be at most 3' }),
    }),
  ],
  { error: 'must be roll or move' },
);

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera', 'Bot Arjun'];

/** The share of the prize 2nd place gets at a table of this offer made now, percent: 4-player games only. */
export function secondPercentOf(
  offer: TableOffer,
  settings: TablesSettings = DEFAULT_TABLES_SETTINGS,
): number {
  return offer.seats === 4 ? settings.ludoSecondPercent : 0;
}

/**
 * A Ludo table's options: the engine's, and the 2nd-place share fixed when the table is made (stored with
 * the table, so an operator who changes the setting does not change a game already running; the engine
 * does not read it).
 */
export type LudoTableOptions = LudoOptions & { secondPercent?: number };

function optionsOf(offer: TableOffer, settings?: TablesSettings): LudoTableOptions {
  const secondPercent = secondPercentOf(offer, settings);
  if (offer.variant === 'timed') return { mode: 'timed', clock: true, secondPercent };
  return { mode: 'classic', places: secondPercent > 0 ? 2 : 1, secondPercent };
}

/**
 * The 2nd-place share of a table from its stored options. Tables made before the share was stored paid
 * the setting in force at the game's end, classic games only: they still do.
 */
function storedSecondPercent(offer: TableOffer, options: unknown, settings?: TablesSettings): number {
  const stored = (options as LudoTableOptions | null | undefined)?.secondPercent;
  if (typeof stored === 'number') return stored;
  return offer.variant === 'classic' ? secondPercentOf(offer, settings) : 0;
}

/**
 * The prize's shares out of 100: the winner's, and 2nd place's when the table pays one. 2nd place is the
 * next in the rankings: classic, the second home; timed, the next-highest score (ties as the engine ranks
 * them: more tokens home, then the earlier seat).
 */
export function ludoShares(
  offer: TableOffer,
  options: unknown,
  result: LudoResult,
  settings?: TablesSettings,
): { seat: number; share: number }[] {
  const second = storedSecondPercent(offer, options, settings);
  const runnerUp = result.rankings[1];
  if (second <= 0 || runnerUp === undefined) return [{ seat: result.winner, share: 100 }];
  return [
    { seat: result.winner, share: 100 - second },
    { seat: runnerUp, share: second },
  ];
}

/** The log row's note of a Ludo change: the dice rolled (roll number, face) and the tokens moved. */
function logNote(events: TableEvent[]): Record<string, unknown> | null {
  const rolls = events
    .filter((event) => event.type === 'roll')
    .map((event) => ({ n: event.roll as number, dice: event.dice as number }));
  const moved = events
    .filter((event) => event.type === 'move')
    .map((event) => ({ token: event.token as number, from: event.from as number, to: event.to as number }));
  const captures = events.filter((event) => event.type === 'capture').length;
  if (rolls.length === 0 && moved.length === 0) return null;
  return { rolls, moved, ...(captures > 0 ? { captures } : {}) };
}

function payouts(input: PayoutInput<LudoResult, LudoResult>) {
  const { result } = input;
  return rummyPayouts({
    ...input,
    offer: { ...input.offer, variant: 'ludo' },
    outcome: null,
    result: result
      ? { shares: ludoShares(input.offer, input.options, result, input.settings), denominator: 100 }
      : null,
    stakedSeats: result?.rankings ?? [],
  });
}

export const ludoAdapter: GameAdapter<LudoState, LudoMove, LudoView, LudoResult, LudoResult> = {
  id: 'ludo',
  gameCode: LUDO_GAME_CODE,
  gameName: 'Ludo',
  engine: ludoGame,
  offers: ludoOffers,
  offer: ludoOffer,
  options: optionsOf,
  present: (offer, counts, rakePercent, settings) => {
    const second = secondPercentOf(offer, settings);
    return entryOfferView(offer, counts, rakePercent, {
      game: 'ludo',
      variant: offer.variant === 'timed' ? 'timed' : 'classic',
      ...(offer.minutes ? { minutes: offer.minutes } : {}),
      ...(second > 0 ? { second_percent: second } : {}),
    });
  },
  matchClockMs: (offer, settings) =>
    offer.variant === 'timed' ? (offer.minutes ?? 5) * settings.ludoMinuteMs : null,
  parseMove: moveParser(ludoMoveSchema),
  noExtraTime: true,
  waitLength: (_pending, settings) => ({ ms: Math.min(settings.turnMs, LUDO_TURN_MAX_MS), extraMs: 0 }),
  // A game starts with every seat taken: a cash table waits for its players, a practice table for its bots.
  startsAt: (offer) => ({ full: offer.seats, minPlayers: offer.seats }),
  collectPaise: (offer, state) =>
    state.phase === 'between-hands' && state.players.length === 0 ? offer.stakePaise : 0n,
  moneyPerHand: () => false,
  botFillTo: (offer) => offer.seats,
  seated: (state) =>
    state.players.length === 0
      ? [...state.seats]
      : state.players.filter((player) => !player.out).map((player) => player.seat),
  ready: (state) => state.seats.length,
  dealtSeats: (state) => state.players.map((player) => player.seat).sort((a, b) => a - b),
  leavePenalty: () => undefined,
  logNote,
  botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
  payouts,
};
