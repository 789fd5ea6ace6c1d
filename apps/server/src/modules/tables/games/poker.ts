import { z } from 'zod';
import { paiseToRupees } from '@khelo/contracts/money';
import { POKER_GAME_CODE } from '@khelo/contracts/tables';
import { pokerGame } from '@khelo/games/poker/game';
import type { PokerVariant } from '@khelo/games/poker/evaluate';
import type {
  HandLogEntry,
  PokerHandOutcome,
  PokerMove,
  PokerOptions,
  PokerState,
  PokerView,
} from '@khelo/games/poker/state';
import { DEFAULT_TABLES_SETTINGS, type TablesSettings } from '../tables.config';
import type { GameAdapter, TableOffer } from './adapter';
import { pokerOffer, pokerOffers, pokerStakes } from './poker-offers';

// Poker cash tables on the table runtime (docs/poker.md "Tables and money"): a stack per seat that stays
// across hands (adapter.stacks): the buy-in is taken from the wallet into the table escrow at the join, a
// top-up is a move that stakes money (moveStakePaise), the stack goes back to the wallet when the player gets
// up. Hands move chips between the stacks inside the escrow; only the rake (operator settings, no flop no
// drop) goes to the house at each hand's end. Engine chips are paise (practice: chip hundredths).

const chips = z
  .number({ error: 'must be a whole number of chips' })
  .int({ error: 'must be a whole number of chips' })
  .positive({ error: 'must be more than 0' })
  .max(1_000_000_000, { error: 'is too large' });

export const pokerMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('fold') }),
    z.object({ type: z.literal('check') }),
    z.object({ type: z.literal('call') }),
    z.object({ type: z.literal('bet'), to: chips }),
    z.object({ type: z.literal('raise'), to: chips }),
    z.object({ type: z.literal('all-in') }),
    z.object({ type: z.literal('top-up'), chips }),
    z.object({ type: z.literal('sit-out') }),
    z.object({ type: z.literal('sit-in') }),
    z.object({ type: z.literal('auto-muck'), on: z.boolean({ error: 'must be true or false' }) }),
  ],
  { error: 'must be fold, check, call, bet, raise, all-in, top-up, sit-out, sit-in or auto-muck' },
);

/** Kept with a settled hand's outcome (`outcome.record`): every seat's hole cards, the acts in order. */
export interface PokerHandRecord {
  cards: Record<string, string[]>;
  log: HandLogEntry[];
}

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera', 'Bot Arjun', 'Bot Kavya', 'Bot Rohan', 'Bot Isha'];

/** The engine options of an offer; cash tables carry the operator's rake rule (practice chips pay none). */
export function pokerOptionsOf(
  offer: TableOffer,
  settings: Pick<TablesSettings, 'pokerRakePercent' | 'pokerRakeCapBigBlinds'> = DEFAULT_TABLES_SETTINGS,
): PokerOptions {
  const stakes = pokerStakes(offer);
  const options: PokerOptions = {
    variant: offer.variant as PokerVariant,
    seats: offer.seats,
    smallBlind: Number(stakes.smallBlind),
    bigBlind: Number(stakes.bigBlind),
    minBuyIn: Number(stakes.minBuyIn),
    maxBuyIn: Number(stakes.maxBuyIn),
  };
  if (offer.mode === 'cash' && settings.pokerRakePercent > 0)
    options.rake = {
      percent: settings.pokerRakePercent,
      cap: Number(stakes.bigBlind) * settings.pokerRakeCapBigBlinds,
    };
  return options;
}

function inLiveHand(state: PokerState, seat: number): boolean {
  const hand = state.hand;
  return !!hand && !hand.over && hand.seats.some((entry) => entry.seat === seat && entry.status !== 'folded');
}

function stackOf(state: PokerState, seat: number): number {
  return state.players.find((player) => player.seat === seat)?.stack ?? 0;
}

