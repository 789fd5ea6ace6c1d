import { CASINO_TAB_INDEX, RUMMY_GAME_CODE, type CATEGORY_TABS } from '@khelo/contracts/constants';
import type { GameStatus } from '@khelo/contracts/catalog-constants';
import type { LabelPair } from './schema';

// The demo catalog of the embedded deployment (issue 4): seven providers, every lobby tab, 46 games in
// every operational status, four banners and the logged-in side menu. Art is generated SVG under
// apps/web/public/images (no hot-linking). Demo providers launch into the sandbox provider page; a real
// operator replaces url_path with its providers' launch URLs.

export interface SeedProvider {
  code: string;
  name: string;
}

export interface SeedGame {
  code: string;
  name: string;
  /** File name under /images/games/ without .svg. */
  art: string;
  provider: string;
  subcategory: (typeof CATEGORY_TABS)[number];
  tags?: string[];
  status?: GameStatus;
}

export interface SeedBanner {
  code: string;
  image: string;
  link: string;
  eyebrow: LabelPair;
  title: LabelPair;
  text: LabelPair;
  cta: LabelPair;
}

export interface SeedMenuItem {
  code: string;
  url: string;
  icon: string;
  label: LabelPair;
}

export const DEMO_PROVIDERS: readonly SeedProvider[] = [
  { code: 'MZ', name: 'Mazagon Games' },
  { code: 'SPB', name: 'Skyprobe' },
  { code: 'LTL', name: 'Lotus Live' },
  { code: 'EZT', name: 'Ezee Tables' },
  { code: 'RRL', name: 'Royal Reels' },
  { code: 'MNS', name: 'Monsoon Slots' },
  { code: 'ARN', name: 'Arena eSports' },
];

/** The category code is the tab name with hyphens ("live cassino" → live-cassino). */
export function categoryCode(name: string): string {
  return name.replace(/\s+/g, '-');
}

const SKILL = 'Skill Game';
const NEW = 'Newly Added';
const POPULAR = 'Most Popular';

