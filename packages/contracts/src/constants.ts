// Business constants of core-platform.md section 9 and pages-and-rules.md section 9.
export const DEFAULT_OPERATOR_ID = 230201;
export const COUNTRY_CODE = '+91';
export const CURRENCY = 'INR';
export const INTEGRATION_ENV = 'H5';

export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const OTP_RESEND_SECONDS = 30;
export const NICKNAME_MAX = 17;
export const AADHAR_DIGITS = 12;
export const PAN_LENGTH = 10;

export const SESSION_RECHECK_MS = 10_000;
export const SPINNER_HIDE_MS = 2_000;
export const TOAST_MS = 3_000;
export const QUERY_GC_MS = 60_000;

export const QUICK_CASH_RUPEES = [10, 20, 50, 100, 500, 1000] as const;
export const GATEWAY_COUNTDOWN_MS = 8 * 60_000;
export const GATEWAY_POLL_MS = 60_000;
export const HISTORY_PAGE_SIZE = 10;
export const MAX_SINGLE_DEPOSIT_RUPEES = 50_000;
export const TDS_RATE_PERCENT = 30;

/**
 * /withdraw-cash (off unless CRYPTO_WITHDRAWALS=on). The minimum is rupees of the wallet; the spec's
 * "fee 0.5 MATIC" is never charged (withdrawals carry no processing charge), so it is not kept (ADR 021).
 */
export const CRYPTO_WITHDRAW = {
  minimum: 20.5,
  network: 'Polygon',
  auditHours: '1-6',
} as const;

/** States named in the terms (pages-and-rules.md section 5); the operator's configuration starts from this list. */
export const TERMS_BLOCKED_STATES = [
  'Assam',
  'Odisha',
  'Telangana',
  'Sikkim',
  'Andhra Pradesh',
  'Tamil Nadu',
  'Nagaland',
] as const;

/** The second navigation bar of the shared layout. */
export const NAV_GAMES = [
  { code: 'MZ010067', name: 'Ludo' },
  { code: 'MZ010005', name: 'Rummy' },
  { code: 'MZ010001', name: 'Poker' },
  { code: 'MZ010004', name: 'Teen Patti' },
  { code: 'SPB02001', name: 'Aviator' },
] as const;

export const RUMMY_GAME_CODE = 'MZ010005';
/** Call Break's lobby tile: it opens /tables/call-break. */
export const CALL_BREAK_GAME_CODE = 'MZ010012';
/** Ludo's lobby tile (also in the second nav bar): it opens /tables/ludo. */
export const LUDO_GAME_CODE = 'MZ010067';

export const CATEGORY_TABS = [
  'all',
  'table',
  'crash',
  'casino',
  'live cassino',
  'roulette',
  'slot',
  'instant win',
  'e sports',
  'other',
] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];
/** "Live Casino" in the navigation selects tab 4 (zero-based) with the category live cassino. */
export const LIVE_CASINO_TAB_INDEX = 4;
/** The casino tab, where the home banner about the in-house casino games leads. */
export const CASINO_TAB_INDEX = CATEGORY_TABS.indexOf('casino');

/** The Contact Us carousel: autoplay every 2000 ms, looping (pages-and-rules.md section 9). */
export const CONTACT_CAROUSEL = { delayMs: 2_000, loop: true } as const;
