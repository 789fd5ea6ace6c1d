// Practice values without zod, so the web app's entry chunk can import them (ADR 006).

/** The provider whose games have a practice mode: the house games (docs/house-games.md). */
export const PRACTICE_PROVIDER_CODE = 'SPB';
/**
 * Providers whose games served by this server's /play page have a practice mode: the house provider, and
 * the in-house studio's Tambola tile (MZ010021, docs/ludo-and-tambola.md), which the house games serve.
 */
export const PRACTICE_PROVIDER_CODES: readonly string[] = [PRACTICE_PROVIDER_CODE, 'MZ'];
/** Where this server serves the house provider's game pages (the catalog's url_path). */
export const HOUSE_PLAY_PATH = '/play/';

/** A game with free practice play: one of the house provider's games served by this server. */
export function hasPracticeMode(game: {
  provider_code: string;
  integration_env_config: { url_path: string };
}): boolean {
  return (
    PRACTICE_PROVIDER_CODES.includes(game.provider_code) &&
    game.integration_env_config.url_path.startsWith(HOUSE_PLAY_PATH)
  );
}
