import { vi } from 'vitest';
import type { Game, GameList, MenuList, WebGameList } from '@khelo/contracts/catalog';
import { CATEGORY_TABS } from '@khelo/contracts/constants';

// A small catalog in the shape of api/web/game-lists and a fetch stub answering the lobby calls.

export function game(code: string, name: string, extra: Partial<Game> = {}): Game {
  return {
    game_code: code,
    game_name: name,
    game_icon: `/images/games/${code.toLowerCase()}.svg`,
    game_tag: [],
    game_subcategory: 'table',
    provider_name: 'Mazagon Games',
    provider_code: 'MZ',
    operational_status: 'live',
    integration_env_config: { url_path: `/sandbox/provider/${code}` },
    ...extra,
  };
}

export const FIXTURE_GAMES: Game[] = [
  game('MZ010067', 'Ludo', { game_tag: ['Skill Game', 'Most Popular'] }),
  game('MZ010005', 'Rummy', { game_tag: ['Skill Game'], game_icon: '/images/games/other.svg' }),
  game('MZ010030', 'Carrom', {
    game_tag: ['Skill Game', 'Newly Added'],
    operational_status: 'Upcoming',
    game_subcategory: 'other',
  }),
  game('MZ010041', 'Pool 8 Ball', { operational_status: 'offline', game_subcategory: 'other' }),
  game('MZ010052', 'Chess Blitz Beta', { operational_status: 'Beta' }),
  game('SPB02001', 'Aviator', { game_subcategory: 'crash', provider_name: 'Skyprobe', provider_code: 'SPB' }),
  game('SPB02004', 'Crash X Beta', {
    game_subcategory: 'crash',
    provider_name: 'Skyprobe',
    provider_code: 'SPB',
  }),
  game('LTL03001', 'Live Roulette', {
    game_subcategory: 'live cassino',
    provider_name: 'Lotus Live',
    provider_code: 'LTL',
  }),
  game('LTL03004', 'Live Baccarat', {
    game_subcategory: 'live cassino',
    provider_name: 'Lotus Live',
    provider_code: 'LTL',
  }),
];

export function webList(games: Game[] = FIXTURE_GAMES): WebGameList {
  const providers = [...new Map(games.map((g) => [g.provider_code, g.provider_name])).entries()];
  return {
    status: 1,
    message: 'Game list fetched successfully',
    data: games,
    categories: CATEGORY_TABS.map((name) => ({
      name,
      code: name.replace(/\s+/g, '-'),
      img: `/images/games/categories/${name.replace(/\s+/g, '-')}.svg`,
    })),
    providers: providers.map(([code, name]) => ({
      provider_code: code,
      provider_name: name,
      provider_logo: `/images/providers/${code.toLowerCase()}.svg`,
      game_count: games.filter((g) => g.provider_code === code).length,
    })),
    banners: [],
  };
}

export function playerList(walletBalance = 250, games?: Game[]): GameList {
  return { ...webList(games), wallet_balance: walletBalance };
}

export const FIXTURE_MENU: MenuList = {
  status: 1,
  message: 'Menu list fetched successfully',
  menu_details: {
    left_menu: [
      {
        menu_id: 'home',
        icon: 'home',
        link_action: { url: 'unity' },
        menu_display: { eng: 'Home', hindi: 'होम' },
      },
      {
        menu_id: 'profile',
        icon: 'profile',
        link_action: { url: '/info' },
        menu_display: { eng: 'My Profile', hindi: 'मेरी प्रोफ़ाइल' },
      },
    ],
  },
};

/** The JSON body a stubbed fetch was called with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
}

function pathOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
}

export type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Stubs fetch with one answer function per API path; unknown paths answer 404. */
export function stubApi(
  routes: Record<string, (body: Record<string, unknown>, init: RequestInit) => Answer>,
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input).replace(/^\//, '');
    const handler = routes[path];
    if (!handler)
      return new Response(JSON.stringify({ status: 0, message: `Not found: ${path}` }), { status: 404 });
    const answer = await handler(sentBody(init) as Record<string, unknown>, init ?? {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function calls(mock: ReturnType<typeof stubApi>, path: string) {
  return mock.mock.calls.filter(([input]) => pathOf(input) === `/${path}`);
}
