// The catalogue codes of the games played at Khelo's own tables, without zod: the web app's entry chunk
// needs them for the lobby's links (issue 19, ADR 031: zod stays off the first paint). tables.ts
// re-exports them.

/** The lobby tile of Teen Patti that opens /tables/teen-patti. */
export const TEEN_PATTI_GAME_CODE = 'MZ010004';
/** The lobby tile of Poker that opens /tables/poker. */
export const POKER_GAME_CODE = 'MZ010001';
/** The lobby tile of the Fortune Wheel promotion (catalog RRL06005) that opens /fortune-wheel. */
export const FORTUNE_WHEEL_GAME_CODE = 'RRL06005';
