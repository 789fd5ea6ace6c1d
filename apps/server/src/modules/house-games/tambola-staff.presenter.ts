import type {
  StaffTambolaGame,
  StaffTambolaGameRow,
  StaffTambolaWinner,
} from '@khelo/contracts/backoffice-tambola';
import { TAMBOLA_PRIZES, type TambolaPrize } from '@khelo/contracts/house-tambola';
import { paiseToRupees } from '@khelo/contracts/money';
import type { BetRow, RoundRow } from './house-games.repository';
import type { ClaimRow, PrizeRow, TambolaGameRow, TicketRow } from './tambola.repository';

// Rows → the back office's Tambola answers. Staff see every ticket and the players' ids (a player's own
// page shows aliases only); the seed only once the game is over, as everyone else.

const rupees = (paise: number) => paiseToRupees(BigInt(paise));
const over = (round: RoundRow) => round.state === 'settled' || round.state === 'void';

export function presentStaffGameRow(input: {
  round: RoundRow;
  game: TambolaGameRow;
  players: number;
  paidPaise: number;
}): StaffTambolaGameRow {
  const { round, game } = input;
  return {
    round_id: round.id,
    round_no: String(round.roundNo),
    mode: game.mode,
    phase: round.state,
    ticket_price: rupees(game.ticketPricePaise),
    tickets_sold: game.ticketsSold,
    players: Number(input.players),
    sales: rupees(game.ticketsSold * game.ticketPricePaise),
    paid: rupees(Number(input.paidPaise)),
    calls_made: game.callsMade,
    sales_close_at: round.bettingClosesAt.toISOString(),
    ended_at: over(round) && round.endsAt ? round.endsAt.toISOString() : null,
  };
}

export function presentStaffGame(input: {
  round: RoundRow;
  game: TambolaGameRow;
  order: number[];
  prizes: PrizeRow[];
  claims: ClaimRow[];
  tickets: TicketRow[];
  bets: BetRow[];
}): StaffTambolaGame['game'] {
  const { round, game } = input;
  const ticketOf = new Map(input.tickets.map((ticket) => [ticket.id, ticket]));
  const winner = (claim: ClaimRow): StaffTambolaWinner => {
    const ticket = ticketOf.get(claim.ticketId);
    return {
      player_id: ticket?.playerId ?? '',
      ticket_id: claim.ticketId,
      ticket_index: ticket?.ticketIndex ?? -1,
      call: claim.call,
      auto: claim.auto,
      amount: claim.amountPaise === null ? null : rupees(claim.amountPaise),
    };
  };
  const claims = [...input.claims].sort((a, b) => a.call - b.call || a.ticketId - b.ticketId);
  const paid = claims.reduce((sum, claim) => sum + (claim.amountPaise ?? 0), 0);
  const players = new Set(input.tickets.map((ticket) => ticket.playerId)).size;
  return {
    ...presentStaffGameRow({ round, game, players, paidPaise: paid }),
    commitment: round.commitment,
    server_seed: over(round) ? round.serverSeed : null,
    called: input.order.slice(0, game.callsMade),
    prizes: TAMBOLA_PRIZES.map((prize: TambolaPrize) => {
      const row = input.prizes.find((one) => one.prize === prize);
      const wonAt = row?.wonAtCall ?? null;
      return {
        prize,
        amount: row ? rupees(row.amountPaise) : null,
        won_at_call: wonAt,
        winners:
          wonAt === null ? [] : claims.filter((c) => c.prize === prize && c.call === wonAt).map(winner),
      };
    }),
    purchases: input.bets.map((bet) => ({
      bet_id: bet.id,
      player_id: bet.playerId,
      tickets: input.tickets.filter((ticket) => ticket.betId === bet.id).length,
      stake: rupees(bet.stakePaise),
      status: bet.status,
      payout: bet.payoutPaise === null ? null : rupees(bet.payoutPaise),
      created_at: bet.createdAt.toISOString(),
    })),
    tickets: input.tickets.map((ticket) => ({
      ticket_id: ticket.id,
      index: ticket.ticketIndex,
      player_id: ticket.playerId,
      bet_id: ticket.betId,
      rows: ticket.numbers,
      auto_claim: ticket.autoClaim,
    })),
    claims: claims.map((claim) => ({ ...winner(claim), prize: claim.prize as TambolaPrize })),
  };
}
