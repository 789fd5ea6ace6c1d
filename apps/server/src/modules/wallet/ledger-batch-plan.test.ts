import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { POST_BATCH_SQL } from './ledger-batch-statement';
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
  const entry = {
    ord: 0,
    operator_id: 1,
    player_id: '00000000-0000-4000-8000-000000000001',
    type: 'game_debit',
    status: 'completed',
    source: 'provider:SPB',
    external_ref: 'bet-1',
    amount: '100',
    delta: '-100',
    remarks: 'bet',
    details: {},
    account_id: 1,
    counter_id: 2,
    effects: [{ name: 'bonus_release', held: 'player_bonus' }],
  };
  const text = POST_BATCH_SQL.replace('$1::jsonb', `'${JSON.stringify([entry])}'::jsonb`).replace('$2', '0');
  const rows = await rawQueryFor(database.database)<{ 'QUERY PLAN': string }>(
    'explain_post_batch',
    `EXPLAIN ${text}`,
    [],
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
