import type { TFunction } from 'i18next';
import {
  MINES_GAME_CODE,
  ROULETTE_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
  TAMBOLA_GAME_CODE,
} from '@khelo/contracts/house-game-codes';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import { slipLabel } from './roulette/roulette-labels';
import { resultLabel, zooSlipLabel } from './zoo/zoo-labels';

// How European roulette, Zoo Roulette, Mines, Tambola and Aviator rows read in /game-history: the game, what was bet, and the
// result — the pocket; the player's own cash-out or the mine; the player's cash-out beside the crash point.
// Null for the other games.

/** 1.05 → "1.05x", as the games show a multiplier. */
export function formatMultiplier(value: number): string {
  return `${value.toFixed(2)}x`;
}

/** Aviator: the player's outcome first — cashed out at, or the crash that took the bet — then the round's. */
export function crashResult(
  t: TFunction<'games'>,
  row: GameHistoryRow,
): { outcome: string; round: string | null } {
  if (row.result === null) return { outcome: '—', round: null };
  const crashed = t('history.crashedAt', { multiplier: formatMultiplier(row.result) });
  return row.status === 'won' && row.cashout_multiplier !== null
    ? {
        outcome: t('history.cashedOutAt', { multiplier: formatMultiplier(row.cashout_multiplier) }),
        round: crashed,
      }
    : { outcome: crashed, round: null };
}

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
  if (row.game_code === ZOO_ROULETTE_GAME_CODE)
    return {
      game: t('history.zooGame'),
      selection: zooSlipLabel(t, row.selection),
      result: resultLabel(t, row.result),
    };
  if (row.game_code === MINES_GAME_CODE) {
    const count = Number(row.selection.split(':')[1]);
    // The multiplier the game showed at the cash-out (rounded down), never payout / stake (rounded).
    const result =
      row.status === 'won' && row.cashout_multiplier !== null
        ? t('history.cashedOutAt', { multiplier: formatMultiplier(row.cashout_multiplier) })
        : row.status === 'lost'
          ? `💣 ${t('history.mine')}`
          : '—';
    return { game: t('history.minesGame'), selection: t('mines.minesBet', { count }), result };
  }
  if (row.game_code === TAMBOLA_GAME_CODE) {
    // A purchase: "tickets:<k>,…" (ticket k of the game's seed, shown from 1); the result is the calls made.
    const tickets = row.selection.startsWith('tickets:') ? row.selection.slice(8).split(',') : [];
    const list = tickets.map((index) => `#${Number(index) + 1}`).join(', ');
    return {
      game: t('tambola.title'),
      // …and the client seed the purchase brought to the calls (ADR 036).
      selection: [
        t('tambola.tickets', { count: tickets.length, list }),
        ...(row.tambola_client_seed ? [t('tambola.yourSeed', { seed: row.tambola_client_seed })] : []),
      ].join(' · '),
      // The prizes won first ("Top line #2, Full house #1"), then how many numbers the game called.
      result: [
        ...(row.tambola_prizes ?? []).map(
          (won) => `${t(`tambola.prizes.${won.prize}`)} #${won.ticket_index + 1}`,
        ),
        row.result === null ? '—' : t('tambola.calls', { count: row.result }),
      ].join(' · '),
    };
  }
  return null;
}
