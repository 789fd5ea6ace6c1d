// Every web route of both spec documents. The server uses the same list to know which GET paths are the SPA.

export const PLAYER_ROUTES = [
  '/info',
  '/addCash',
  '/transaction-qr',
  '/kvmPay',
  '/withdrawal',
  '/withdraw-cash',
  '/history',
  '/kyc',
  '/game-history',
  // Deposit limits, cool-off and self-exclusion (issue 8, docs/practice-and-responsible-gaming.md).
  '/responsible-gaming',
] as const;

export const RULES_ROUTES = {
  '/poker-rules': 'poker',
  '/ludo-rules': 'ludo',
  '/teenpatti-rules': 'teenpatti',
  '/tambola-rules': 'tambola',
  '/dragon-tiger-rules': 'dragon-tiger',
  '/call-break-rules': 'call-break',
  '/baccarat-rules': 'baccarat',
  '/fortune-wheel-rules': 'fortune-wheel',
  '/european-roulette-timer-rules': 'european-roulette-timer',
  '/color-prediction-rules': 'color-prediction',
  '/mines-rules': 'mines',
  '/zoo-roullete-rules': 'zoo-roullete',
} as const;

/**
 * Lobby "Game Info" links (`rulesSlug` of a catalog name) whose spelling differs from the spec's route, or
 * games without a route of their own: each alias leads to the canonical rules page.
 */
export const RULES_ALIASES = {
  '/teen-patti-rules': '/teenpatti-rules',
  '/live-teen-patti-rules': '/teenpatti-rules',
  '/live-baccarat-rules': '/baccarat-rules',
  '/european-roulette-rules': '/european-roulette-timer-rules',
  '/live-roulette-rules': '/european-roulette-timer-rules',
  '/zoo-roulette-rules': '/zoo-roullete-rules',
  '/aviator-rules': '/game-rules/aviator',
  // The house provider's card tables (docs/house-games.md) play the spec's Dragon Tiger and Baccarat.
  '/dragon-tiger-shoe-rules': '/dragon-tiger-rules',
  '/baccarat-punto-banco-rules': '/baccarat-rules',
  // Demo catalog games that share one record (a live table, a Beta name, a family of slots). Games whose
  // slug is their record's name (`/blackjack-rules`, `/plinko-rules`) need no alias: see unknown-path.tsx.
  '/live-blackjack-rules': '/game-rules/blackjack',
  '/live-andar-bahar-rules': '/game-rules/andar-bahar',
  '/live-sic-bo-rules': '/game-rules/sic-bo',
  '/jet-rush-rules': '/game-rules/crash',
  '/rocket-rani-rules': '/game-rules/crash',
  '/crash-x-beta-rules': '/game-rules/crash',
  '/hi-lo-beta-rules': '/game-rules/hi-lo',
  '/chess-blitz-beta-rules': '/game-rules/chess-blitz',
  '/battle-arena-beta-rules': '/game-rules/battle-arena',
  '/maharaja-riches-rules': '/game-rules/slots',
  '/diwali-fortune-rules': '/game-rules/slots',
  '/lucky-lotus-rules': '/game-rules/slots',
  '/jungle-jackpot-rules': '/game-rules/slots',
  '/cricket-fever-rules': '/game-rules/slots',
  '/temple-treasures-rules': '/game-rules/slots',
  '/virtual-cricket-rules': '/game-rules/virtual-sports',
  '/virtual-football-rules': '/game-rules/virtual-sports',
  '/virtual-horse-racing-rules': '/game-rules/virtual-sports',
  '/kabaddi-league-rules': '/game-rules/virtual-sports',
} as const;

export const STATIC_ROUTES = [
  '/termsandconditions',
  '/privacypolicy',
  '/contact-us',
  '/promotions',
  '/rummy-rules',
  '/verify-mobile',
] as const;

export const PUBLIC_ROUTES = ['/', '/signup'] as const;

/** A lobby tile's Game Info link: lowercase name, spaces to hyphens, then -rules. */
export function rulesSlug(gameName: string): string {
  return `${gameName.trim().toLowerCase().replace(/\s+/g, '-')}-rules`;
}

/**
 * Multiplayer tables (issue 17, docs/tables.md): the picker of a game's tables and one table. Kept apart from
 * the lists above because these paths have parameters; the web app's router declares them.
 */
export const TABLE_ROUTES = { picker: '/tables/:game', table: '/tables/:game/:tableId' } as const;

export function tablePath(game: string, tableId?: string): string {
  return tableId ? `/tables/${game}/${tableId}` : `/tables/${game}`;
}
