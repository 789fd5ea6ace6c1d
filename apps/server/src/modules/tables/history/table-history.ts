import type { GameHistoryRow, GameHistorySource, TableHandDetail } from '@khelo/contracts/house-games';
import { paiseToRupees } from '@khelo/contracts/money';
import type { HandOutcomeSeat } from '@khelo/games/rummy/state';
import type { Db } from '../../../db/client';
import { tableAdapterMap, tableGameCode, tableGameName } from '../games/table-games';
import { callBreakDetail } from './call-break-history';
import { pokerDetail } from './poker-history';
import { fromTeenPatti, teenPattiOwnCards } from './teen-patti-history';
import { ludoOffer } from '../games/ludo-offers';
import { ludoDetail } from './ludo-history';
import {
  createTableHistoryRepository,
  type HandRow,
  type MoneyRow,
  type MoveRow,
  type SeatName,
} from './table-history.repository';

// A player's finished table hands in /api/game-history (issue 17 "Hand history"): one row per hand the player
// was dealt into (settled, or void with its refund), with the money of that hand for that player, the
// player's cards at the end in their groups, every seat's result and points. Merged by time with the house
// games' rounds (house-games.service addHistorySource).

const ADAPTERS = tableAdapterMap();

/** A settled hand of a game whose money is per hand (points, boot) is decided with it, rows or not. */
function decidedWithHand(hand: HandRow): boolean {
  if (hand.status !== 'settled') return false;
  const adapter = ADAPTERS.get(hand.game);
  const offer = adapter?.offer(hand.offer_id);
  return Boolean(adapter && offer && adapter.moneyPerHand(offer));
}

function amountText(mode: 'cash' | 'practice', paise: bigint): string {
  const value = paiseToRupees(paise);
  return mode === 'cash' ? `₹${value}` : `${value} chips`;
}

function selectionOf(hand: HandRow): string {
  const options = hand.options ?? {};
  const stake = BigInt(hand.stake_paise);
  if (options.variant === 'pool') return `Pool ${options.pool ?? ''} · entry ${amountText(hand.mode, stake)}`;
  if (hand.game === 'call-break')
    return `Call Break · ${options.rounds ?? 1} round(s) · entry ${amountText(hand.mode, stake)}`;
  if (hand.game === 'ludo') return ludoSelection(hand, amountText(hand.mode, stake));
  if (options.variant === 'deals')
    return `Deals ${options.deals ?? ''} · entry ${amountText(hand.mode, stake)}`;
  if (options.variant === 'boot') return `Boot ${amountText(hand.mode, stake)}`;
  if (hand.game === 'poker')
    return `${POKER_NAMES[options.variant ?? ''] ?? 'Poker'} · blinds ${amountText(hand.mode, stake / 2n)}/${amountText(hand.mode, stake)}`;
  return `Points · ${amountText(hand.mode, stake)}/point`;
}

const POKER_NAMES: Record<string, string> = {
  holdem: "Hold'em NL",
  omaha4: 'Omaha 4 PL',
  omaha5: 'Omaha 5 PL',
};

function ludoSelection(hand: HandRow, entry: string): string {
  const offer = ludoOffer(hand.offer_id);
  const kind = offer?.variant === 'timed' ? `Timed ${offer.minutes ?? ''} min` : 'Classic';
  return `Ludo ${kind} · ${offer?.seats ?? ''} players · entry ${entry}`;
}

function seatNames(hand: HandRow, names: SeatName[]): (seat: number) => string {
  return (seat) =>
    names
      .filter((entry) => entry.table_id === hand.table_id && entry.seat === seat)
      .filter((entry) => new Date(entry.joined_at) <= new Date(hand.ended_at))
      .at(-1)?.name ?? `Seat ${seat + 1}`;
}

