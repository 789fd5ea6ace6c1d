import { HISTORY_PAGE_SIZE } from '@khelo/contracts/constants';
import type { HistoryFilter } from '@khelo/contracts/wallet';
import type { LedgerTransaction } from './ledger.repository';
import type { HistoryRepository } from './history.repository';

// A page of a player's transaction history (core-platform.md sections 2 and 9: 10 rows a page).

export interface HistoryPage {
  rows: LedgerTransaction[];
  page: number;
  total: number;
  totalPages: number;
}

export function createHistoryService(repository: HistoryRepository) {
  return {
    async page(playerId: string, filter: HistoryFilter, page: number): Promise<HistoryPage> {
      const offset = (page - 1) * HISTORY_PAGE_SIZE;
      const [total, rows] = await Promise.all([
        repository.count(playerId, filter),
        repository.page(playerId, filter, offset, HISTORY_PAGE_SIZE),
      ]);
      return { rows, page, total, totalPages: Math.ceil(total / HISTORY_PAGE_SIZE) };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
