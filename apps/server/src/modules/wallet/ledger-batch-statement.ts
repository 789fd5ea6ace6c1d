import type { NewTransaction, Posted } from './ledger.repository';
import type { RawQuery } from './ledger-posting-statement';
import { effectRowsJson, toPosted, transferEffectsInsert, type PostedRow } from './ledger-posting-statement';

// Many transfers in ONE statement (ADR 037, ADR 038): each between one player account and one system
// account, every reference at most once per statement. A player account may come several times: its
// transfers post in the order given, as long as the balance less every debit up to and including each one
// stays at or above zero (credits are not counted on: the check holds whatever the order of a player's own
// calls). That keeps a prefix of each player's transfers; the statement answers the ones it posted, and the
// caller sends the rest (an overdraft, a replay, whatever came after them) down the one-transfer path in
// order, which answers them exactly as before. Being one statement, it is one transaction and one commit
// (one WAL flush) for the whole batch.
// Lookups into the ledger go row by row through its indexes (a LATERAL … LIMIT 1 the planner cannot turn into
// a join): as NOT EXISTS, a plan made while the table's statistics still said it was small hashed the whole
// ledger_transactions table for every batch, and the statement grew from 1 ms to 12 ms over a 30-second
// benchmark (docs/performance.md, "The ledger's batch statement and stale statistics").
// A transfer's balance after is the locked balance plus its running sum, not read back from the update: the
// planner believes each CTE holds one row, and joining the two was a nested loop of every transfer against
// every account (200 × 200 rows; without it the statement went from 26 to 21 ms on PGlite for a 200-bet group,
// docs/performance.md). The update runs all the same: PostgreSQL carries out every data-modifying WITH, read or not.

/** One transfer of a batch: a player account against a system account (not tracked, not locked). */
export interface BatchEntry extends NewTransaction {
  balanceAccountId: number;
  /** The system account on the other side. */
  counterpartyId: number;
  /** Signed paise on the player account. */
  delta: bigint;
}

/** The statement (exported for its plan test). */
export const POST_BATCH_SQL = `WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(
      ord integer, operator_id integer, player_id uuid, type text, status text, source text, external_ref text,
      amount bigint, delta bigint, remarks text, details jsonb, account_id bigint, counter_id bigint,
      effects jsonb)),
  locked AS (
    SELECT a.id, a.balance FROM ledger_accounts AS a
    WHERE a.id IN (SELECT account_id FROM input) ORDER BY a.id FOR NO KEY UPDATE OF a),
  running AS (
    SELECT i.*, l.balance AS opening, sum(i.delta) OVER w AS upto, l.balance + sum(least(i.delta, 0)) OVER w AS floor
    FROM input AS i JOIN locked AS l ON l.id = i.account_id
      LEFT JOIN LATERAL (SELECT true AS taken FROM ledger_transactions AS t
                         WHERE t.source = i.source AND t.external_ref = i.external_ref LIMIT 1) AS r ON true
    WHERE r.taken IS NULL
    WINDOW w AS (PARTITION BY i.account_id ORDER BY i.ord)),
  fresh AS (
    SELECT r.*, sum(r.delta) OVER (PARTITION BY r.account_id) AS total FROM running AS r WHERE r.floor >= 0),
  moved AS (
    UPDATE ledger_accounts AS a SET balance = a.balance + f.total
    FROM (SELECT DISTINCT account_id, total FROM fresh) AS f WHERE a.id = f.account_id),
  txn AS (
    INSERT INTO ledger_transactions
      (operator_id, player_id, type, status, source, external_ref, amount, balance_after, remarks, details)
    SELECT f.operator_id, f.player_id, f.type, f.status, f.source, f.external_ref, f.amount,
      f.opening + f.upto, f.remarks, f.details
    FROM fresh AS f
    ORDER BY f.ord
    RETURNING id, source, external_ref, balance_after, created_at),
  posted AS (
    INSERT INTO ledger_postings (transaction_id, account_id, amount)
    SELECT txn.id, p.account_id, p.amount
    FROM txn JOIN input AS i ON i.source = txn.source AND i.external_ref = txn.external_ref,
      LATERAL (VALUES (i.account_id, i.delta), (i.counter_id, -i.delta)) AS p(account_id, amount)
    WHERE p.amount <> 0),
  ${transferEffectsInsert({
    from: 'txn JOIN input AS i ON i.source = txn.source AND i.external_ref = txn.external_ref',
    id: 'txn.id',
    player: 'i.player_id',
    names: 'i.effects',
    lease: '$2',
  })}
  SELECT txn.id::text AS id, txn.source, txn.external_ref, txn.balance_after::text AS balance_after,
    txn.created_at, coalesce(e.effects, '[]') AS effects
  FROM txn LEFT JOIN (SELECT transaction_id, jsonb_agg(effect) AS effects FROM effects GROUP BY transaction_id)
    AS e ON e.transaction_id = txn.id`;

/** The reference key of a transfer within a batch. */
export const batchKey = (source: string, externalRef: string) => `${source}\u0000${externalRef}`;

/**
 * Splits items so that no key (a reference) appears twice in one statement: the first item of each key
 * goes now, in order; an item that shares a key with an earlier one waits.
 */
export function oncePerStatement<T>(items: T[], keys: (item: T) => string[]): { now: T[]; later: T[] } {
  const seen = new Set<string>();
  const now: T[] = [];
  const later: T[] = [];
  for (const item of items) {
    const own = keys(item);
    if (own.some((key) => seen.has(key))) later.push(item);
    else {
      for (const key of own) seen.add(key);
      now.push(item);
    }
  }
  return { now, later };
}

/** The statement's parameters for a batch: its entries as JSON rows, and the effects' lease. */
export function postBatchParams(entries: BatchEntry[], leaseMs: number): [string, number] {
  const rows = entries.map((entry, ord) => ({
    ord,
    operator_id: entry.operatorId,
    player_id: entry.playerId,
    type: entry.type,
    status: entry.status,
    source: entry.source,
    external_ref: entry.externalRef,
    amount: String(entry.amount),
    delta: String(entry.delta),
    remarks: entry.remarks,
    details: entry.details,
    account_id: entry.balanceAccountId,
    counter_id: entry.counterpartyId,
    effects: entry.effects ? effectRowsJson(entry.effects) : [],
  }));
  return [JSON.stringify(rows), leaseMs];
}

/**
 * Posts the batch; answers what it posted by reference key. A statement that fails (a reference taken by a
 * concurrent call between the check and the insert) throws, posting nothing.
 */
export async function postBatch(
  query: RawQuery,
  entries: BatchEntry[],
  leaseMs: number,
): Promise<Map<string, Posted>> {
  const result = await query<PostedRow & { source: string; external_ref: string }>(
    'ledger_post_batch',
    POST_BATCH_SQL,
    postBatchParams(entries, leaseMs),
  );
  return new Map(result.map((row) => [batchKey(row.source, row.external_ref), toPosted(row)]));
}
