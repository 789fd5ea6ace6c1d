import { outcomeHash, unitFloat } from './fair';

// Zoo Roulette (issue 24; docs/house-games.md): the "birds and beasts" wheel of the Indian casino apps.
// 50 equal sectors: 24 beasts, 24 birds and two sharks. Within each group the rarer the animal, the more it
// pays, and every count × multiplier is 48, so every bet returns 48/50 = 96 % of its stake on average
// (house edge 4 %). A shark loses every animal and group bet; the shark bet pays 12x on the silver shark
// and 36x on the gold shark ((12 + 36) / 50 = 96 % too). Multipliers are the whole return, stake included.

export const ZOO_ANIMALS = [
  'lion',
  'panda',
  'monkey',
  'rabbit',
  'eagle',
  'peacock',
  'pigeon',
  'swallow',
] as const;
export const ZOO_SHARKS = ['gold-shark', 'silver-shark'] as const;
export const ZOO_GROUPS = ['beasts', 'birds'] as const;
export type ZooAnimal = (typeof ZOO_ANIMALS)[number];
export type ZooShark = (typeof ZOO_SHARKS)[number];
export type ZooSector = ZooAnimal | ZooShark;
export type ZooGroup = (typeof ZOO_GROUPS)[number];

/** Everything a player can bet on: one animal, a group, or the sharks. */
export const ZOO_BETS = [...ZOO_ANIMALS, ...ZOO_GROUPS, 'shark'] as const;
export type ZooBet = (typeof ZOO_BETS)[number];

export const BEASTS: readonly ZooAnimal[] = ['lion', 'panda', 'monkey', 'rabbit'];
export const BIRDS: readonly ZooAnimal[] = ['eagle', 'peacock', 'pigeon', 'swallow'];

/** The whole return on a win, stake included (24 → a ₹10 bet returns ₹240). */
export const ZOO_MULTIPLIER: Record<Exclude<ZooBet, 'shark'>, number> = {
  lion: 24,
  panda: 12,
  monkey: 8,
  rabbit: 4,
  eagle: 24,
  peacock: 12,
  pigeon: 8,
  swallow: 4,
  beasts: 2,
  birds: 2,
};
/** The shark bet's return by the shark that wins. */
export const ZOO_SHARK_MULTIPLIER: Record<ZooShark, number> = { 'silver-shark': 12, 'gold-shark': 36 };

export const ZOO_RTP_PERCENT = 96;

// Half a wheel: beasts and birds alternate; per half lion/eagle 1, panda/peacock 2, monkey/pigeon 3,
// rabbit/swallow 6. The second half mirrors the first with birds leading, each half after its shark.
const BEAST_HALF: ZooAnimal[] = [
  'rabbit',
  'monkey',
  'rabbit',
  'panda',
  'rabbit',
  'monkey',
  'rabbit',
  'lion',
  'rabbit',
  'monkey',
  'rabbit',
  'panda',
];
const BIRD_OF: Record<string, ZooAnimal> = {
  rabbit: 'swallow',
  monkey: 'pigeon',
  panda: 'peacock',
  lion: 'eagle',
};
const BIRD_HALF = BEAST_HALF.map((beast) => BIRD_OF[beast]!);

/** The 50 sectors clockwise from the gold shark at the top; sector i spans [i·7.2°, (i+1)·7.2°). */
export const ZOO_WHEEL: readonly ZooSector[] = [
  'gold-shark',
  ...BEAST_HALF.flatMap((beast, i) => [beast, BIRD_HALF[i]!]),
  'silver-shark',
  ...BIRD_HALF.flatMap((bird, i) => [bird, BEAST_HALF[i]!]),
];
export const ZOO_SECTORS = ZOO_WHEEL.length;

export function isZooBet(value: string): value is ZooBet {
  return (ZOO_BETS as readonly string[]).includes(value);
}

export function groupOf(sector: ZooSector): ZooGroup | null {
  if (BEASTS.includes(sector as ZooAnimal)) return 'beasts';
  if (BIRDS.includes(sector as ZooAnimal)) return 'birds';
  return null;
}

export function sectorFromHash(hash: string): number {
  return Math.floor(unitFloat(hash) * ZOO_SECTORS);
}

/** The winning sector (0-49): floor(X · 50) of the round's HMAC, like roulette's pocket. */
export function zooSector(serverSeed: string, clientSeed: string, nonce: number | string): number {
  return sectorFromHash(outcomeHash(serverSeed, clientSeed, nonce));
}

/** The return multiplier of a bet when sector `index` wins, 0 for a loss. */
export function zooMultiplier(bet: ZooBet, index: number): number {
  const sector = ZOO_WHEEL[index];
  if (!sector) return 0;
  if (bet === 'shark')
    return sector === 'gold-shark' || sector === 'silver-shark' ? ZOO_SHARK_MULTIPLIER[sector] : 0;
  if (bet === sector || bet === groupOf(sector)) return ZOO_MULTIPLIER[bet];
  return 0;
}

/** What a stake in paise on `bet` returns when sector `index` wins (multipliers are whole: exact). */
export function zooReturn(bet: ZooBet, stakePaise: number, index: number): number {
  return stakePaise * zooMultiplier(bet, index);
}

/** Return to player of a bet in percent, by enumerating the wheel. */
export function zooRtpPercent(bet: ZooBet): number {
  const total = ZOO_WHEEL.reduce((sum, _, index) => sum + zooMultiplier(bet, index), 0);
  return (total / ZOO_SECTORS) * 100;
}

export interface ZooSlipLine {
  bet: ZooBet;
  paise: number;
}

// A player's bets of one spin are one wallet debit; the house_bets row keeps them as a slip
// "lion*1000,birds*500" (bet * stake in paise), like roulette's.

export function encodeZooSlip(lines: ZooSlipLine[]): string {
  return lines.map((line) => `${line.bet}*${line.paise}`).join(',');
}

export function decodeZooSlip(text: string): ZooSlipLine[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [bet = '', paise = ''] = part.split('*');
      if (!isZooBet(bet) || !/^\d+$/.test(paise)) throw new Error(`not a zoo roulette slip line: ${part}`);
      return { bet, paise: Number(paise) };
    });
}

/** What a slip returns in paise when sector `index` wins. */
export function zooSlipReturn(lines: ZooSlipLine[], index: number): number {
  return lines.reduce((sum, line) => sum + zooReturn(line.bet, line.paise, index), 0);
}
