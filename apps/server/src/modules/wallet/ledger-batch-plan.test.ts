import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { POST_BATCH_SQL, postBatchParams, type BatchEntry } from './ledger-batch-statement';
import { rawQueryFor } from './ledger-posting-statement';

// The ledger's batch statement finds a taken reference and a funded bonus account through their indexes
// whatever the planner believes about the tables' sizes. Planned while the statistics still said the tables
// were small (a fresh database, or one that grew faster than autovacuum analyses it), NOT EXISTS and EXISTS
// became hashes of the whole ledger_transactions and ledger_accounts tables, and every batch grew slower
// as the ledger grew (1 → 12 ms over a 30-second bench:wallet; docs/performance.md).

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

async function plan(): Promise<string> {
  const entry: BatchEntry = {
    operatorId: 1,
    playerId: '00000000-0000-4000-8000-000000000001',
    type: 'game_debit',
    status: 'completed',
    source: 'provider:SPB',
    externalRef: 'bet-1',
    amount: 100n,
    delta: -100n,
    remarks: 'bet',
    details: {},
    reversesId: null,
    balanceAccountId: 1,
    counterpartyId: 2,
    postings: [],
    effects: { names: ['bonus_release'], held: ['player_bonus'], leaseMs: 0 },
  };
  const rows = await rawQueryFor(database.database)<{ 'QUERY PLAN': string }>(
    'explain_post_batch',
    `EXPLAIN ${POST_BATCH_SQL}`,
    postBatchParams([entry], 0),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the ledger batch statement', () => {
  it('looks references and funded accounts up by index, never by a scan of the ledger', async () => {
    const shown = await plan();
    expect(shown).not.toMatch(/Seq Scan on ledger_transactions/);
    expect(shown).toMatch(/Index (Only )?Scan using ledger_transactions_source_ref_key/);
    expect(shown).not.toMatch(/Seq Scan on ledger_accounts h/);
  });
});
