import { z } from 'zod';
import { FORTUNE_WHEEL_GAME_CODE } from '@khelo/contracts/tables';
import { DEFAULT_BONUS_WEDGES, STARTER_PUZZLES } from '@khelo/games/fortune-wheel/index';
import { fortuneWheelGame } from '@khelo/games/fortune-wheel/game';
import type {
  FortuneWheelMove,
  FortuneWheelOptions,
  FortuneWheelOutcome,
  FortuneWheelState,
  FortuneWheelView,
} from '@khelo/games/fortune-wheel/state';
import type { GameAdapter, TableOffer } from './adapter';
import { moveParser } from './adapter-parts';

// The Fortune Wheel on the table runtime (docs/fortune-wheel.md). Free: nothing is collected and nothing is
// paid at the table — a show's prizes are bonus the show module pays out of its budget when the round is
// over. Offers: practice tables with bots (English, Hindi) in the lobby, and the shows' tables, which only
// the show module opens with its chosen contestants (`seatedOnly`: /api/tables/join refuses them).
// Waits: 'reveal' (a toss-up tile), 'turn' (3 s to act), 'solve' (typing an answer), 'bonus-solve' (10 s),
// from FORTUNE_* (fortune-wheel.config.ts), read at start into the tables' settings.

const LETTER = z
  .string({ error: 'must be a letter' })
  .min(1, { error: 'must be a letter' })
  .max(4, { error: 'must be one letter' });

export const fortuneWheelMoveSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('buzz') }),
    z.object({ type: z.literal('spin') }),
    z.object({ type: z.literal('consonant'), letter: LETTER }),
    z.object({ type: z.literal('vowel'), letter: LETTER }),
    z.object({
      type: z.literal('solve'),
      answer: z
        .string({ error: 'must be text' })
        .max(200, { error: 'must be at most 200 characters' })
        .optional(),
    }),
  ],
  { error: 'must be buzz, spin, consonant, vowel or solve' },
);

const BOT_NAMES = ['Bot Asha', 'Bot Vikram', 'Bot Meera'];

const OFFERS: TableOffer[] = (['en', 'hi'] as const).flatMap((language) => [
  {
    offerId: `practice-fortune-wheel-${language}`,
    game: 'fortune-wheel',
    mode: 'practice' as const,
    variant: language,
    seats: 3,
    stakePaise: 0n,
  },
  {
    offerId: `fortune-wheel-show-${language}`,
    game: 'fortune-wheel',
    mode: 'practice' as const,
    variant: language,
    seats: 3,
    stakePaise: 0n,
    seatedOnly: true,
  },
]);

function languageOf(offer: TableOffer): 'en' | 'hi' {
  return offer.variant === 'hi' ? 'hi' : 'en';
}

/** A practice table's puzzles: the starter set (a show's table gets the operator's set from the show module). */
function optionsOf(offer: TableOffer): FortuneWheelOptions {
  const language = languageOf(offer);
  return { language, puzzles: STARTER_PUZZLES[language], bonusWedges: DEFAULT_BONUS_WEDGES };
}

export const fortuneWheelAdapter: GameAdapter<
  FortuneWheelState,
  FortuneWheelMove,
  FortuneWheelView,
  FortuneWheelOutcome,
  FortuneWheelOutcome
> = {
  id: 'fortune-wheel',
  gameCode: FORTUNE_WHEEL_GAME_CODE,
  gameName: 'Fortune Wheel',
  engine: fortuneWheelGame,
  offers: (mode) => OFFERS.filter((offer) => offer.mode === mode && !offer.seatedOnly),
  offer: (offerId) => OFFERS.find((offer) => offer.offerId === offerId) ?? null,
  options: optionsOf,
  present(offer, counts) {
    return {
      offer_id: offer.offerId,
      game: 'fortune-wheel',
      mode: offer.mode,
      variant: 'fortune-wheel',
      seats: offer.seats,
      stake: 0,
      prize_estimate: 0,
      players_seated: counts.playersSeated,
      tables_open: counts.tablesOpen,
    };
  },
  parseMove: moveParser(fortuneWheelMoveSchema),
  waitLength(pending, tablesSettings) {
    // FORTUNE_* read once at start into the tables' settings (tables.config.ts), not the environment here.
    const settings = tablesSettings.fortuneWheel;
    const ms =
      pending.kind === 'reveal'
        ? settings.revealMs
        : pending.kind === 'solve'
          ? settings.solveMs
          : pending.kind === 'bonus-solve'
            ? settings.bonusMs
            : settings.turnMs;
    return { ms, extraMs: 0 };
  },
  // A show's table deals once its contestants sit (3, or fewer after the start countdown when the
  // alternates ran out); a practice table once bots have filled it.
  startsAt: () => ({ full: 3, minPlayers: 1 }),
  collectPaise: () => 0n,
  moneyPerHand: () => false,
  botFillTo: (offer) => (offer.seatedOnly ? 0 : 3),
  seated: (state) => state.contestants.filter((c) => !c.left).map((c) => c.seat),
  ready: (state) => state.contestants.filter((c) => !c.left).length,
  dealtSeats: (state) => state.contestants.map((c) => c.seat),
  leavePenalty: () => undefined,
  botName: (seat) => BOT_NAMES[seat % BOT_NAMES.length]!,
};
