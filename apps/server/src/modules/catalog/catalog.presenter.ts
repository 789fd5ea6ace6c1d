import type { Banner, Category, Game, MenuItem, Provider } from '@khelo/contracts/catalog';
import { GAME_LIST_FETCHED, MENU_LIST_FETCHED } from '@khelo/contracts/catalog-constants';
import type {
  BannerRow,
  CatalogRows,
  CategoryRow,
  GameRow,
  MenuItemRow,
  ProviderRow,
} from './catalog.repository';

// Rows → the shapes of core-platform.md section 3, and the answers built once per catalog version.

export function presentGame(row: GameRow): Game {
  return {
    game_code: row.code,
    game_name: row.name,
    game_icon: row.icon,
    game_tag: row.tags,
    game_subcategory: row.subcategory,
    provider_name: row.providerName,
    provider_code: row.providerCode,
    operational_status: row.status,
    integration_env_config: { url_path: row.urlPath },
  };
}

export function presentCategory(row: CategoryRow): Category {
  return { name: row.name, img: row.img, code: row.code };
}

export function presentProvider(row: ProviderRow): Provider {
  return {
    provider_code: row.code,
    provider_name: row.name,
    provider_logo: row.logo,
    game_count: row.gameCount,
  };
}

export function presentBanner(row: BannerRow): Banner {
  return {
    banner_code: row.code,
    image: row.image,
    link: row.link,
    eyebrow: row.eyebrow,
    title: row.title,
    text: row.text,
    cta: row.cta,
  };
}

export function presentMenuItem(row: MenuItemRow): MenuItem {
  return {
    menu_id: row.code,
    icon: row.icon,
    link_action: { url: row.url },
    menu_display: { eng: row.label.eng, hindi: row.label.hindi },
  };
}

/** A catalog version ready to answer from: games by code for launches, and pre-serialised bodies. */
export interface CatalogSnapshot {
  games: ReadonlyMap<string, Game>;
  /** The game-list answer without its closing brace, so a player's wallet_balance can be appended. */
  listPrefix: string;
  menuBody: string;
}

export function buildSnapshot(rows: CatalogRows): CatalogSnapshot {
  const games = rows.games.map(presentGame);
  const list = {
    status: 1,
    message: GAME_LIST_FETCHED,
    data: games,
    categories: rows.categories.map(presentCategory),
    providers: rows.providers.map(presentProvider),
    banners: rows.banners.map(presentBanner),
  };
  const menu = {
    status: 1,
    message: MENU_LIST_FETCHED,
    menu_details: { left_menu: rows.menu.map(presentMenuItem) },
  };
  return {
    games: new Map(games.map((game) => [game.game_code, game])),
    listPrefix: JSON.stringify(list).slice(0, -1),
    menuBody: JSON.stringify(menu),
  };
}

/** The visitors' list: the shared part, closed. */
export function webListBody(snapshot: CatalogSnapshot): string {
  return `${snapshot.listPrefix}}`;
}

/** The player's list: the shared part plus this player's balance (JSON.stringify keeps it a plain number). */
export function playerListBody(snapshot: CatalogSnapshot, walletBalance: number): string {
  return `${snapshot.listPrefix},"wallet_balance":${JSON.stringify(walletBalance)}}`;
}