// One game a line reads as a table; prettier would spread each over ten lines.
// prettier-ignore
export const DEMO_GAMES: readonly SeedGame[] = [
  // Skill games (the four of the navigation bar first).
  { code: 'MZ010067', name: 'Ludo', art: 'ludo', provider: 'MZ', subcategory: 'table', tags: [SKILL, POPULAR] },
  { code: RUMMY_GAME_CODE, name: 'Rummy', art: 'rummy', provider: 'MZ', subcategory: 'table', tags: [SKILL, POPULAR] },
  { code: 'MZ010001', name: 'Poker', art: 'poker', provider: 'MZ', subcategory: 'table', tags: [SKILL, POPULAR] },
  { code: 'MZ010004', name: 'Teen Patti', art: 'teen-patti', provider: 'MZ', subcategory: 'table', tags: [SKILL, POPULAR] },
  { code: 'MZ010012', name: 'Call Break', art: 'call-break', provider: 'MZ', subcategory: 'table', tags: [SKILL, NEW] },
  { code: 'MZ010021', name: 'Tambola', art: 'tambola', provider: 'MZ', subcategory: 'other', tags: [SKILL] },
  { code: 'MZ010030', name: 'Carrom', art: 'carrom', provider: 'MZ', subcategory: 'other', tags: [SKILL, NEW], status: 'Upcoming' },
  { code: 'MZ010041', name: 'Pool 8 Ball', art: 'pool', provider: 'MZ', subcategory: 'other', tags: [SKILL], status: 'offline' },
  { code: 'MZ010052', name: 'Chess Blitz Beta', art: 'chess', provider: 'MZ', subcategory: 'table', tags: [SKILL, NEW], status: 'Beta' },
  // Crash and instant win.
  { code: 'SPB02001', name: 'Aviator', art: 'aviator', provider: 'SPB', subcategory: 'crash', tags: [POPULAR] },
  { code: 'SPB02002', name: 'Jet Rush', art: 'jet-rush', provider: 'SPB', subcategory: 'crash', tags: [NEW] },
  { code: 'SPB02003', name: 'Rocket Rani', art: 'rocket', provider: 'SPB', subcategory: 'crash' },
  { code: 'SPB02004', name: 'Crash X Beta', art: 'crash-x', provider: 'SPB', subcategory: 'crash', tags: [NEW] },
  { code: 'SPB02010', name: 'Mines', art: 'mines', provider: 'SPB', subcategory: 'instant win', tags: [POPULAR] },
  { code: 'SPB02011', name: 'Plinko', art: 'plinko', provider: 'SPB', subcategory: 'instant win' },
  { code: 'SPB02012', name: 'Dice', art: 'dice', provider: 'SPB', subcategory: 'instant win' },
  { code: 'SPB02013', name: 'Hi Lo Beta', art: 'hi-lo', provider: 'SPB', subcategory: 'instant win', status: 'Beta' },
  { code: 'SPB02014', name: 'Color Prediction', art: 'color-prediction', provider: 'SPB', subcategory: 'instant win', tags: [POPULAR] },
  { code: 'SPB02020', name: 'European Roulette', art: 'european-roulette', provider: 'SPB', subcategory: 'roulette', tags: [NEW] },
  { code: 'SPB02015', name: 'Keno', art: 'keno', provider: 'SPB', subcategory: 'instant win', tags: [NEW], status: 'Upcoming' },
  // Live casino.
  { code: 'LTL03001', name: 'Live Roulette', art: 'live-roulette', provider: 'LTL', subcategory: 'live cassino', tags: [POPULAR] },
  { code: 'LTL03002', name: 'Live Andar Bahar', art: 'live-andar-bahar', provider: 'LTL', subcategory: 'live cassino', tags: [POPULAR] },
  { code: 'LTL03003', name: 'Live Teen Patti', art: 'live-teen-patti', provider: 'LTL', subcategory: 'live cassino' },
  { code: 'LTL03004', name: 'Live Baccarat', art: 'live-baccarat', provider: 'LTL', subcategory: 'live cassino' },
  { code: 'LTL03005', name: 'Live Blackjack', art: 'live-blackjack', provider: 'LTL', subcategory: 'live cassino', status: 'offline' },
  { code: 'LTL03006', name: 'Live Sic Bo', art: 'live-sic-bo', provider: 'LTL', subcategory: 'live cassino', tags: [NEW] },
  // Casino tables.
  { code: 'SPB02030', name: 'Dragon Tiger Shoe', art: 'dragon-tiger', provider: 'SPB', subcategory: 'casino', tags: [NEW] },
  { code: 'SPB02031', name: 'Baccarat Punto Banco', art: 'baccarat', provider: 'SPB', subcategory: 'casino', tags: [NEW] },
  { code: 'EZT05001', name: 'Dragon Tiger', art: 'dragon-tiger', provider: 'EZT', subcategory: 'casino', tags: [POPULAR] },
  { code: 'EZT05002', name: 'Baccarat', art: 'baccarat', provider: 'EZT', subcategory: 'casino' },
  { code: 'EZT05003', name: 'Blackjack', art: 'blackjack', provider: 'EZT', subcategory: 'casino' },
  { code: 'EZT05004', name: 'Andar Bahar', art: 'andar-bahar', provider: 'EZT', subcategory: 'casino' },
  { code: 'EZT05005', name: '32 Cards', art: 'thirty-two-cards', provider: 'EZT', subcategory: 'casino' },
  { code: 'EZT05006', name: 'Sic Bo', art: 'sic-bo', provider: 'EZT', subcategory: 'casino', status: 'Beta' },
  // Roulette.
  { code: 'RRL06001', name: 'European Roulette Timer', art: 'european-roulette', provider: 'RRL', subcategory: 'roulette' },
  // Zoo Roulette is a house game (issue 24); it kept the code of its earlier sandbox tile.
  { code: 'RRL06002', name: 'Zoo Roulette', art: 'zoo-roulette', provider: 'SPB', subcategory: 'roulette', tags: [NEW] },
  { code: 'RRL06003', name: 'American Roulette', art: 'american-roulette', provider: 'RRL', subcategory: 'roulette' },
  { code: 'RRL06004', name: 'Mini Roulette', art: 'mini-roulette', provider: 'RRL', subcategory: 'roulette' },
  { code: 'RRL06005', name: 'Fortune Wheel', art: 'fortune-wheel', provider: 'RRL', subcategory: 'other', tags: [POPULAR] },
  // Slots.
  { code: 'MNS04001', name: 'Maharaja Riches', art: 'maharaja-riches', provider: 'MNS', subcategory: 'slot', tags: [POPULAR] },
  { code: 'MNS04002', name: 'Diwali Fortune', art: 'diwali-fortune', provider: 'MNS', subcategory: 'slot', tags: [NEW] },
  { code: 'MNS04003', name: 'Lucky Lotus', art: 'lucky-lotus', provider: 'MNS', subcategory: 'slot' },
  { code: 'MNS04004', name: 'Jungle Jackpot', art: 'jungle-jackpot', provider: 'MNS', subcategory: 'slot' },
  { code: 'MNS04005', name: 'Cricket Fever', art: 'cricket-fever', provider: 'MNS', subcategory: 'slot', tags: [NEW], status: 'Upcoming' },
  { code: 'MNS04006', name: 'Temple Treasures', art: 'temple-treasures', provider: 'MNS', subcategory: 'slot', status: 'offline' },
  // E sports and virtual sports.
  { code: 'ARN07001', name: 'Virtual Cricket', art: 'virtual-cricket', provider: 'ARN', subcategory: 'e sports', tags: [POPULAR] },
  { code: 'ARN07002', name: 'Virtual Football', art: 'virtual-football', provider: 'ARN', subcategory: 'e sports' },
  { code: 'ARN07003', name: 'Kabaddi League', art: 'kabaddi', provider: 'ARN', subcategory: 'e sports', tags: [NEW], status: 'Upcoming' },
  { code: 'ARN07004', name: 'Battle Arena Beta', art: 'battle-arena', provider: 'ARN', subcategory: 'e sports', status: 'Beta' },
  { code: 'ARN07005', name: 'Virtual Horse Racing', art: 'horse-racing', provider: 'ARN', subcategory: 'e sports' },
];

