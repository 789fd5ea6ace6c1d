import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import type { LedgerService } from './ledger.service';

// Movements between two operator accounts (the tables' rake, escrow → house): once per reference, a replay
// answers the first, the same reference for another amount is refused, and the ledger stays balanced.

let database: TestDatabase;
let test: TestApp;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
  ledger = test.app.ledger;
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const rake = (amount: bigint) =>
  ledger.transferInternal({
    operatorId: DEFAULT_OPERATOR_ID,
    from: 'table_escrow',
    to: 'house',
    type: 'fee',
    source: 'tables',
    externalRef: 'table:test:house:rake',
    amount,
    remarks: 'Rummy table, hand 1: rake',
  });

describe('ledger transferInternal', () => {
  it('moves between operator accounts once per reference', async () => {
    const first = await rake(125n);
    expect(first).toMatchObject({ ok: true, replayed: false, transaction: { playerId: null, amount: 125n } });
    const again = await rake(125n);
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(again.ok && first.ok && again.transaction.id === first.transaction.id).toBe(true);
    expect(await rake(126n)).toMatchObject({ ok: false, reason: 'reference_conflict' });
    expect(await ledger.invariants()).toEqual({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      driftedAccounts: 0,
      storedSystemBalances: 0,
      duplicateReferences: 0,
    });
    await expect(
      ledger.transferInternal({
        operatorId: DEFAULT_OPERATOR_ID,
        from: 'house',
        to: 'house',
        type: 'fee',
        source: 'tables',
        externalRef: 'x',
        amount: 1n,
        remarks: 'x',
      }),
    ).rejects.toThrow(RangeError);
  });
});
