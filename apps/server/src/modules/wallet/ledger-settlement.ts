import type { LedgerTransactionStatus, LedgerTransactionType } from '@khelo/contracts/wallet';
import type { EffectRows, NewPosting } from './ledger.repository';
import { effectsInsert, type RawQuery } from './ledger-posting-statement';

// Settling a pending deposit or withdrawal (docs/payments.md, ADR 007): ONE statement locks the pending
// transaction, re-checks that it is still pending (a second settlement of it — a concurrent cashier, a
// replayed webhook — finds it decided and changes nothing), moves the player's balance under its row lock,
// sets the final status and writes the money movement as an internal "settlement" transaction (no
// player_id: the player's history shows the original row with its new status). The settlement's
// reference is the settled transaction's id, so the unique (source, external_ref) is a second guard.

export const SETTLEMENT_SOURCE = 'settlement';

export interface SettlementEntry {
  transactionId: string;
  operatorId: number;
  type: Extract<LedgerTransactionType, 'deposit' | 'withdrawal'>;
  outcome: Exclude<LedgerTransactionStatus, 'pending'>;
  /** The player's account whose balance becomes the settled row's balance_after when it moves. */
  balanceAccountId: number;
  /** Paise moved by the settlement (0 when nothing moves). */
  amount: bigint;
  remarks: string;
  /** Merged into the settled transaction's details (e.g. payout reference, expiry). */
  details: Record<string, string>;
  /** Must sum to zero; may be empty. */
  postings: NewPosting[];
  /** After-commit effects of the settlement, recorded in the same statement (ADR 018). */
  effects?: EffectRows;
}

export type SettlementOutcome =
  | { kind: 'settled'; balanceAfter: bigint | null }
  /** The transaction is not a pending one of this type (already decided, or no such row). */
  | { kind: 'not_pending' };

const texts = new Map<string, string>();

function settlementText(moves: number, postings: number, effects: boolean): string {
  const key = `${moves}:${postings}:${effects}`;
  const cached = texts.get(key);
  if (cached) return cached;
  let next = effects ? 12 : 10;
  const pair = () => `($${next++}::bigint, $${next++}::bigint)`;
  const parts = [
    `target AS (SELECT id FROM ledger_transactions
       WHERE id = $1::bigint AND type = $2::text AND status = 'pending' AND NOT tombstone FOR UPDATE)`,
  ];
  if (moves > 0) {
    const deltas = Array.from({ length: moves }, pair).join(', ');
    parts.push(
      `locked AS (SELECT a.id FROM ledger_accounts AS a, target, (VALUES ${deltas}) AS d(id, delta)
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
  parts.push(
    `updated AS (
      UPDATE ledger_transactions AS t SET status = $3::text, details = t.details || $4::jsonb,
        balance_after = COALESCE((SELECT balance FROM moved WHERE id = $5::bigint), t.balance_after)
      FROM target WHERE t.id = target.id
      RETURNING t.id, t.balance_after)`,
    `settlement AS (
      INSERT INTO ledger_transactions (operator_id, player_id, type, status, source, external_ref, amount, remarks,
        details)
      SELECT $6::integer, NULL, $2::text, 'completed', '${SETTLEMENT_SOURCE}', $1::text, $7::bigint, $8::text,
        $9::jsonb
      FROM target, (SELECT count(*) FROM moved) AS ordered
      RETURNING id)`,
  );
  if (postings > 0) {
    const values = Array.from({ length: postings }, pair).join(', ');
    parts.push(`posted AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount)
      SELECT settlement.id, p.account_id, p.amount FROM settlement, (VALUES ${values}) AS p(account_id, amount))`);
  }
  // The effects follow the settled transaction (the deposit or withdrawal the player sees), not the
  // internal settlement row.
  if (effects) parts.push(effectsInsert('updated', '$10', '$11'));
  const text = `WITH ${parts.join(',\n')}
    SELECT (SELECT id::text FROM updated) AS id, (SELECT balance_after::text FROM updated) AS balance_after,
      (SELECT count(*) FROM settlement)::int AS settled`;
  texts.set(key, text);
  return text;
}

function sumPerAccount(postings: NewPosting[], tracked: boolean | null) {
  const sums = new Map<number, bigint>();
  for (const posting of postings) {
    if (tracked !== null && posting.tracked !== tracked) continue;
    sums.set(posting.accountId, (sums.get(posting.accountId) ?? 0n) + posting.amount);
  }
  return [...sums].sort((a, b) => a[0] - b[0]).filter(([, amount]) => tracked !== null || amount !== 0n);
}

/** Settles a pending transaction in one statement; see the file comment. */
export async function postSettlement(query: RawQuery, entry: SettlementEntry): Promise<SettlementOutcome> {
  const total = entry.postings.reduce((sum, posting) => sum + posting.amount, 0n);
  if (total !== 0n) throw new Error(`unbalanced settlement (${total} paise)`);
  const moves = sumPerAccount(entry.postings, true);
  const postings = sumPerAccount(entry.postings, null);
  const params: unknown[] = [
    entry.transactionId,
    entry.type,
    entry.outcome,
    JSON.stringify(entry.details),
    entry.balanceAccountId,
    entry.operatorId,
    String(entry.amount),
    entry.remarks,
    JSON.stringify({ settles: entry.transactionId, outcome: entry.outcome }),
  ];
  const effects = entry.effects && entry.effects.names.length > 0 ? entry.effects : null;
  if (effects) params.push(JSON.stringify(effects.names), effects.leaseMs);
  for (const [accountId, amount] of moves) params.push(accountId, String(amount));
  for (const [accountId, amount] of postings) params.push(accountId, String(amount));
  const [row] = await query<{ id: string | null; balance_after: string | null; settled: number }>(
    `ledger_settle_${moves.length}_${postings.length}${effects ? '_e' : ''}`,
    settlementText(moves.length, postings.length, effects !== null),
    params,
  );
  if (!row?.id || Number(row.settled) !== 1) return { kind: 'not_pending' };
  return { kind: 'settled', balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after) };
}
