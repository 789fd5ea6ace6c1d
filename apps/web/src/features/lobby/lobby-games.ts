import type { Category, Game } from '@khelo/contracts/catalog';
import { ALL_CATEGORY, SKILL_GAME_TAG } from '@khelo/contracts/catalog-constants';
import { CATEGORY_TABS, RUMMY_GAME_CODE } from '@khelo/contracts/constants';
import { rulesSlug } from '@khelo/contracts/routes';

// What the lobby derives from the game list (core-platform.md section 2, "Home and lobby"). Pure, so the
// rules are tested without rendering.

/** The rummy game gets its own icon whatever the catalog says (section 2). */
export const RUMMY_ICON = '/images/games/rummy.svg';

export function gameIcon(game: Game): string {
  return game.game_code === RUMMY_GAME_CODE ? RUMMY_ICON : game.game_icon;
}

/** "Games with Beta in the name show a Beta version badge." */
export function hasBetaName(game: Game): boolean {
  return /\bbeta\b/i.test(game.game_name);
}

export function isPlayable(game: Game): boolean {
  return game.operational_status === 'live';
}

/** The Game Info page: the lowercase name with hyphens, then -rules; opened in a new tab. */
export function rulesHref(game: Game): string {
  return `/${rulesSlug(game.game_name)}`;
}

/** Tabs before the list arrives, and for a catalog without categories. */
export const DEFAULT_CATEGORIES: readonly Category[] = CATEGORY_TABS.map((name) => ({
  name,
  code: name.replace(/\s+/g, '-'),
  img: `/images/games/categories/${name.replace(/\s+/g, '-')}.svg`,
}));

/** The selected tab from ?tab=N (GameNav's Live Casino link is ?tab=4); anything else is tab 0, all. */
export function tabIndex(value: string | null, count: number): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  const index = Number(value);
  return index < count ? index : 0;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The grid: a search looks through every game — its catalog name, the name it shows in the player's
 * language (`shownName`, ADR 025) and its provider; otherwise the selected category (all = everything).
 */
export function visibleGames(
  games: readonly Game[],
  category: string,
  query: string,
  shownName: (game: Game) => string = (game) => game.game_name,
): Game[] {
  const needle = normalise(query);
  if (needle) {
    return games.filter((game) =>
      [game.game_name, shownName(game), game.provider_name].some((text) => normalise(text).includes(needle)),
    );
  }
  if (category === ALL_CATEGORY) return [...games];
  return games.filter((game) => game.game_subcategory === category);
}

export function skillGames(games: readonly Game[]): Game[] {
  return games.filter((game) => game.game_tag.includes(SKILL_GAME_TAG));
}

export function providerGames(games: readonly Game[], providerCode: string): Game[] {
  return games.filter((game) => game.provider_code === providerCode);
}

/** Recently played codes in order, dropping games no longer in the catalog. */
export function recentGames(games: readonly Game[], codes: readonly string[]): Game[] {
  const byCode = new Map(games.map((game) => [game.game_code, game]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

/** The link a tile opens: the lobby with game_code (the launch flow takes it from there), keeping the tab. */
export function launchSearch(currentSearch: string, gameCode: string): string {
  const params = new URLSearchParams(currentSearch);
  params.set('game_code', gameCode);
  params.delete('mode');
  return `?${params.toString()}`;
}

/** The launch search of a free practice game (house games): game_code plus mode=practice. */
export function practiceSearch(currentSearch: string, gameCode: string): string {
  const params = new URLSearchParams(launchSearch(currentSearch, gameCode));
  params.set('mode', 'practice');
  return `?${params.toString()}`;
}
