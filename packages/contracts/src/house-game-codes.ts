// The house games' codes without zod, so the web app's entry chunk can import them (ADR 006).

export const CRASH_GAME_CODE = 'SPB02001';
export const COLOR_GAME_CODE = 'SPB02014';
// Dragon Tiger and Baccarat (house-cards.ts).
export const DRAGON_TIGER_GAME_CODE = 'SPB02030';
export const BACCARAT_GAME_CODE = 'SPB02031';
// European roulette and Mines (house-roulette.ts, house-mines.ts).
export const ROULETTE_GAME_CODE = 'SPB02020';
export const MINES_GAME_CODE = 'SPB02010';
// Zoo Roulette (house-zoo-roulette.ts): the catalog's earlier sandbox tile, kept under its code.
export const ZOO_ROULETTE_GAME_CODE = 'RRL06002';
// Tambola (house-tambola.ts): the catalogue's Tambola tile, served by the house provider.
export const TAMBOLA_GAME_CODE = 'MZ010021';
export const HOUSE_GAME_CODES = [
  CRASH_GAME_CODE,
  COLOR_GAME_CODE,
  DRAGON_TIGER_GAME_CODE,
  BACCARAT_GAME_CODE,
  ROULETTE_GAME_CODE,
  MINES_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
  TAMBOLA_GAME_CODE,
] as const;
export type HouseGameCode = (typeof HOUSE_GAME_CODES)[number];

/** One of the house provider's games served by this server's /play page. */
export function isHouseGameCode(code: string): code is HouseGameCode {
  return (HOUSE_GAME_CODES as readonly string[]).includes(code);
}

/** Dragon Tiger and Baccarat (house-cards.ts). */
export const CARD_GAME_CODES = [DRAGON_TIGER_GAME_CODE, BACCARAT_GAME_CODE] as const;
export type CardGameCode = (typeof CARD_GAME_CODES)[number];

export function isCardGameCode(code: string): code is CardGameCode {
  return (CARD_GAME_CODES as readonly string[]).includes(code);
}
