import type { TFunction } from 'i18next';
import {
  decodeZooSlip,
  ZOO_MULTIPLIER,
  ZOO_SHARK_MULTIPLIER,
  ZOO_WHEEL,
  type ZooBet,
  type ZooSector,
} from '@khelo/games/zoo-roulette';

// How Zoo Roulette reads on the wheel, the betting board and in /game-history: an animal's emoji and
// name, a bet's multiplier, a slip "Lion ₹10, Birds ₹20".

export const SECTOR_EMOJI: Record<ZooSector, string> = {
  lion: '🦁',
  panda: '🐼',
  monkey: '🐒',
  rabbit: '🐇',
  eagle: '🦅',
  peacock: '🦚',
  pigeon: '🕊️',
  swallow: '🐦',
  'gold-shark': '🦈',
  'silver-shark': '🦈',
};

export function sectorName(t: TFunction<'games'>, sector: ZooSector): string {
  return t(`zoo.sector.${sector}`);
}

export function betName(t: TFunction<'games'>, bet: ZooBet): string {
  return t(`zoo.bet.${bet}`);
}

/** "24x"; the shark bet "12x / 36x" (silver / gold). */
export function multiplierText(bet: ZooBet): string {
  if (bet === 'shark')
    return `${ZOO_SHARK_MULTIPLIER['silver-shark']}x / ${ZOO_SHARK_MULTIPLIER['gold-shark']}x`;
  return `${ZOO_MULTIPLIER[bet]}x`;
}

/** The winning sector of a round as "🦁 Lion", or "—". */
export function resultLabel(t: TFunction<'games'>, index: number | null): string {
  const sector = index === null ? undefined : ZOO_WHEEL[index];
  return sector ? `${SECTOR_EMOJI[sector]} ${sectorName(t, sector)}` : '—';
}

/** A stored slip as "Lion · Birds" (stakes are in the history row's own column). */
export function zooSlipLabel(t: TFunction<'games'>, selection: string): string {
  try {
    return decodeZooSlip(selection)
      .map((line) => betName(t, line.bet))
      .join(' · ');
  } catch {
    return selection;
  }
}
