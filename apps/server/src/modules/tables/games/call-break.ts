import { z } from 'zod';
import { CALL_BREAK_GAME_CODE } from '@khelo/contracts/tables';
import { callBreakGame } from '@khelo/games/call-break/game';
import type {
  CallBreakMatchResult,
  CallBreakMove,
  CallBreakRoundOutcome,
  CallBreakState,
  CallBreakView,
} from '@khelo/games/call-break/state';
import type { GameAdapter, TableOffer } from './adapter';
import { entryOfferView, moveParser } from './adapter-parts';
import { callBreakOffer, callBreakOffers } from './call-break-offers';
import { rummyPayouts } from './rummy-money';

// Call Break on the table runtime (ADR 032): 4 seats, deals when the fourth sits; the entry fee
// is collected before the first deal and the prize (entries less the rake) is paid when the last round
// ends, to the highest total or shared on a tie — the money of pool rummy. Waits: 'bid' = TABLES_TURN_MS,
// 'turn' (a card) = TABLES_TURN_MS plus the player's extra-time bank. When a wait runs out the engine plays
// the bot's bid or card for the seat.

const CARD = /^(10|[2-9AJQK])[SHDC]$/;

export const callBreakMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('bid'),
      bid: z
        .number({ error: 'must be a number of tricks from 1 to 13' })
        .int({ error: 'must be a whole number from 1 to 13' })
        .min(1, { error: 'must be at least 1' })
        .max(13, { error: 'must be at most 13' }),
    }),
    z.object({
      type: z.literal('play'),
      card: z.string({ error: 'must be a card' }).regex(CARD, { error: 'must be a card like 10D, QS or AH' }),
    }),
  ],
  { error: 'must be bid or play' },
);

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera', 'Bot Arjun'];

export interface CallBreakTableOptions {
  variant: 'call-break';
  rounds: 1 | 2 | 4;
}

function optionsOf(offer: TableOffer): CallBreakTableOptions {
  return { variant: 'call-break', rounds: offer.rounds ?? 1 };
}

export const callBreakAdapter: GameAdapter<
  CallBreakState,
  CallBreakMove,
  CallBreakView,
  CallBreakRoundOutcome,
  CallBreakMatchResult
> = {
  id: 'call-break',
  gameCode: CALL_BREAK_GAME_CODE,
  gameName: 'Call Break',
  engine: callBreakGame,
  offers: callBreakOffers,
  offer: callBreakOffer,
  options: optionsOf,
  present: (offer, counts, rakePercent) =>
    entryOfferView(offer, counts, rakePercent, {
      game: 'call-break',
      variant: 'call-break',
      rounds: offer.rounds ?? 1,
    }),
  parseMove: moveParser(callBreakMoveSchema),
  waitLength(pending, settings, bankMs) {
    if (pending.kind === 'turn') return { ms: settings.turnMs + bankMs, extraMs: bankMs };
    return { ms: settings.turnMs, extraMs: 0 };
  },
  // Call Break is a game of four: it deals only when every seat is taken.
  startsAt: () => ({ full: 4, minPlayers: 4 }),
  collectPaise: (offer, state) => (state.round === null && state.roundsPlayed === 0 ? offer.stakePaise : 0n),
  moneyPerHand: () => false,
  botFillTo: () => 4,
  seated: (state) => state.players.filter((player) => !player.left).map((player) => player.seat),
  // Once the game is on, a seat that left is still dealt (the server plays it), so every player counts.
  ready: (state) =>
    state.roundsPlayed > 0 ? state.players.length : state.players.filter((player) => !player.left).length,
  dealtSeats: (state) => (state.round?.seats ?? []).map((seat) => seat.seat).sort((a, b) => a - b),
  leavePenalty: () => undefined,
  botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
  // The prize arithmetic is pool rummy's: entries less the rake, shared by the result's shares.
  payouts: (input) =>
    rummyPayouts({
      ...input,
      offer: { ...input.offer, variant: 'call-break' },
      outcome: null,
      stakedSeats: input.result?.totals.map((entry) => entry.seat) ?? [],
    }),
};
