import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids as one uuid[] parameter. A batch (a burst's bet group) names hundreds of
 * ids: a parameter per id cost the query builder and PGlite's bind more than the statement (200 ids: 1.3 ms
 * against 1.05 on PGlite, and less builder CPU; docs/performance.md). The ids are uuids the server made or
 * read, never a client's text: one that is not a uuid fails the cast, as it would fail the column.
 */
export function uuidIn(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
