import type { CallBreakHandDetail, TableHandDetail } from '@khelo/contracts/house-games';
import type { CallBreakMatchResult, CallBreakRoundOutcome } from '@khelo/games/call-break/state';
import type { HandRow } from './table-history.repository';

// A Call Break round in /api/game-history: each round is a row (a "hand" of the table), with the player's
// dealt cards, every seat's bid, tricks and points; the last round also says who shared the prize.

interface Stored {
  outcome?: CallBreakRoundOutcome | null;
  result?: CallBreakMatchResult | null;
}

function tenths(value: number): number {
  return value / 10;
}

export function callBreakDetail(
  hand: HandRow,
  nameOf: (seat: number) => string,
): { detail: TableHandDetail; points: number; won: boolean } {
  const stored = (hand.status === 'settled' ? hand.outcome : null) as Stored | null;
  const outcome = stored?.outcome ?? null;
  const result = stored?.result ?? null;
  const mine = outcome?.seats.find((seat) => seat.seat === hand.seat) ?? null;
  const dealt =
    outcome?.tricks
      .flatMap((trick) => trick.cards)
      .filter((card) => card.seat === hand.seat)
      .map((card) => card.card) ?? [];
  const made = mine ? mine.tricks >= mine.bid : false;
  const won = result ? result.shares.some((share) => share.seat === hand.seat) : made;
  const detail: CallBreakHandDetail = {
    round: outcome?.round ?? hand.hand_no,
    rounds: Number(hand.options?.rounds ?? 1),
    dealt,
    seats: (outcome?.seats ?? []).map((seat) => ({
      seat: seat.seat,
      bid: seat.bid,
      tricks: seat.tricks,
      points: tenths(seat.points),
      total: tenths(seat.total),
    })),
    winners: result ? result.shares.map((share) => share.seat) : null,
  };
  return {
    points: mine ? tenths(mine.points) : 0,
    won,
    detail: {
      variant: `${detail.rounds} round${detail.rounds === 1 ? '' : 's'}`,
      result: !mine ? 'void' : won ? 'won' : 'lost',
      wild_card: null,
      finish: null,
      groups: null,
      seats: (outcome?.seats ?? []).map((seat) => ({
        seat: seat.seat,
        name: nameOf(seat.seat),
        is_me: seat.seat === hand.seat,
        result: seat.tricks >= seat.bid ? 'made' : 'missed',
        points: tenths(seat.points),
      })),
      call_break: detail,
    },
  };
}
