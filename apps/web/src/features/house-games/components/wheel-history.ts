import type { TFunction } from 'i18next';
import { MINES_GAME_CODE, ROULETTE_GAME_CODE, type GameHistoryRow } from '@khelo/contracts/house-games';
import { slipLabel } from './roulette/roulette-labels';

// How European roulette and Mines rows read in /game-history: the game, what was bet, and the result
// (the pocket; the cash-out multiplier or the mine). Null for the other games.

export function wheelCells(
  t: TFunction<'games'>,
  row: GameHistoryRow,
): { game: string; selection: string; result: string } | null {
  if (row.game_code === ROULETTE_GAME_CODE)
    return {
      game: t('history.rouletteGame'),
      selection: slipLabel(t, row.selection),
      result: row.result === null ? '—' : String(row.result),
    };
  if (row.game_code === MINES_GAME_CODE) {
    const count = Number(row.selection.split(':')[1]);
    const result =
      row.status === 'won' && row.payout !== null
        ? `${(row.payout / row.stake).toFixed(2)}x`
        : row.status === 'lost'
          ? '💣'
          : '—';
    return { game: t('history.minesGame'), selection: t('mines.minesBet', { count }), result };
  }
  return null;
}
