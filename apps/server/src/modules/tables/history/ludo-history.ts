import type { LudoHandDetail, TableHandDetail } from '@khelo/contracts/house-games';
import type { LudoResult } from '@khelo/games/ludo/state';
import { ludoShares } from '../games/ludo';
import { ludoOffer } from '../games/ludo-offers';
import type { HandRow } from './table-history.repository';

// A Ludo game in /api/game-history: one row per game, with every seat's place and score and who was paid.

export function ludoDetail(
  hand: HandRow,
  nameOf: (seat: number) => string,
): { detail: TableHandDetail; points: number } {
  const stored = (hand.status === 'settled' ? hand.outcome : null) as { result?: LudoResult | null } | null;
  const result = stored?.result ?? null;
  const offer = ludoOffer(hand.offer_id);
  const paid = result
    ? (offer ? ludoShares(offer, hand.options, result) : [{ seat: result.winner }]).map((s) => s.seat)
    : [];
  const place = result ? result.rankings.indexOf(hand.seat) + 1 : 0;
  const won = paid.includes(hand.seat);
  const ludo: LudoHandDetail | undefined = result
    ? {
        mode: result.mode,
        placings: result.rankings.map((seat, index) => ({
          seat,
          name: nameOf(seat),
          place: index + 1,
          score: result.scores[String(seat)] ?? 0,
          is_me: seat === hand.seat,
        })),
        paid,
        rolls: result.rolls ?? 0,
        reason: result.reason,
      }
    : undefined;
  return {
    points: result ? (result.scores[String(hand.seat)] ?? 0) : 0,
    detail: {
      variant: result?.mode ?? hand.options?.mode ?? 'classic',
      result: !result || place === 0 ? 'void' : won ? 'won' : 'lost',
      wild_card: null,
      finish: null,
      groups: null,
      seats: (result?.rankings ?? []).map((seat, index) => ({
        seat,
        name: nameOf(seat),
        is_me: seat === hand.seat,
        result: paid.includes(seat) ? 'won' : 'lost',
        points: index + 1,
      })),
      ...(ludo ? { ludo } : {}),
    },
  };
}
