import { BACCARAT_GAME_CODE, DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-games';
import type { CardGameCode } from '@khelo/contracts/house-cards';
import { cutIndexOf, SHOE_DECK_COUNTS, type ShoeDecks } from '@khelo/games/shoe';
import { ConfigError, type Env } from '../../config';

// Operator settings and round timings of the card tables (docs/house-games.md "Card games"). The shoe
// size is the operator's choice (spec: 6 or 8 decks); the cut card sits `cutCards` cards from the end,
// as in a real baccarat shoe. Tests and the browser test shorten the timings and move the cut card up so
// a shoe ends (and its seed is revealed) after a round or two.

export interface CardTableSettings {
  decks: Record<CardGameCode, ShoeDecks>;
  /** Cards left behind the cut card. */
  cutCards: number;
  bettingMs: number;
  dealMs: number;
  pauseMs: number;
}

export const DEFAULT_CARD_SETTINGS: CardTableSettings = {
  decks: { [DRAGON_TIGER_GAME_CODE]: 8, [BACCARAT_GAME_CODE]: 8 },
  cutCards: 16,
  bettingMs: 12_000,
  dealMs: 5_000,
  pauseMs: 3_000,
};

function numberFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(
      `${name}: must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`,
    );
  return value;
}

function decksFrom(env: Env, name: string): ShoeDecks {
  const raw = env[name]?.trim();
  if (!raw) return 8;
  const value = Number(raw);
  if (!(SHOE_DECK_COUNTS as readonly number[]).includes(value))
    throw new ConfigError(`${name}: must be 6 or 8 decks (got ${JSON.stringify(raw)})`);
  return value as ShoeDecks;
}

export function cardSettingsFrom(env: Env): CardTableSettings {
  const decks = {
    [DRAGON_TIGER_GAME_CODE]: decksFrom(env, 'HOUSE_DRAGON_TIGER_DECKS'),
    [BACCARAT_GAME_CODE]: decksFrom(env, 'HOUSE_BACCARAT_DECKS'),
  };
  const smallest = Math.min(...Object.values(decks)) * 52;
  const settings: CardTableSettings = {
    decks,
    cutCards: numberFrom(env, 'HOUSE_CARDS_CUT_CARDS', DEFAULT_CARD_SETTINGS.cutCards, 6, smallest - 1),
    bettingMs: numberFrom(env, 'HOUSE_CARDS_BETTING_MS', DEFAULT_CARD_SETTINGS.bettingMs, 1_000, 120_000),
    dealMs: numberFrom(env, 'HOUSE_CARDS_DEAL_MS', DEFAULT_CARD_SETTINGS.dealMs, 500, 60_000),
    pauseMs: numberFrom(env, 'HOUSE_CARDS_PAUSE_MS', DEFAULT_CARD_SETTINGS.pauseMs, 500, 60_000),
  };
  for (const count of Object.values(decks)) cutIndexOf(count, settings.cutCards);
  return settings;
}
