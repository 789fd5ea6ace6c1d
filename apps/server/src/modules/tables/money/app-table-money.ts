import type { FastifyInstance } from 'fastify';
import { PRACTICE_MESSAGES } from '@khelo/contracts/practice';
import type { Db } from '../../../db/client';
import { createPracticeChipsRepository } from '../../practice/practice-chips.repository';
import { DEFAULT_CHIPS_POLICY } from '../../practice/practice.service';
import type { TableOffer } from '../games/adapter';
import { TABLE_ADAPTERS, tableGameCode, tableGameName } from '../games/table-games';
import { createTableMoney, type TableMoneyService } from './table-money.service';

// The tables' money from the app's parts (ledger, compliance, practice chips, responsible gaming); the table
// runtime builds it once (register-tables.ts) and tests build it the same way.

const CLOSED = new Set(['suspended', 'terminated', 'closed']);

export interface AppTableMoneyOptions {
  db: Db;
  operatorId: number;
  settings: { sameNetworkRule: boolean };
  /** What a seat pays before its first hand at an offer (rummy: rummyCollectPaise(offer, 1)). */
  firstCollect: (offer: TableOffer) => bigint;
}

export function createAppTableMoney(app: FastifyInstance, options: AppTableMoneyOptions): TableMoneyService {
  const chips = createPracticeChipsRepository(options.db, DEFAULT_CHIPS_POLICY);
  return createTableMoney({
    db: options.db,
    ledger: app.ledger,
    compliance: app.compliance,
    chips,
    async practiceRefusal(playerId) {
      const status = await chips.playerStatus(playerId);
      if (!status || CLOSED.has(status)) return PRACTICE_MESSAGES.accountClosed;
      if (await app.responsibleGaming.selfExcluded(playerId)) return PRACTICE_MESSAGES.selfExcluded;
      return null;
    },
    operatorId: options.operatorId,
    settings: options.settings,
    firstCollect: options.firstCollect,
    gameCode: tableGameCode,
    gameName: tableGameName,
    stacksGame: TABLE_ADAPTERS.find((adapter) => adapter.stacks)?.id,
    log: app.log,
  });
}
