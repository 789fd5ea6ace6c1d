import type { Database } from '../../db/client';
import type { NewPosting, NewTransaction, PostOutcome, Posted } from './ledger.repository';

// The posting statement of the ledger repository (docs/decisions/007): how one balanced transaction
// becomes ONE SQL statement, and how its errors become outcomes.

/** The PostgreSQL error under drizzle's wrapper, when there is one. */
function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** Sums postings per account: one posting per account and transaction (the postings' key). */
export function perAccount(postings: NewPosting[], only?: (posting: NewPosting) => boolean) {
  const sums = new Map<number, bigint>();
  for (const posting of postings) {
    if (only && !only(posting)) continue;
    sums.set(posting.accountId, (sums.get(posting.accountId) ?? 0n) + posting.amount);
  }
  return [...sums]
    .map(([accountId, amount]) => ({ accountId, amount }))
    .sort((a, b) => a.accountId - b.accountId);
}

/** Runs one statement with positional parameters: on PostgreSQL a named (prepared, planned once) one. */
export type RawQuery = <T>(name: string, text: string, params: unknown[]) => Promise<T[]>;

export function rawQueryFor(database: Database): RawQuery {
  if (database.kind === 'postgres') {
    const pool = database.client;
    return async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as T[];
  }
  const client = database.client;
  return async <T>(_name: string, text: string, values: unknown[]) =>
    (await client.query<T>(text, values)).rows;
}

const postingTexts = new Map<string, string>();

/**
 * The posting statement for `moves` player accounts and `postings` postings, with or without after-commit
 * effects; the text depends only on those, so each shape is prepared once per connection. Parameters: see
 * postingStatement.
 */
function postingText(moves: number, postings: number, effects: boolean): string {
  const key = `${moves}:${postings}:${effects}`;
  const cached = postingTexts.get(key);
  if (cached) return cached;
  let next = effects ? 14 : 12;
  const pair = () => `($${next++}::bigint, $${next++}::bigint)`;
  const parts: string[] = [];
  if (moves > 0) {
    const deltas = Array.from({ length: moves }, pair).join(', ');
    // ORDER BY id FOR NO KEY UPDATE takes the row locks in ascending id order before anything moves.
    parts.push(
      `locked AS (SELECT a.id FROM ledger_accounts AS a, (VALUES ${deltas}) AS d(id, delta)
         WHERE a.id = d.id ORDER BY a.id FOR NO KEY UPDATE OF a)`,
      `moved AS (
        UPDATE ledger_accounts AS a SET balance = a.balance + d.delta
        FROM locked, (VALUES ${deltas}) AS d(id, delta)
        WHERE a.id = locked.id AND d.id = locked.id
        RETURNING a.id, a.balance)`,
    );
  } else {
    parts.push('moved AS (SELECT NULL::bigint AS id, NULL::bigint AS balance WHERE false)');
  }
  // Reading moved first makes the row locks come before the reference's unique-index entry, so two
  // posts of one reference queue on the player's row instead of deadlocking on the index.
  parts.push(`txn AS (
    INSERT INTO ledger_transactions
      (operator_id, player_id, type, status, source, external_ref, amount, balance_after, remarks, details,
       reverses_id)
    SELECT $1::integer, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::bigint,
      COALESCE((SELECT balance FROM moved WHERE id = $11::bigint),
               (SELECT balance FROM ledger_accounts WHERE id = $11::bigint)),
      $8::text, $9::jsonb, $10::bigint
    FROM (SELECT count(*) FROM moved) AS ordered
    RETURNING id, balance_after, created_at)`);
  if (postings > 0) {
    const values = Array.from({ length: postings }, pair).join(', ');
    parts.push(`posted AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount)
      SELECT txn.id, p.account_id, p.amount FROM txn, (VALUES ${values}) AS p(account_id, amount))`);
  }
  if (effects)
    parts.push(
      transferEffectsInsert({ from: 'txn', id: 'txn.id', player: '$2::uuid', names: '$12', lease: '$13' }),
    );
  const recorded = effects ? `(SELECT coalesce(jsonb_agg(effect), '[]') FROM effects)` : `'[]'::jsonb`;
  const text = `WITH ${parts.join(',\n')}
    SELECT id::text AS id, balance_after::text AS balance_after, created_at, ${recorded} AS effects FROM txn`;
  postingTexts.set(key, text);
  return text;
}

/**
 * The outbox rows of a posting's after-commit effects (ADR 018), inserted by the posting's own statement so
 * that they exist exactly when the money moved: $12 the effect names (a JSON array), $13 the lease in
 * milliseconds during which only the posting process runs them.
 */
export function effectsInsert(from: string, names = '$12', lease = '$13'): string {
  return `effects AS (
      INSERT INTO ledger_effects (transaction_id, effect, run_after)
      SELECT ${from}.id, e.name, now() + ${lease}::integer * interval '1 millisecond'
      FROM ${from}, jsonb_array_elements_text(${names}::jsonb) AS e(name)
      ON CONFLICT DO NOTHING)`;
}

/**
 * The outbox rows of a transfer's effects: $names is a JSON array of {name, held}; a row whose `held` names
 * an account kind is written only when the player's account of that kind holds money now, in this
 * statement (a stake by a player without bonus records no release). Returns the effects it wrote. The
 * account is probed by its index per row (LATERAL … LIMIT 1): as EXISTS under an OR it became a hashed scan
 * of every funded account for each statement.
 */
export function transferEffectsInsert(sql: {
  from: string;
  id: string;
  player: string;
  names: string;
  lease: string;
}): string {
  const { from, id, player, names, lease } = sql;
  return `effects AS (
      INSERT INTO ledger_effects (transaction_id, effect, run_after)
      SELECT ${id}, e.name, now() + ${lease}::integer * interval '1 millisecond'
      FROM ${from}, jsonb_to_recordset(${names}::jsonb) AS e(name text, held text)
        LEFT JOIN LATERAL (SELECT true AS holds FROM ledger_accounts AS h
          WHERE h.player_id = ${player} AND h.kind = e.held AND h.balance > 0 LIMIT 1) AS funded ON true
      WHERE e.held IS NULL OR funded.holds
      ON CONFLICT DO NOTHING
      RETURNING transaction_id, effect)`;
}

/** EffectRows as transferEffectsInsert reads them (JSON). */
export function effectRowsJson(effects: NonNullable<NewTransaction['effects']>) {
  return effects.names.map((name, at) => ({ name, held: effects.held?.[at] ?? null }));
}

export function postingStatement(entry: NewTransaction): { name: string; text: string; params: unknown[] } {
  const moves = perAccount(entry.postings, (posting) => posting.tracked);
  const postings = perAccount(entry.postings).filter((posting) => posting.amount !== 0n);
  const params: unknown[] = [
    entry.operatorId,
    entry.playerId,
    entry.type,
    entry.status,
    entry.source,
    entry.externalRef,
    String(entry.amount),
    entry.remarks,
    JSON.stringify(entry.details),
    entry.reversesId,
    entry.balanceAccountId,
  ];
  const effects = entry.effects && entry.effects.names.length > 0 ? entry.effects : null;
  if (effects) params.push(JSON.stringify(effectRowsJson(effects)), effects.leaseMs);
  for (const move of moves) params.push(move.accountId, String(move.amount));
  for (const posting of postings) params.push(posting.accountId, String(posting.amount));
  return {
    name: `ledger_post_${moves.length}_${postings.length}${effects ? '_e' : ''}`,
    text: postingText(moves.length, postings.length, effects !== null),
    params,
  };
}

export interface PostedRow {
  id: string;
  balance_after: string | null;
  created_at: Date | string;
  /** jsonb: the effects written (PGlite and pg both parse it). */
  effects?: string[] | null;
}

export function toPosted(row: PostedRow): Posted {
  return {
    id: row.id,
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    createdAt: new Date(row.created_at),
    effects: row.effects ?? [],
  };
}

export function classify(error: unknown): PostOutcome | null {
  const cause = databaseError(error);
  if (cause?.code === CHECK_VIOLATION && cause.constraint === 'ledger_accounts_balance_not_negative')
    return { kind: 'insufficient_funds' };
  if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'ledger_transactions_source_ref_key')
    return { kind: 'duplicate_reference' };
  if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'ledger_transactions_reverses_key')
    return { kind: 'duplicate_reversal' };
  return null;
}
