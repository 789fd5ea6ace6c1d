import type { TFunction } from 'i18next';
import {
  decodeZooSlip,
  ZOO_MULTIPLIER,
  ZOO_SHARK_MULTIPLIER,
  ZOO_WHEEL,
  type ZooBet,
  type ZooSector,
} from '@khelo/games/zoo-roulette';

// How Zoo Roulette reads on the wheel, the betting board and in /game-history: an animal's name, a bet's
// multiplier, a slip "Lion · Birds". The animals' pictures are drawings (zoo-icons.tsx), not emoji.

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

/** The sector at a wheel index, or undefined (no result yet, or not a sector). */
export function sectorAt(index: number | null): ZooSector | undefined {
  return index === null ? undefined : ZOO_WHEEL[index];
}

/** The winning sector of a round as "Lion", or "—". */
export function resultLabel(t: TFunction<'games'>, index: number | null): string {
  const sector = sectorAt(index);
  return sector ? sectorName(t, sector) : '—';
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
