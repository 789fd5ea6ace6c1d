import { CALL_BREAK_GAME_CODE, LUDO_GAME_CODE, RUMMY_GAME_CODE } from '@khelo/contracts/constants';
import {
  FORTUNE_WHEEL_GAME_CODE,
  POKER_GAME_CODE,
  TEEN_PATTI_GAME_CODE,
} from '@khelo/contracts/table-game-codes';

// Catalogue games played at Khelo's own multiplayer tables (issue 17): their lobby tile, games-bar entry
// and ?game_code= link open the table picker instead of a provider launch.
const TABLE_GAME_BY_CODE: Readonly<Record<string, string>> = {
  [RUMMY_GAME_CODE]: 'rummy',
  [TEEN_PATTI_GAME_CODE]: 'teen-patti',
  [CALL_BREAK_GAME_CODE]: 'call-break',
  [POKER_GAME_CODE]: 'poker',
  [LUDO_GAME_CODE]: 'ludo',
  [FORTUNE_WHEEL_GAME_CODE]: 'fortune-wheel',
};

/** /tables/<game> for a game played at the tables; null for every other game. */
export function tablePickerPath(gameCode: string): string | null {
  const game = TABLE_GAME_BY_CODE[gameCode];
  return game ? `/tables/${game}` : null;
}
