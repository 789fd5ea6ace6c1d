// Catalog values without zod, so the web app's entry chunk can import them (ADR 006).
// core-platform.md sections 3 (Game, Category entry), 4 (game launch), 8 (errors).

export const GAME_STATUSES = ['live', 'offline', 'Beta', 'Upcoming'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Tags the lobby knows how to show; the catalog may carry others. */
export const GAME_TAGS = ['Skill Game', 'Newly Added', 'Most Popular'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const SKILL_GAME_TAG: GameTag = 'Skill Game';

/** The category every game belongs to; the first lobby tab. */
export const ALL_CATEGORY = 'all';

/** Answers of the list, menu and launch calls. */
export const GAME_LIST_FETCHED = 'Game list fetched successfully';
export const MENU_LIST_FETCHED = 'Menu list fetched successfully';
export const GAME_LAUNCHED = 'Game launched';
/** The game list's answer when the body names a player or operator the token is not for (section 8). */
export const PLAYER_NOT_FOUND_FOR_OPERATOR = 'Player Does not exist for this operator';
export const GAME_CODE_INVALID = 'Game code is invalid!';
export const GAME_NOT_LIVE = 'Game is not live yet!';

/** Launch tokens live as long as an access token: enough to open the game, short enough to be useless later. */
export const LAUNCH_TOKEN_SECONDS = 15 * 60;

/** The link value of the server menu that means the lobby (section 2). */
export const MENU_HOME_URL = 'unity';

export const GAME_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Session storage key of the cached game list (section 3). */
export const GAME_LIST_STORAGE_KEY = 'gameList';
