import { z } from 'zod';

// GET /gameRules.json (pages-and-rules.md sections 3 and 7): one record per gameName. The English record's
// fields sit at the top level as the spec names them; `hd` holds the same fields in Hindi and `constants`
// the section 9 figures the text states, so that tests can hold the two together.

export const GAME_RULES_FILE = '/gameRules.json';
export const GAME_RULES_NOT_FOUND = 'Game rules not found.';

export const gameRulesTextSchema = z.object({
  title: z.string().min(1),
  objectiveTitle: z.string().min(1),
  objective: z.string().min(1),
  image: z.string().startsWith('/'),
  description: z.string().min(1),
  howToPlayTitle: z.string().min(1),
  howToPlayIntro: z.string().min(1),
  howToPlayList: z.array(z.string().min(1)).min(1),
  tip: z.string().min(1),
  sequenceTitle: z.string().min(1),
  sequenceDescription: z.string().min(1),
  pureSequenceTitle: z.string().min(1),
  pureSequenceDescription: z.string().min(1),
  pureSequenceImage: z.string().startsWith('/'),
  pureSequenceExamples: z.array(z.string().min(1)).min(1),
  pureSequenceAdditional: z.string().min(1),
});
export type GameRulesText = z.infer<typeof gameRulesTextSchema>;

export const gameRulesRecordSchema = gameRulesTextSchema.extend({
  hd: gameRulesTextSchema,
  constants: z.record(z.string(), z.unknown()),
});
export type GameRulesRecord = z.infer<typeof gameRulesRecordSchema>;

export const gameRulesFileSchema = z.record(z.string(), gameRulesRecordSchema);
export type GameRulesFile = z.infer<typeof gameRulesFileSchema>;

/**
 * The games with a rules record: the 14 of issue 9, then the other games of the demo catalog (issue 18), so
 * that every lobby tile's Game Info link opens rules.
 */
export const RULES_GAMES = [
  'rummy',
  'poker',
  'ludo',
  'teenpatti',
  'tambola',
  'dragon-tiger',
  'call-break',
  'baccarat',
  'fortune-wheel',
  'european-roulette-timer',
  'color-prediction',
  'mines',
  'zoo-roullete',
  'aviator',
  'crash',
  'blackjack',
  'andar-bahar',
  'sic-bo',
  '32-cards',
  'american-roulette',
  'mini-roulette',
  'plinko',
  'dice',
  'hi-lo',
  'keno',
  'slots',
  'virtual-sports',
  'carrom',
  'pool-8-ball',
  'chess-blitz',
  'battle-arena',
] as const;

/** Rummy constants of both spec documents (core-platform.md and pages-and-rules.md section 9). */
export const RUMMY_RULES = {
  handCards: 13,
  players: { min: 2, max: 6 },
  deckCards: 52,
  printedJokersPerDeck: 1,
  wildJokersPerDeck: 4,
  faceCardPoints: 10,
  winnerPoints: 0,
  penalties: {
    invalidDeclaration: 80,
    firstDrop: 20,
    middleDrop: 40,
    threeMissedTurns: 40,
    validSecond: 2,
    maximum: 80,
  },
} as const;
