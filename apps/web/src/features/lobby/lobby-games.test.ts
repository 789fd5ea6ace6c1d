import { describe, expect, it } from 'vitest';
import { game } from '@/test/catalog-fixture';
import {
  RUMMY_ICON,
  gameIcon,
  hasBetaName,
  isPlayable,
  launchSearch,
  recentGames,
  rulesHref,
  skillGames,
  tabIndex,
  visibleGames,
} from './lobby-games';
import { RECENT_GAMES_MAX, readRecentGames, rememberRecentGame } from './recent-games';

const ludo = game('MZ010067', 'Ludo', { game_tag: ['Skill Game'] });
const aviator = game('SPB02001', 'Aviator', { game_subcategory: 'crash', provider_name: 'Skyprobe' });
const roulette = game('LTL03001', 'Live Roulette', { game_subcategory: 'live cassino' });
const games = [ludo, aviator, roulette];

describe('lobby rules', () => {
  it('gives MZ010005 the rummy icon whatever the catalog says', () => {
    expect(gameIcon(game('MZ010005', 'Rummy', { game_icon: '/x.svg' }))).toBe(RUMMY_ICON);
    expect(gameIcon(ludo)).toBe('/images/games/mz010067.svg');
  });

  it('badges names containing Beta, and plays only live games', () => {
    expect(hasBetaName(game('A', 'Crash X Beta'))).toBe(true);
    expect(hasBetaName(game('A', 'Alphabet'))).toBe(false);
    expect(isPlayable(ludo)).toBe(true);
    for (const status of ['offline', 'Beta', 'Upcoming'] as const) {
      expect(isPlayable(game('A', 'A', { operational_status: status }))).toBe(false);
    }
  });

  it('links Game Info to the lowercase hyphenated name + -rules', () => {
    expect(rulesHref(game('MZ010004', 'Teen Patti'))).toBe('/teen-patti-rules');
    expect(rulesHref(game('X', '  European  Roulette Timer '))).toBe('/european-roulette-timer-rules');
  });

  it('reads ?tab=N, defaulting to all', () => {
    expect(tabIndex('4', 10)).toBe(4);
    expect(tabIndex(null, 10)).toBe(0);
    expect(tabIndex('10', 10)).toBe(0);
    expect(tabIndex('-1', 10)).toBe(0);
    expect(tabIndex('2x', 10)).toBe(0);
  });

  it('filters by category, and searches names and providers across all categories', () => {
    expect(visibleGames(games, 'all', '')).toEqual(games);
    expect(visibleGames(games, 'crash', '')).toEqual([aviator]);
    expect(visibleGames(games, 'live cassino', '')).toEqual([roulette]);
    expect(visibleGames(games, 'crash', 'LIVE  roul')).toEqual([roulette]);
    expect(visibleGames(games, 'all', 'skyprobe')).toEqual([aviator]);
    expect(visibleGames(games, 'all', '   ')).toEqual(games);
    // In Hindi a game is found by the name it shows too (ADR 025).
    const hindi = (g: { game_name: string }) => (g.game_name === 'Ludo' ? 'लूडो' : g.game_name);
    expect(visibleGames(games, 'all', 'लूडो', hindi)).toEqual([ludo]);
    expect(visibleGames(games, 'all', 'ludo', hindi)).toEqual([ludo]);
    expect(skillGames(games)).toEqual([ludo]);
  });

  it('keeps the tab when a tile opens a game', () => {
    expect(launchSearch('?tab=2', 'SPB02001')).toBe('?tab=2&game_code=SPB02001');
    expect(launchSearch('', 'A B')).toBe('?game_code=A+B');
    expect(launchSearch('?game_code=OLD', 'NEW')).toBe('?game_code=NEW');
  });
});

describe('recently played', () => {
  it('keeps the newest first, without repeats, at most ten, and drops unknown games', () => {
    for (const code of ['A', 'B', 'A', ...Array.from({ length: 12 }, (_, i) => `G${i}`), 'MZ010067']) {
      rememberRecentGame(code);
    }
    const stored = readRecentGames();
    expect(stored).toHaveLength(RECENT_GAMES_MAX);
    expect(stored[0]).toBe('MZ010067');
    expect(new Set(stored).size).toBe(stored.length);
    expect(recentGames(games, ['SPB02001', 'GONE', 'MZ010067'])).toEqual([aviator, ludo]);
  });

  it('survives a corrupt entry', () => {
    localStorage.setItem('recentGames', '{oops');
    expect(readRecentGames()).toEqual([]);
    localStorage.setItem('recentGames', JSON.stringify(['A', 3, null]));
    expect(readRecentGames()).toEqual(['A']);
  });
});
