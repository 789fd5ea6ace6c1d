import { LIVE_CASINO_TAB_INDEX } from '@khelo/contracts/constants';
import type { NAV_GAMES } from '@khelo/contracts/constants';
import { tablePickerPath } from './tables/table-games';

export type NavGame = (typeof NAV_GAMES)[number];

const ICONS: Record<NavGame['code'], string> = {
  MZ010067: '/images/games/ludo.svg',
  MZ010005: '/images/games/rummy.svg',
  MZ010001: '/images/games/poker.svg',
  MZ010004: '/images/games/teen-patti.svg',
  SPB02001: '/images/games/aviator.svg',
};

export function navGameIcon(code: NavGame['code']): string {
  return ICONS[code];
}

/** Opening a game from a link: /?game_code={code} (the lobby launches it); a table game's picker. */
export function gameLink(code: string): string {
  return tablePickerPath(code) ?? `/?game_code=${encodeURIComponent(code)}`;
}

/** The Live Casino entry selects tab 4 (live cassino) of the lobby. */
export const LIVE_CASINO_LINK = `/?tab=${LIVE_CASINO_TAB_INDEX}`;