/**
 * The games of this server's own house provider (docs/house-games.md): crash, color prediction, roulette,
 * mines, dragon tiger, baccarat, zoo roulette.
 */
export const HOUSE_GAME_CODES = [
  'SPB02001',
  'SPB02014',
  'SPB02020',
  'SPB02010',
  'SPB02030',
  'SPB02031',
  'RRL06002',
  // Tambola: a house-provider room under the catalogue's MZ tile (docs/ludo-and-tambola.md).
  'MZ010021',
] as const;

/** Where a demo game launches: the house game page, or the sandbox provider page of this server. */
export function demoUrlPath(code: string): string {
  if ((HOUSE_GAME_CODES as readonly string[]).includes(code)) return `/play/${code}`;
  return `/sandbox/provider/${code}`;
}

export const DEMO_BANNERS: readonly SeedBanner[] = [
  {
    code: 'skill',
    image: '/images/banners/skill-games.svg',
    link: `/?game_code=${RUMMY_GAME_CODE}`,
    eyebrow: { eng: 'Skill games', hindi: 'स्किल गेम्स' },
    title: { eng: 'Your skill. Your win.', hindi: 'आपका हुनर, आपकी जीत।' },
    text: {
      eng: 'Indian Rummy tables are opening on Khelo: 13 cards, 2 to 6 players.',
      hindi: 'Khelo पर इंडियन रमी की टेबलें खुल रही हैं: 13 पत्ते, 2 से 6 खिलाड़ी।',
    },
    cta: { eng: 'Try rummy', hindi: 'रमी आज़माएँ' },
  },
  {
    code: 'leading',
    image: '/images/banners/leading-platform.svg',
    link: '/promotions',
    eyebrow: { eng: 'Offers', hindi: 'ऑफ़र' },
    title: { eng: 'Bonuses for new players', hindi: 'नए खिलाड़ियों के लिए बोनस' },
    text: {
      eng: 'A sign-up bonus, a bonus on your first deposit and one for every friend you refer.',
      hindi: 'साइनअप बोनस, पहली जमा पर बोनस और रेफ़र किए हर दोस्त पर बोनस।',
    },
    cta: { eng: 'See offers', hindi: 'ऑफ़र देखें' },
  },
  {
    code: 'studio',
    image: '/images/banners/casino-studio.svg',
    link: `/?tab=${CASINO_TAB_INDEX}`,
    eyebrow: { eng: 'Casino studio', hindi: 'कैसीनो स्टूडियो' },
    title: { eng: 'Casino games built in-house', hindi: 'हमारे अपने बनाए कैसीनो गेम्स' },
    text: {
      eng: 'Aviator, roulette, mines, dragon tiger and baccarat, made for mobile.',
      hindi: 'एविएटर, रूलेट, माइंस, ड्रैगन टाइगर और बकारा, मोबाइल के लिए बनाए गए।',
    },
    cta: { eng: 'Explore casino', hindi: 'कैसीनो देखें' },
  },
  {
    code: 'fair',
    image: '/images/banners/fair-play.svg',
    link: '/provably-fair',
    eyebrow: { eng: 'Fair play', hindi: 'निष्पक्ष खेल' },
    title: { eng: 'Play fair. Play responsibly.', hindi: 'निष्पक्ष खेलें, ज़िम्मेदारी से खेलें।' },
    text: {
      eng: 'House game rounds you can verify, KYC before withdrawals and limits you control.',
      hindi: 'हाउस गेम्स के राउंड जिनकी आप जाँच कर सकते हैं, निकासी से पहले KYC और आपके नियंत्रण में सीमाएँ।',
    },
    cta: { eng: 'Verify a round', hindi: 'राउंड जाँचें' },
  },
];

