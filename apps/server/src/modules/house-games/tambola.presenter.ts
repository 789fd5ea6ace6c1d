import {
  TAMBOLA_PRIZES,
  type TambolaGame,
  type TambolaPrize,
  type TambolaTicket,
} from '@khelo/contracts/house-tambola';
import { paiseToRupees } from '@khelo/contracts/money';
import type { ChainRow, RoundRow } from './house-games.repository';
import type { PrizeRule } from './tambola.config';
import { playerAlias, presentRound } from './house-games.presenter';
import type { ClaimRow, PrizeRow, TambolaGameRow, TicketRow } from './tambola.repository';

// Rows → the room's answer. A player sees their own tickets only; others appear among the winners by alias.

const rupees = (paise: number) => paiseToRupees(BigInt(paise));

export function presentTicket(ticket: TicketRow): TambolaTicket {
  return {
    ticket_id: ticket.id,
    index: ticket.ticketIndex,
    rows: ticket.numbers,
    auto_claim: ticket.autoClaim,
  };
}

export function presentGame(input: {
  round: RoundRow;
  chain: Pick<ChainRow, 'commitment'>;
  game: TambolaGameRow;
  order: number[];
  mySeeds: string[];
  prizes: PrizeRow[];
  claims: ClaimRow[];
  tickets: TicketRow[];
  viewer: string | null;
  rules: Record<TambolaPrize, PrizeRule>;
}): TambolaGame {
  const { round, game, viewer } = input;
  const owner = new Map(input.tickets.map((ticket) => [ticket.id, ticket.playerId]));
  const prizeRow = new Map(input.prizes.map((prize) => [prize.prize, prize]));
  return {
    round: presentRound(round, input.chain),
    mode: game.mode,
    ticket_price: rupees(game.ticketPricePaise),
    tickets_sold: game.ticketsSold,
    called: input.order.slice(0, game.callsMade),
    next_call_at: round.state === 'running' && game.nextCallAt ? game.nextCallAt.toISOString() : null,
    combined_client_seed: game.combinedClientSeed,
    my_client_seeds: input.mySeeds,
    prizes: TAMBOLA_PRIZES.map((prize: TambolaPrize) => {
      const row = prizeRow.get(prize);
      const wonAt = row?.wonAtCall ?? null;
      // A closed prize lists its winners; an open one the claims made at the current call (they share it).
      const claims = input.claims.filter(
        (claim) =>
          claim.prize === prize && (wonAt === null ? claim.call === game.callsMade : claim.call === wonAt),
      );
      const rule = input.rules[prize];
      return {
        prize,
        amount: row ? rupees(row.amountPaise) : rule.kind === 'fixed' ? rupees(rule.paise) : null,
        share_percent: rule.kind === 'share' ? rule.percent : null,
        won_at_call: wonAt,
        winners: claims.map((claim) => {
          const player = owner.get(claim.ticketId) ?? '';
          return {
            player: playerAlias(player),
            ticket_id: claim.ticketId,
            amount: claim.amountPaise === null ? null : rupees(claim.amountPaise),
            mine: viewer !== null && player === viewer,
            auto: claim.auto,
          };
        }),
      };
    }),
    my_tickets: viewer ? input.tickets.filter((ticket) => ticket.playerId === viewer).map(presentTicket) : [],
  };
}
