import { sql, type SQL } from 'drizzle-orm';
import type { RummyHandOutcome } from '@khelo/games/rummy/state';
import type { Db } from '../../../db/client';

// The SQL of a player's finished table hands for /api/game-history (table-history.ts presents them).

export interface HandRow {
  id: string;
  table_id: string;
  hand_no: number;
  status: 'settled' | 'void';
  outcome: { outcome?: RummyHandOutcome | null } | null;
  ended_at: Date | string;
  seat: number;
  game: string;
  offer_id: string;
  mode: 'cash' | 'practice';
  options: { variant?: string; pool?: number; deals?: number; rounds?: number; mode?: string } | null;
  stake_paise: string;
}

export interface MoneyRow {
  hand_id: string;
  kind: 'collect' | 'refund' | 'payout' | 'rake';
  paise: string;
  status: 'pending' | 'posted' | 'failed';
}

export interface SeatName {
  table_id: string;
  seat: number;
  name: string;
  joined_at: Date | string;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Hands the player was dealt into and that are over; a void hand only if it was dealt or took money. */
function playedBy(playerId: string): SQL {
  return sql`FROM game_table_hands h
    JOIN game_tables t ON t.id = h.table_id
    JOIN game_table_seats s ON s.table_id = h.table_id AND s.player_id = ${playerId}::uuid
      AND h.seats @> jsonb_build_array(s.seat)
      AND s.joined_at <= h.started_at AND (s.left_at IS NULL OR s.left_at >= h.started_at)
    WHERE h.ended_at IS NOT NULL AND (h.status = 'settled' OR (h.status = 'void' AND (
      EXISTS (SELECT 1 FROM game_table_moves mv WHERE mv.hand_id = h.id AND mv.kind = 'deal')
      OR EXISTS (SELECT 1 FROM game_table_money m WHERE m.hand_id = h.id AND m.player_id = ${playerId}::uuid))))`;
}

export function createTableHistoryRepository(db: Db) {
  return {
    async count(playerId: string): Promise<number> {
      const result = await db.execute(sql`SELECT count(*)::int AS n ${playedBy(playerId)}`);
      return rows<{ n: number }>(result)[0]?.n ?? 0;
    },

    async hands(playerId: string, limit: number): Promise<HandRow[]> {
      return rows<HandRow>(
        await db.execute(sql`SELECT h.id, h.table_id, h.hand_no, h.status, h.outcome, h.ended_at, s.seat,
          t.game, t.offer_id, t.mode, t.options, t.stake_paise::text AS stake_paise
          ${playedBy(playerId)} ORDER BY h.ended_at DESC, h.id DESC LIMIT ${limit}`),
      );
    },

    /** The player's money rows of the hands, their tables' seat names, and which hands' money is decided. */
    async around(playerId: string, hands: HandRow[]) {
      const handIds = sql.join(
        hands.map((hand) => sql`${hand.id}::uuid`),
        sql`, `,
      );
      const tableIds = sql.join(
        [...new Set(hands.map((hand) => hand.table_id))].map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const [money, names, closing] = await Promise.all([
        db.execute(sql`SELECT hand_id, kind, paise::text AS paise, status FROM game_table_money
          WHERE player_id = ${playerId}::uuid AND hand_id IN (${handIds})`),
        db.execute(sql`SELECT table_id, seat, name, joined_at FROM game_table_seats
          WHERE table_id IN (${tableIds}) ORDER BY joined_at`),
        db.execute(sql`SELECT DISTINCT hand_id FROM game_table_money
          WHERE hand_id IN (${handIds}) AND kind <> 'collect'`),
      ]);
      return {
        money: rows<MoneyRow>(money),
        names: rows<SeatName>(names),
        closed: new Set(rows<{ hand_id: string }>(closing).map((row) => row.hand_id)),
      };
    },
  };
}