/** The logged-in side menu; "unity" is the spec's value for the lobby. */
export const DEMO_MENU: readonly SeedMenuItem[] = [
  { code: 'home', url: 'unity', icon: 'home', label: { eng: 'Home', hindi: 'होम' } },
  { code: 'profile', url: '/info', icon: 'profile', label: { eng: 'My Profile', hindi: 'मेरी प्रोफ़ाइल' } },
  { code: 'add-cash', url: '/addCash', icon: 'deposit', label: { eng: 'Add Cash', hindi: 'कैश जोड़ें' } },
  { code: 'withdraw', url: '/withdrawal', icon: 'withdraw', label: { eng: 'Withdraw', hindi: 'निकासी' } },
  {
    code: 'transactions',
    url: '/history',
    icon: 'transactions',
    label: { eng: 'Transactions', hindi: 'लेन-देन' },
  },
  { code: 'kyc', url: '/kyc', icon: 'kyc', label: { eng: 'KYC', hindi: 'केवाईसी' } },
  {
    code: 'game-history',
    url: '/game-history',
    icon: 'history',
    label: { eng: 'Game History', hindi: 'गेम इतिहास' },
  },
  { code: 'promotions', url: '/promotions', icon: 'offers', label: { eng: 'Promotions', hindi: 'प्रमोशन' } },
  {
    code: 'responsible-gaming',
    url: '/responsible-gaming',
    icon: 'responsible',
    label: { eng: 'Responsible Gaming', hindi: 'ज़िम्मेदार गेमिंग' },
  },
  { code: 'contact', url: '/contact-us', icon: 'support', label: { eng: 'Contact Us', hindi: 'संपर्क करें' } },
];
