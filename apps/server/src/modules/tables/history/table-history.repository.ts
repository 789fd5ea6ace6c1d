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
  mode: 'cash' | 'practice';
  options: { variant?: string; pool?: number; deals?: number; rounds?: number; mode?: string } | null;
  stake_paise: string;
  offer_id: string;
  /** The hand's seeds and the seats dealt in: with them a game rebuilds the player's own dealt cards. */
  server_seed: string;
  client_seed: string;
  nonce: string;
  dealt: number[];
}

/** A logged act of a hand (poker's hand history). */
export interface MoveRow {
  hand_id: string;
  seq: number;
  seat: number | null;
  kind: 'move' | 'timeout' | 'leave';
  body: unknown;
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
          t.game, t.mode, t.options, t.stake_paise::text AS stake_paise, t.offer_id,
          h.server_seed, h.client_seed, h.nonce, h.seats AS dealt
          ${playedBy(playerId)} ORDER BY h.ended_at DESC, h.id DESC LIMIT ${limit}`),
      );
    },

    /**
     * The player's money rows of the hands, their tables' seat names, and which hands' money is decided: a
     * hand with a refund, payout or rake row, or a settled hand whose match has ended (its result stored on
     * it or a later hand) — at a practice table a player who lost to bots gets no row at all.
     */
    async around(playerId: string, hands: HandRow[]) {
      const handIds = sql.join(
        hands.map((hand) => sql`${hand.id}::uuid`),
        sql`, `,
      );
      const tableIds = sql.join(
        [...new Set(hands.map((hand) => hand.table_id))].map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const poker = hands.filter((hand) => hand.game === 'poker').map((hand) => sql`${hand.id}::uuid`);
      const [money, names, closing, moves] = await Promise.all([
        db.execute(sql`SELECT hand_id, kind, paise::text AS paise, status FROM game_table_money
          WHERE player_id = ${playerId}::uuid AND hand_id IN (${handIds})`),
        db.execute(sql`SELECT table_id, seat, name, joined_at FROM game_table_seats
          WHERE table_id IN (${tableIds}) ORDER BY joined_at`),
        db.execute(sql`SELECT h.id AS hand_id FROM game_table_hands h WHERE h.id IN (${handIds}) AND (
          EXISTS (SELECT 1 FROM game_table_money m WHERE m.hand_id = h.id AND m.kind <> 'collect')
          OR (h.status = 'settled' AND EXISTS (SELECT 1 FROM game_table_hands later
            WHERE later.table_id = h.table_id AND later.hand_no >= h.hand_no
              AND jsonb_typeof(later.outcome -> 'result') = 'object')))`),
        poker.length === 0
          ? Promise.resolve({ rows: [] })
          : db.execute(sql`SELECT hand_id, seq, seat, kind, body FROM game_table_moves
              WHERE hand_id IN (${sql.join(poker, sql`, `)}) AND kind IN ('move', 'timeout', 'leave')
              ORDER BY seq`),
      ]);
      return {
        money: rows<MoneyRow>(money),
        names: rows<SeatName>(names),
        closed: new Set(rows<{ hand_id: string }>(closing).map((row) => row.hand_id)),
        moves: rows<MoveRow>(moves),
      };
    },
  };
}
