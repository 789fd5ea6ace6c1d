import type { MinesRound } from '@khelo/contracts/house-mines';
import { paiseToRupees } from '@khelo/contracts/money';
import { maskTiles, minesMultiplierHundredths, minesPayout, safeTiles } from '@khelo/games/mines';
import type { MinesRoundRows } from './mines.repository';

// A Mines round as its player sees it: the server seed and the mines leave the server only once it is over.

const rupees = (paise: number) => paiseToRupees(BigInt(paise));

export function presentMinesRound({ mines, round, bet }: MinesRoundRows, idleMs: number): MinesRound {
  const revealed = maskTiles(mines.revealed);
  const safe = revealed.length;
  const over = !mines.open;
  const phase = mines.open
    ? 'playing'
    : bet.status === 'won'
      ? 'won'
      : bet.status === 'refunded' || bet.status === 'rejected'
        ? 'refunded'
        : 'lost';
  const payout = over
    ? bet.payoutPaise === null
      ? null
      : rupees(bet.payoutPaise)
    : safe > 0
      ? rupees(minesPayout(bet.stakePaise, mines.mines, safe))
      : null;
  return {
    round_id: round.id,
    round_no: round.roundNo,
    phase,
    mines: mines.mines,
    amount: rupees(bet.stakePaise),
    revealed,
    multiplier: safe > 0 ? minesMultiplierHundredths(mines.mines, safe) / 100 : 0,
    next_multiplier:
      mines.open && safe < safeTiles(mines.mines)
        ? minesMultiplierHundredths(mines.mines, safe + 1) / 100
        : null,
    payout,
    commitment: round.commitment,
    client_seed: round.clientSeed,
    nonce: round.nonce,
    server_seed: over ? round.serverSeed : null,
    mine_tiles: over ? maskTiles(round.outcome) : null,
    hit_tile: mines.hitTile,
    expires_at: mines.open ? new Date(mines.lastActionAt.getTime() + idleMs).toISOString() : null,
  };
}