export const pokerAdapter: GameAdapter<PokerState, PokerMove, PokerView, PokerHandOutcome, null> = {
  id: 'poker',
  gameCode: POKER_GAME_CODE,
  gameName: 'Poker',
  engine: pokerGame,
  offers: pokerOffers,
  offer: pokerOffer,
  options: pokerOptionsOf,
  present(offer, counts) {
    const stakes = pokerStakes(offer);
    return {
      offer_id: offer.offerId,
      game: 'poker',
      mode: offer.mode,
      variant: offer.variant as PokerVariant,
      seats: offer.seats,
      stake: paiseToRupees(stakes.bigBlind),
      small_blind: paiseToRupees(stakes.smallBlind),
      big_blind: paiseToRupees(stakes.bigBlind),
      buy_in_min: paiseToRupees(stakes.minBuyIn),
      buy_in_max: paiseToRupees(stakes.maxBuyIn),
      prize_estimate: 0,
      players_seated: counts.playersSeated,
      tables_open: counts.tablesOpen,
    };
  },
  parseMove(body) {
    const parsed = pokerMoveSchema.safeParse(body);
    if (parsed.success) return { ok: true, move: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: ['move', ...issue.path.map(String)].join('.'), message: issue.message };
  },
  // A turn is the turn time plus what is left of the player's time bank; a timeout checks or folds.
  waitLength: (_pending, settings, bankMs) => ({ ms: settings.turnMs + bankMs, extraMs: bankMs }),
  startsAt: (offer) => ({ full: offer.seats, minPlayers: 2 }),
  // Nothing is collected before a deal: the stacks are in the escrow since the buy-in.
  collectPaise: () => 0n,
  moneyPerHand: () => true,
  stacks: {
    buyIn: (offer) => {
      const stakes = pokerStakes(offer);
      return { min: stakes.minBuyIn, max: stakes.maxBuyIn };
    },
    botChips: (offer) => Number(pokerStakes(offer).maxBuyIn),
    cashOuts: (events) =>
      events.flatMap((event) =>
        event.type === 'leave' && typeof event.seat === 'number' && typeof event.chips === 'number'
          ? [{ seat: event.seat, chips: event.chips }]
          : [],
      ),
  },
  // A top-up is the only move that adds money: the stack grows while no betting act happened.
  moveStakePaise(_offer, before, after, seat) {
    const sameHand =
      before.handsPlayed === after.handsPlayed && (before.hand?.actions ?? 0) === (after.hand?.actions ?? 0);
    if (!sameHand) return 0n;
    return BigInt(Math.max(0, stackOf(after, seat) - stackOf(before, seat)));
  },
  botFillTo: (offer) => Math.min(offer.seats, 3),
  // A seat that left during a hand stays the engine's until the hand ends (its chips may still win a pot).
  seated: (state) => state.players.map((player) => player.seat),
  ready: (state) =>
    state.players.filter((player) => !player.sittingOut && !player.left && player.stack > 0).length,
  // A seat with no chips outside a live hand is out of the game until it tops up: on the same clock as a
  // sit-out, so a busted player who walks away does not hold the seat (an all-in seat in play is not busted).
  sittingOut: (state) =>
    state.players
      .filter(
        (player) =>
          !player.left && (player.sittingOut || (player.stack === 0 && !inLiveHand(state, player.seat))),
      )
      .map((player) => player.seat),
  dealtSeats: (state) => (state.hand?.seats ?? []).map((seat) => seat.seat).sort((a, b) => a - b),
  leavePenalty: () => undefined,
  handRecord: (state): PokerHandRecord | undefined =>
    state.hand
      ? {
          cards: Object.fromEntries(state.hand.seats.map((seat) => [seat.seat, seat.hole])),
          log: state.hand.log ?? [],
        }
      : undefined,
  botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
  // The pots moved between the stacks inside the escrow; only the rake leaves it.
  payouts: ({ offer, outcome }) =>
    outcome && outcome.rake > 0 && offer.mode === 'cash'
      ? [{ seat: -1, playerId: '', kind: 'rake', paise: BigInt(outcome.rake) }]
      : [],
};
