import type { GameHistoryRow, HouseBet, HouseGameCode, HouseRound } from '@khelo/contracts/house-games';
import { paiseToRupees } from '@khelo/contracts/money';
import type { BetRow, ChainRow, RoundRow } from './house-games.repository';

// Rows → answers. The server seed and the outcome of a round leave the server only once it is over.

const over = (round: RoundRow) => round.state === 'settled' || round.state === 'void';

export function resultOf(round: RoundRow): number {
  return round.gameCode === 'SPB02001' ? round.outcome / 100 : round.outcome;
}

export function presentRound(round: RoundRow, chain: Pick<ChainRow, 'commitment'>): HouseRound {
  const revealed = over(round);
  return {
    round_id: round.id,
    game_code: round.gameCode as HouseGameCode,
    round_no: round.roundNo,
    phase: round.state,
    commitment: round.commitment,
    client_seed: round.clientSeed,
    nonce: round.nonce,
    chain_index: round.chainIndex,
    chain_commitment: chain.commitment,
    betting_closes_at: round.bettingClosesAt.toISOString(),
    starts_at: round.startsAt.toISOString(),
    ends_at: revealed ? round.endsAt.toISOString() : null,
    server_seed: revealed ? round.serverSeed : null,
    result: revealed ? resultOf(round) : null,
  };
}

const rupees = (paise: number) => paiseToRupees(BigInt(paise));

/** Other players appear by a short, stable alias, never by id. */
export function playerAlias(playerId: string): string {
  return `${playerId.slice(0, 2)}***${playerId.slice(-1)}`;
}

export function presentBet(bet: BetRow, viewerId?: string | null): HouseBet {
  return {
    bet_id: bet.id,
    round_id: bet.roundId,
    player: playerAlias(bet.playerId),
    slot: bet.slot,
    selection: bet.selection,
    amount: rupees(bet.stakePaise),
    auto_cashout: bet.autoCashout === null ? null : bet.autoCashout / 100,
    cashout_multiplier: bet.cashoutMultiplier === null ? null : bet.cashoutMultiplier / 100,
    payout: bet.payoutPaise === null ? null : rupees(bet.payoutPaise),
    status: bet.status,
    ...(viewerId ? { mine: bet.playerId === viewerId } : {}),
  };
}

const GAME_NAMES: Record<string, string> = {
  SPB02001: 'Aviator',
  SPB02014: 'Color Prediction',
  SPB02020: 'European Roulette',
  SPB02010: 'Mines',
  SPB02030: 'Dragon Tiger',
  SPB02031: 'Baccarat',
  MZ010021: 'Tambola',
};

export function presentHistoryRow(bet: BetRow, round: RoundRow): GameHistoryRow {
  return {
    round_id: round.id,
    round_no: round.roundNo,
    game_code: round.gameCode,
    game_name: GAME_NAMES[round.gameCode] ?? round.gameCode,
    created_at: bet.createdAt.toISOString(),
    selection: bet.selection,
    stake: rupees(bet.stakePaise),
    payout: bet.payoutPaise === null ? null : rupees(bet.payoutPaise),
    status: bet.status,
    result: over(round) ? resultOf(round) : null,
    cashout_multiplier: bet.cashoutMultiplier === null ? null : bet.cashoutMultiplier / 100,
    verifiable: over(round),
    mode: bet.mode,
  };
}
