import type { TFunction } from 'i18next';
import { CARD_SPOTS } from '@khelo/contracts/house-cards';
import { DRAGON_TIGER_GAME_CODE, isCardGameCode } from '@khelo/contracts/house-game-codes';
import type { GameHistoryRow } from '@khelo/contracts/house-games';

// The /game-history cells of a card round: the table's name, the spot bet on and the winning side (the
// outcome code's low two bits index the game's spots).

export function cardCells(
  t: TFunction<'games'>,
  row: GameHistoryRow,
): { game: string; selection: string; result: string } | null {
  if (!isCardGameCode(row.game_code)) return null;
  const winner = row.result === null ? null : CARD_SPOTS[row.game_code][row.result % 4];
  return {
    game: t(row.game_code === DRAGON_TIGER_GAME_CODE ? 'cards.dragonTiger' : 'cards.baccarat'),
    selection: t(`cards.spots.${row.selection}`),
    result: winner ? t(`cards.spots.${winner}`) : '—',
  };
}
