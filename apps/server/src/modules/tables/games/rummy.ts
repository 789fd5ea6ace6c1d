import { z } from 'zod';
import { paiseToRupees } from '@khelo/contracts/money';
import { RUMMY_GAME_CODE } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import type {
  RummyHandOutcome,
  RummyMatchResult,
  RummyMove,
  RummyOptions,
  RummyState,
  RummyView,
} from '@khelo/games/rummy/state';
import type { GameAdapter, TableOffer } from './adapter';
import { moveParser } from './adapter-parts';
import { rummyPayouts } from './rummy-money';
import { rummyOffer, rummyOffers } from './rummy-offers';

// 13-card rummy on the table runtime: the offers, the move schema, the timers ('turn' = TABLES_TURN_MS plus
// the player's extra-time bank, 'meld' = TABLES_MELD_MS, 'split' = TABLES_SPLIT_MS) and the money rule
// (points: 80 × the point value reserved at every deal; pool and deals: the entry fee before the first).

/** The most a points hand can cost (spec "Rummy": points are capped at 80). */
export const MAX_POINTS = 80;

const CARD = /^(PJ|(10|[2-9AJQK])[SHDC])$/;
const card = z
  .string({ error: 'must be a card' })
  .regex(CARD, { error: 'must be a card like 10D, QS or PJ' });
const groups = z
  .array(z.array(card, { error: 'must be a list of cards' }).max(14, { error: 'has too many cards' }), {
    error: 'must be a list of groups of cards',
  })
  .max(14, { error: 'has too many groups' });

export const rummyMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('draw'),
      pile: z.enum(['closed', 'open'], { error: 'must be closed or open' }),
    }),
    z.object({ type: z.literal('discard'), card }),
    z.object({ type: z.literal('drop') }),
    z.object({ type: z.literal('declare'), card, groups }),
    z.object({ type: z.literal('meld'), groups }),
    z.object({ type: z.literal('arrange'), groups }),
    z.object({ type: z.literal('split'), accept: z.boolean({ error: 'must be true or false' }) }),
  ],
  { error: 'must be draw, discard, drop, declare, meld, arrange or split' },
);

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera', 'Bot Arjun', 'Bot Kavya', 'Bot Rohan'];

function optionsOf(offer: TableOffer): RummyOptions {
  if (offer.variant === 'pool') return { variant: 'pool', pool: offer.pool ?? 101, seats: offer.seats };
  if (offer.variant === 'deals') return { variant: 'deals', deals: offer.deals ?? 2, seats: offer.seats };
  return { variant: 'points', seats: offer.seats };
}

/** The amount after the rake, rounded down to whole paise. */
function lessRake(paise: bigint, rakePercent: number): bigint {
  return paise - (paise * BigInt(Math.round(rakePercent * 100))) / 10_000n;
}

export const rummyAdapter: GameAdapter<RummyState, RummyMove, RummyView, RummyHandOutcome, RummyMatchResult> =
  {
    id: 'rummy',
    gameCode: RUMMY_GAME_CODE,
    gameName: 'Rummy',
    engine: rummyGame,
    offers: rummyOffers,
    offer: rummyOffer,
    options: optionsOf,
    present(offer, counts, rakePercent) {
      const points = offer.variant === 'points';
      const maxLoss = offer.stakePaise * BigInt(MAX_POINTS);
      const prize = points
        ? lessRake(maxLoss * BigInt(offer.seats - 1), rakePercent)
        : lessRake(offer.stakePaise * BigInt(offer.seats), rakePercent);
      return {
        offer_id: offer.offerId,
        game: 'rummy',
        mode: offer.mode,
        variant: offer.variant as 'points' | 'pool' | 'deals',
        ...(offer.pool ? { pool: offer.pool } : {}),
        ...(offer.deals ? { deals: offer.deals } : {}),
        seats: offer.seats,
        stake: paiseToRupees(offer.stakePaise),
        ...(points ? { max_loss: paiseToRupees(maxLoss) } : { entry: paiseToRupees(offer.stakePaise) }),
        prize_estimate: paiseToRupees(prize),
        players_seated: counts.playersSeated,
        tables_open: counts.tablesOpen,
      };
    },
    parseMove: moveParser(rummyMoveSchema),
    waitLength(pending, settings, bankMs) {
      switch (pending.kind) {
        case 'turn':
          return { ms: settings.turnMs + bankMs, extraMs: bankMs };
        case 'meld':
          return { ms: settings.meldMs, extraMs: 0 };
        case 'split':
          return { ms: settings.splitMs, extraMs: 0 };
        default:
          return { ms: settings.turnMs, extraMs: 0 };
      }
    },
    startsAt: (offer) => ({ full: offer.seats, minPlayers: 2 }),
    collectPaise(offer, state) {
      if (offer.variant === 'points') return offer.stakePaise * BigInt(MAX_POINTS);
      return state.hand === null && state.handsPlayed === 0 ? offer.stakePaise : 0n;
    },
    moneyPerHand: (offer) => offer.variant === 'points',
    // A lone visitor at a 6-seat practice table plays against 3 bots: a full table of bots makes hands long.
    botFillTo: (offer) => Math.min(offer.seats, 4),
    seated: (state) => state.players.filter((player) => !player.left).map((player) => player.seat),
    ready: (state) => state.players.filter((player) => !player.out && !player.left).length,
    dealtSeats: (state) => (state.hand?.seats ?? []).map((seat) => seat.seat).sort((a, b) => a - b),
    leavePenalty(events, seat) {
      const drop = events.find((event) => event.type === 'drop' && event.seat === seat);
      return typeof drop?.points === 'number' ? drop.points : undefined;
    },
    botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
    payouts: rummyPayouts,
  };
