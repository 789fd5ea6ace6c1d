import { z } from 'zod';
import { paiseToRupees } from '@khelo/contracts/money';
import { TEEN_PATTI_GAME_CODE } from '@khelo/contracts/tables';
import { contributions, teenPattiGame } from '@khelo/games/teen-patti/game';
import { teenPattiOptions } from '@khelo/games/teen-patti/rules';
import type {
  TeenPattiMove,
  TeenPattiOptions,
  TeenPattiOutcome,
  TeenPattiState,
  TeenPattiView,
} from '@khelo/games/teen-patti/state';
import { DEFAULT_TABLES_SETTINGS, type TablesSettings } from '../tables.config';
import type { GameAdapter, TableOffer } from './adapter';
import { moveParser } from './adapter-parts';
import { teenPattiPayouts } from './teen-patti-money';
import { teenPattiOffer, teenPattiOffers } from './teen-patti-offers';

// Teen Patti on the table runtime (docs/tables.md "Teen Patti"): the boot is collected before every deal
// like a points reserve; every chaal, show and sideshow is a bet taken through the ledger when it is made
// (moveStakePaise, "Money during a hand"); the winner takes the pot less the rake at the hand's end. A
// table of 6 seats deals at once when full, else after the start countdown with 2 or more players.
// Timers: a turn is TABLES_TURN_MS plus the extra-time bank (a timeout packs); a sideshow answer
// TABLES_SPLIT_MS (silence refuses).

export const teenPattiMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('see') }),
    z.object({ type: z.literal('chaal'), raise: z.boolean({ error: 'must be true or false' }).optional() }),
    z.object({ type: z.literal('pack') }),
    z.object({ type: z.literal('show') }),
    z.object({ type: z.literal('sideshow') }),
    z.object({ type: z.literal('sideshow-answer'), accept: z.boolean({ error: 'must be true or false' }) }),
  ],
  { error: 'must be see, chaal, pack, show, sideshow or sideshow-answer' },
);

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera', 'Bot Arjun', 'Bot Kavya', 'Bot Rohan'];

/**
 * The engine options of an offer: the boot in paise, and the operator's pot limit, stake cap (in boots) and
 * blind rounds. A table keeps the options it was made with, so a changed setting applies to new tables.
 */
export function teenPattiOptionsOf(
  offer: TableOffer,
  settings: Pick<
    TablesSettings,
    'teenPattiPotLimitBoots' | 'teenPattiMaxStakeBoots' | 'teenPattiMaxBlindRounds'
  > = DEFAULT_TABLES_SETTINGS,
): TeenPattiOptions {
  const boot = Number(offer.stakePaise);
  return {
    ...teenPattiOptions({
      seats: offer.seats,
      boot,
      potLimit: boot * settings.teenPattiPotLimitBoots,
      maxStake: boot * settings.teenPattiMaxStakeBoots,
      maxBlindRounds: settings.teenPattiMaxBlindRounds,
    }),
    variant: 'boot',
  };
}

export const teenPattiAdapter: GameAdapter<
  TeenPattiState,
  TeenPattiMove,
  TeenPattiView,
  TeenPattiOutcome,
  null
> = {
  id: 'teen-patti',
  gameCode: TEEN_PATTI_GAME_CODE,
  gameName: 'Teen Patti',
  engine: teenPattiGame,
  offers: teenPattiOffers,
  offer: teenPattiOffer,
  options: teenPattiOptionsOf,
  present(offer, counts, rakePercent, settings) {
    const options = teenPattiOptionsOf(offer, settings);
    const pot = BigInt(options.potLimit);
    return {
      offer_id: offer.offerId,
      game: 'teen-patti',
      mode: offer.mode,
      variant: 'boot',
      seats: offer.seats,
      stake: paiseToRupees(offer.stakePaise),
      entry: paiseToRupees(offer.stakePaise),
      prize_estimate: paiseToRupees(pot - (pot * BigInt(Math.round(rakePercent * 100))) / 10_000n),
      players_seated: counts.playersSeated,
      tables_open: counts.tablesOpen,
    };
  },
  parseMove: moveParser(teenPattiMoveSchema),
  waitLength(pending, settings, bankMs) {
    if (pending.kind === 'sideshow') return { ms: settings.splitMs, extraMs: 0 };
    return { ms: settings.turnMs + bankMs, extraMs: bankMs };
  },
  startsAt: (offer) => ({ full: offer.seats, minPlayers: 2 }),
  collectPaise: (offer) => offer.stakePaise,
  moneyPerHand: () => true,
  moveStakePaise(_offer, before, after, seat) {
    const added = (contributions(after)[seat] ?? 0) - (contributions(before)[seat] ?? 0);
    return BigInt(Math.max(0, added));
  },
  botFillTo: (offer) => Math.min(offer.seats, 4),
  seated: (state) => state.players.filter((player) => !player.left).map((player) => player.seat),
  ready: (state) => state.players.filter((player) => !player.left).length,
  dealtSeats: (state) => (state.hand?.seats ?? []).map((seat) => seat.seat).sort((a, b) => a - b),
  leavePenalty: () => undefined,
  botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
  payouts: teenPattiPayouts,
};
