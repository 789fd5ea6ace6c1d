import { describe, expect, it } from 'vitest';
import { NAV_GAMES } from '@khelo/contracts/constants';
import enGames from '../../public/locales/en/games.json';
import hdGames from '../../public/locales/hd/games.json';
import { locales } from '@/test/i18n';
import { localisedGameName } from './game-names';

// ADR 025: one name per game and language — the tiles (common.json gameNames), the games bar and popular
// games (common.json games.<code>) and the house games' own pages (games.json) never disagree.

const HOUSE_TITLES: Record<string, (file: typeof enGames) => string> = {
  Aviator: (file) => file.crash.title,
  'Color Prediction': (file) => file.color.title,
  'European Roulette': (file) => file.roulette.title,
  Mines: (file) => file.mines.title,
};

describe.each([
  ['en', locales.en, enGames],
  ['hd', locales.hd, hdGames],
] as const)('game names in %s', (_language, common, games) => {
  it('the games bar says what the tiles say', () => {
    for (const game of NAV_GAMES)
      expect(localisedGameName(common.gameNames, game.name)).toBe(common.games[game.code]);
  });

  it("the house games' pages say what their tiles say", () => {
    for (const [name, title] of Object.entries(HOUSE_TITLES))
      expect(localisedGameName(common.gameNames, name)).toBe(title(games));
  });
});

describe('localisedGameName', () => {
  it('gives the Hindi name of a well-known game and nothing for a studio title', () => {
    expect(localisedGameName(locales.hd.gameNames, 'Teen Patti')).toBe('तीन पत्ती');
    expect(localisedGameName(locales.hd.gameNames, 'Maharaja Riches')).toBeNull();
    expect(localisedGameName(undefined, 'Ludo')).toBeNull();
  });

  it('names every well-known game in Devanagari in Hindi', () => {
    for (const [name, hindi] of Object.entries(locales.hd.gameNames)) {
      expect(hindi, name).toMatch(/[\u0900-\u097F]/);
      expect(locales.en.gameNames[name as keyof typeof locales.en.gameNames], name).toBe(name);
    }
  });
});
