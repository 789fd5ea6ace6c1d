import type { PokerHandDetail, PokerReplayStep, TableHandDetail } from '@khelo/contracts/house-games';
import { paiseToRupees } from '@khelo/contracts/money';
import type { PokerVariant } from '@khelo/games/poker/evaluate';
import type { HandLogEntry, PokerHandOutcome } from '@khelo/games/poker/state';
import { verifyPokerDeal } from '@khelo/games/poker/verify';
import type { PokerHandRecord } from '../games/poker';
import type { HandRow, MoveRow } from './table-history.repository';

// A poker hand in /api/game-history: my hole cards (kept with the settled hand's outcome; older hands: dealt
// again from the hand's revealed seed), the board, every act in order, the replay's steps, the pots and my
// result. Engine chips are paise (practice: chip hundredths), shown in rupees (chips).

function amount(chips: number): number {
  return paiseToRupees(BigInt(chips));
}

function actOf(move: MoveRow): { act: string; to: number | null } | null {
  if (move.kind === 'timeout') return { act: 'timeout', to: null };
  if (move.kind === 'leave') return { act: 'leave', to: null };
  const body = (move.body ?? {}) as { type?: string; to?: number };
  if (!body.type || ['top-up', 'sit-out', 'sit-in', 'auto-muck'].includes(body.type)) return null;
  return { act: body.type, to: typeof body.to === 'number' ? amount(body.to) : null };
}

/**
 * My hole cards: kept with the outcome since the hand record exists; older hands are dealt again from the
 * revealed seed (the cost of a shuffle per row, on hands that have no record).
 */
function holeOf(hand: HandRow, outcome: PokerHandOutcome, variant: PokerVariant, record?: PokerHandRecord) {
  const kept = record?.cards[String(hand.seat)];
  if (kept) return kept;
  if (!hand.server_seed || !(hand.dealt ?? []).includes(hand.seat)) return [];
  const fair = { serverSeed: hand.server_seed, clientSeed: hand.client_seed, nonce: hand.nonce };
  return verifyPokerDeal(fair, hand.dealt, outcome.button, variant).holes[hand.seat] ?? [];
}

/**
 * The hand's moves. The table's log files every move under the table's last hand, so a stand-up after the
 * hand settled carries its id too: a leave belongs to the hand only for a seat the outcome says left during
 * it (it folded there, or stayed all-in), once.
 */
function handMoves(hand: HandRow, moves: MoveRow[], outcome: PokerHandOutcome | null): MoveRow[] {
  const leftDuring = new Set((outcome?.seats ?? []).filter((seat) => seat.left).map((seat) => seat.seat));
  return moves.filter((move) => {
    if (move.hand_id !== hand.id || move.seat === null) return false;
    if (move.kind !== 'leave') return true;
    return leftDuring.delete(move.seat);
  });
}

function stepOf(entry: HandLogEntry): PokerReplayStep {
  return {
    seat: entry.seat,
    act: entry.act,
    street: entry.street,
    bet: amount(entry.bet),
    pot: amount(entry.pot),
    all_in: entry.allIn === true,
    timeout: entry.timeout === true,
  };
}

export function pokerDetail(
  hand: HandRow,
  moves: MoveRow[],
  nameOf: (seat: number) => string,
): { detail: TableHandDetail; committed: number; won: number } {
  const outcome = (hand.status === 'settled' ? hand.outcome?.outcome : null) as PokerHandOutcome | null;
  const variant = (hand.options?.variant ?? 'holdem') as PokerVariant;
  const mine = outcome?.seats.find((seat) => seat.seat === hand.seat) ?? null;
  const record = (hand.outcome as { record?: PokerHandRecord } | null)?.record;
  const hole = outcome ? holeOf(hand, outcome, variant, record) : [];
  const poker: PokerHandDetail = {
    game: variant,
    hole,
    board: outcome?.board ?? [],
    actions: handMoves(hand, moves, outcome).flatMap((move) => {
      const act = actOf(move);
      return act ? [{ seat: move.seat!, ...act }] : [];
    }),
    pots: (outcome?.pots ?? []).map((pot) => ({
      amount: amount(pot.amount),
      rake: amount(pot.rake),
      winners: pot.winners.map((winner) => winner.seat),
    })),
    rake: amount(outcome?.rake ?? 0),
    committed: amount(mine?.committed ?? 0),
    won: amount(mine?.won ?? 0),
    net: amount(mine?.net ?? 0),
    shown: (outcome?.seats ?? []).flatMap((seat) =>
      seat.shown
        ? [
            {
              seat: seat.seat,
              cards: seat.shown,
              category: seat.best?.category ?? null,
              five: seat.five ?? null,
            },
          ]
        : [],
    ),
    steps: record ? record.log.map(stepOf) : null,
  };
  const result = !mine ? 'void' : mine.net > 0 ? 'won' : mine.folded ? 'dropped' : 'lost';
  return {
    committed: mine?.committed ?? 0,
    won: mine?.won ?? 0,
    detail: {
      variant,
      result,
      wild_card: null,
      finish: null,
      groups: hole.length > 0 ? [hole] : null,
      seats: (outcome?.seats ?? []).map((seat) => ({
        seat: seat.seat,
        name: nameOf(seat.seat),
        is_me: seat.seat === hand.seat,
        result: seat.net > 0 ? 'won' : seat.folded ? 'folded' : 'lost',
        points: 0,
      })),
      poker,
    },
  };
}
