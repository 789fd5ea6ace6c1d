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