function detailOf(
  hand: HandRow,
  names: SeatName[],
): { detail: TableHandDetail; mine: Pick<HandOutcomeSeat, 'result' | 'points'> | null } {
  if (hand.game === 'call-break') {
    const { detail, points } = callBreakDetail(hand, seatNames(hand, names));
    return { detail, mine: detail.result === 'void' ? null : { result: detail.result, points } };
  }
  if (hand.game === 'ludo') {
    const { detail, points } = ludoDetail(hand, seatNames(hand, names));
    return { detail, mine: detail.result === 'void' ? null : { result: detail.result, points } };
  }
  const stored = hand.status === 'settled' ? (hand.outcome?.outcome ?? null) : null;
  const outcome =
    stored && hand.game === 'teen-patti'
      ? fromTeenPatti(stored as unknown as Parameters<typeof fromTeenPatti>[0], teenPattiOwnCards(hand))
      : stored;
  const mine = outcome?.seats.find((seat) => seat.seat === hand.seat) ?? null;
  const nameOf = seatNames(hand, names);
  return {
    mine,
    detail: {
      variant: hand.options?.variant ?? hand.game,
      result: mine ? mine.result : 'void',
      wild_card: outcome?.wildCard ?? null,
      finish: outcome?.finish ?? null,
      groups: mine?.groups ?? null,
      seats: (outcome?.seats ?? []).map((seat) => ({
        seat: seat.seat,
        name: nameOf(seat.seat),
        is_me: seat.seat === hand.seat,
        result: seat.result,
        points: seat.points,
      })),
    },
  };
}

/** A poker hand: the money is the stack's (what I put in, what I won), not the table's money rows. */
function presentPoker(hand: HandRow, moves: MoveRow[], names: SeatName[]): GameHistoryRow {
  const { detail, committed, won } = pokerDetail(hand, moves, seatNames(hand, names));
  return {
    ...common(hand),
    stake: paiseToRupees(BigInt(committed)),
    payout: paiseToRupees(BigInt(won)),
    status: hand.status === 'void' ? 'refunded' : detail.result === 'won' ? 'won' : 'lost',
    points: 0,
    amount: paiseToRupees(BigInt(won - committed)),
    table: detail,
  };
}

function common(hand: HandRow) {
  return {
    round_id: hand.hand_no,
    round_no: String(hand.hand_no),
    game_code: tableGameCode(hand.game),
    game_name: tableGameName(hand.game),
    created_at: new Date(hand.ended_at).toISOString(),
    selection: selectionOf(hand),
    result: null,
    cashout_multiplier: null,
    verifiable: true,
    mode: hand.mode === 'cash' ? ('real' as const) : ('practice' as const),
    kind: 'table' as const,
    hand_id: hand.id,
    table_id: hand.table_id,
    hand_no: hand.hand_no,
  };
}

function present(hand: HandRow, money: MoneyRow[], names: SeatName[], closed: Set<string>): GameHistoryRow {
  const mine = money.filter((row) => row.hand_id === hand.id && row.status !== 'failed');
  const stake = mine
    .filter((row) => row.kind === 'collect')
    .reduce((sum, row) => sum + BigInt(row.paise), 0n);
  const back = mine.filter((row) => row.kind === 'refund' || row.kind === 'payout');
  // Known once the hand's (or match's) money is decided; a hand that took nothing (a later pool hand) is 0.
  // A practice hand lost to bots has no row but its collect: decided with the hand or the match.
  const settled = mine.length === 0 || closed.has(hand.id) || decidedWithHand(hand);
  const returned = back.reduce((sum, row) => sum + BigInt(row.paise), 0n);
  const { detail, mine: seat } = detailOf(hand, names);
  const status: GameHistoryRow['status'] =
    hand.status === 'void' ? 'refunded' : seat?.result === 'won' ? 'won' : 'lost';
  return {
    ...common(hand),
    stake: paiseToRupees(stake),
    payout: settled ? paiseToRupees(returned) : null,
    status,
    points: seat?.points ?? 0,
    amount: settled ? paiseToRupees(returned - stake) : null,
    table: detail,
  };
}

export function createTableHistory(db: Db): GameHistorySource {
  const repository = createTableHistoryRepository(db);
  return {
    count: (playerId) => repository.count(playerId),
    async newest(playerId, limit) {
      const hands = await repository.hands(playerId, limit);
      if (hands.length === 0) return [];
      const { money, names, closed, moves } = await repository.around(playerId, hands);
      return hands.map((hand) => ({
        at: new Date(hand.ended_at),
        row: hand.game === 'poker' ? presentPoker(hand, moves, names) : present(hand, money, names, closed),
      }));
    },
  };
}
