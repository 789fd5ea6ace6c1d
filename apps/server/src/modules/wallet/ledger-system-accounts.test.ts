import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createLedgerRepository, type LedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

// A system account (the house, escrow…) is looked up once per process, also when a burst asks for it at
// once before the first answer (200 wins paid as a server starts); a lookup that failed is asked again.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

function counted(repository: LedgerRepository, failFirst = false) {
  const asked = { count: 0 };
  const wrapped: LedgerRepository = {
    ...repository,
    ensureSystemAccount(operatorId, kind) {
      asked.count += 1;
      if (failFirst && asked.count === 1) return Promise.reject(new Error('database away'));
      return repository.ensureSystemAccount(operatorId, kind);
    },
  };
  return { wrapped, asked };
}

describe('system accounts of the ledger', () => {
  it('are looked up once for a burst that asks at once', async () => {
    const { wrapped, asked } = counted(createLedgerRepository(database.database));
    const ledger = createLedgerService({ repository: wrapped });
    const balances = await Promise.all(
      Array.from({ length: 20 }, () => ledger.systemBalance(DEFAULT_OPERATOR_ID, 'house')),
    );
    expect(new Set(balances)).toEqual(new Set([0n]));
    expect(asked.count).toBe(1);
    await ledger.systemBalance(DEFAULT_OPERATOR_ID, 'house');
    expect(asked.count).toBe(1);
  });

  it('are asked again after a lookup that failed', async () => {
    const { wrapped, asked } = counted(createLedgerRepository(database.database), true);
    const ledger = createLedgerService({ repository: wrapped });
    await expect(ledger.systemBalance(DEFAULT_OPERATOR_ID, 'house')).rejects.toThrow('database away');
    await expect(ledger.systemBalance(DEFAULT_OPERATOR_ID, 'house')).resolves.toBe(0n);
    expect(asked.count).toBe(2);
  });
});
