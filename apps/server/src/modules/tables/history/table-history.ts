import type { GameHistoryRow, GameHistorySource, TableHandDetail } from '@khelo/contracts/house-games';
import { paiseToRupees } from '@khelo/contracts/money';
import type { HandOutcomeSeat } from '@khelo/games/rummy/state';
import type { Db } from '../../../db/client';
import { tableGameCode, tableGameName } from '../games/table-games';
import { callBreakDetail } from './call-break-history';
import { ludoOffer } from '../games/ludo-offers';
import { ludoDetail } from './ludo-history';
import { fromTeenPatti } from './teen-patti-history';
import {
  createTableHistoryRepository,
  type HandRow,
  type MoneyRow,
  type SeatName,
} from './table-history.repository';

// A player's finished table hands in /api/game-history (issue 17 "Hand history"): one row per hand the player
// was dealt into (settled, or void with its refund), with the money of that hand for that player, the
// player's cards at the end in their groups, every seat's result and points. Merged by time with the house
// games' rounds (house-games.service addHistorySource).

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
  return `Points · ${amountText(hand.mode, stake)}/point`;
}

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
      ? fromTeenPatti(stored as unknown as Parameters<typeof fromTeenPatti>[0])
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

function present(hand: HandRow, money: MoneyRow[], names: SeatName[], closed: Set<string>): GameHistoryRow {
  const mine = money.filter((row) => row.hand_id === hand.id && row.status !== 'failed');
  const stake = mine
    .filter((row) => row.kind === 'collect')
    .reduce((sum, row) => sum + BigInt(row.paise), 0n);
  const back = mine.filter((row) => row.kind === 'refund' || row.kind === 'payout');
  // Known once the hand's (or match's) money is decided; a hand that took nothing (a later pool hand) is 0.
  const settled = mine.length === 0 || closed.has(hand.id);
  const returned = back.reduce((sum, row) => sum + BigInt(row.paise), 0n);
  const { detail, mine: seat } = detailOf(hand, names);
  const status: GameHistoryRow['status'] =
    hand.status === 'void' ? 'refunded' : seat?.result === 'won' ? 'won' : 'lost';
  return {
    round_id: hand.hand_no,
    round_no: String(hand.hand_no),
    game_code: tableGameCode(hand.game),
    game_name: tableGameName(hand.game),
    created_at: new Date(hand.ended_at).toISOString(),
    selection: selectionOf(hand),
    stake: paiseToRupees(stake),
    payout: settled ? paiseToRupees(returned) : null,
    status,
    result: null,
    cashout_multiplier: null,
    verifiable: true,
    mode: hand.mode === 'cash' ? 'real' : 'practice',
    kind: 'table',
    hand_id: hand.id,
    table_id: hand.table_id,
    hand_no: hand.hand_no,
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
      const { money, names, closed } = await repository.around(playerId, hands);
      return hands.map((hand) => ({
        at: new Date(hand.ended_at),
        row: present(hand, money, names, closed),
      }));
    },
  };
}
