import type { z } from 'zod';
import { paiseToRupees } from '@khelo/contracts/money';
import type { TableOffer as TableOfferView } from '@khelo/contracts/tables';
import type { MoveParse, TableOffer } from './adapter';
import { rakeBasisPoints, rakeOf } from './rummy-money';

// Parts several adapters share: a move parser from a zod schema, and the lobby entry of an entry-fee game.

/** `parseMove` from the game's move schema: the first issue names its field under `move`. */
export function moveParser<Move>(schema: z.ZodType<Move>): (body: unknown) => MoveParse<Move> {
  return (body) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, move: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: ['move', ...issue.path.map(String)].join('.'), message: issue.message };
  };
}

/**
 * The lobby entry of a game whose seats each pay the entry fee once and whose prize is every entry less the
 * rake (Call Break, Ludo); `fields` adds the game's own (variant, rounds, minutes…).
 */
export function entryOfferView(
  offer: TableOffer,
  counts: { playersSeated: number; tablesOpen: number },
  rakePercent: number,
  fields: Pick<TableOfferView, 'game' | 'variant'> & Partial<TableOfferView>,
): TableOfferView {
  const pot = offer.stakePaise * BigInt(offer.seats);
  return {
    offer_id: offer.offerId,
    mode: offer.mode,
    seats: offer.seats,
    stake: paiseToRupees(offer.stakePaise),
    entry: paiseToRupees(offer.stakePaise),
    prize_estimate: paiseToRupees(pot - rakeOf(pot, rakeBasisPoints(rakePercent))),
    players_seated: counts.playersSeated,
    tables_open: counts.tablesOpen,
    ...fields,
  };
}
