import { and, count, desc, eq, gt, inArray, not, type SQL } from 'drizzle-orm';
import type { HistoryFilter } from '@khelo/contracts/wallet';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema';
import { toLedgerTransaction, type LedgerTransaction } from './ledger.repository';

// transaction/history reads: a player's visible transactions, newest first, filtered in SQL and paged with
// LIMIT/OFFSET over the (player_id, created_at DESC, id DESC) index.

function filterCondition(filter: HistoryFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'deposits':
      return eq(ledgerTransactions.type, 'deposit');
    case 'game':
      return inArray(ledgerTransactions.type, ['game_debit', 'game_credit', 'rollback']);
    case 'bonus':
      return eq(ledgerTransactions.type, 'bonus');
    case 'cashback':
      return eq(ledgerTransactions.type, 'cashback');
    case 'pending':
      return eq(ledgerTransactions.status, 'pending');
    case 'other':
      return inArray(ledgerTransactions.type, ['withdrawal', 'fee', 'tax', 'adjustment']);
  }
}

/** Tombstones and zero amounts (a lost round's closing credit) are bookkeeping, not history. */
function visibleTo(playerId: string, filter: HistoryFilter): SQL {
  return and(
    eq(ledgerTransactions.playerId, playerId),
    not(ledgerTransactions.tombstone),
    gt(ledgerTransactions.amount, 0n),
    filterCondition(filter),
  )!;
}

export function createHistoryRepository(db: Db) {
  return {
    async count(playerId: string, filter: HistoryFilter): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(ledgerTransactions)
        .where(visibleTo(playerId, filter));
      return row?.total ?? 0;
    },

    async page(
      playerId: string,
      filter: HistoryFilter,
      offset: number,
      limit: number,
    ): Promise<LedgerTransaction[]> {
      const rows = await db
        .select()
        .from(ledgerTransactions)
        .where(visibleTo(playerId, filter))
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toLedgerTransaction);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
