import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type * as Pglite from '@electric-sql/pglite';

// PGlite's `query` parses, analyses and plans its text again on every call (an unnamed Parse each time):
// ~5 ms of a 40-bet crash group's 20, on the server's one thread (ADR 044, docs/performance.md, "Named
// statements on PGlite"). Here a text seen twice becomes a named prepared statement, as node-postgres does
// for a named query: later calls only Bind and Execute it, and PostgreSQL's plan cache may keep a generic
// plan. Queries inside `transaction()` keep PGlite's path (its transaction object calls its private query
// method); so do queries with options this path does not carry (blobs, parameter types, notices).

interface Statement {
  name: string;
  /** Parameter type ids from the statement's description, to pick each value's serializer. */
  paramTypes: number[];
}

export interface NamedStatementOptions {
  /** PGlite's module (loaded on demand: a server on PostgreSQL never loads it). */
  pglite: Pick<typeof Pglite, 'parse' | 'protocol'>;
  /** Most statements kept prepared; the least recently used is closed past it. */
  max?: number;
}

/** PostgreSQL refuses a prepared statement whose tables changed shape under it: prepare it again. */
const STALE_PLAN = 'cached plan must not change result type';

type Message = { name: string; dataTypeIDs?: number[] };

/** Calls PGlite's members that its type declarations leave out (stable in the pinned version). */
interface PgliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Makes the client's `query` use named statements for repeated texts; answers the statements' count. */
export function useNamedStatements(client: PGlite, options: NamedStatementOptions): () => number {
  const max = options.max ?? 200;
  const { parse, protocol } = options.pglite;
  const { serialize } = protocol;
  const internals = client as unknown as PgliteInternals;
  const original = client.query.bind(client);
  /** Texts seen once, not yet prepared (one-off texts never take a statement). */
  const seen = new Set<string>();
  /** Prepared statements by text, least recently used first. */
  const prepared = new Map<string, Statement>();
  let counter = 0;

  async function send(message: Uint8Array): Promise<Message[]> {
    const { messages } = await client.execProtocol(message, { syncToFs: false });
    return messages;
  }

  async function close(statement: Statement): Promise<void> {
    await send(serialize.close({ type: 'S', name: statement.name }));
    await send(serialize.sync());
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `khelo_${(counter += 1)}`;
    const described = await send(serialize.parse({ name, text }))
      .then(() => send(serialize.describe({ type: 'S', name })))
      .finally(() => send(serialize.sync()));
    const statement = {
      name,
      paramTypes: described.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
    };
    prepared.set(text, statement);
    if (prepared.size > max) {
      const [oldest, old] = prepared.entries().next().value as [string, Statement];
      prepared.delete(oldest);
      await close(old);
    }
    return statement;
  }

  async function run<T>(
    statement: Statement,
    params: unknown[],
    queryOptions: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const typeId = statement.paramTypes[index]!;
      const serializer = queryOptions?.serializers?.[typeId] ?? internals.serializers[typeId];
      // Without a serializer PGlite's own path sends the value's toString() too.
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const messages: unknown[] = [];
    try {
      messages.push(
        ...(await send(serialize.bind({ statement: statement.name, values }))),
        ...(await send(serialize.describe({ type: 'P' }))),
        ...(await send(serialize.execute({}))),
      );
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    await client.syncToFs();
    return parse.parseResults(messages as never, internals.parsers as never, queryOptions)[0] as Results<T>;
  }

  async function named<T>(text: string, params: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        let statement = prepared.get(text);
        if (statement) {
          // Most recently used last.
          prepared.delete(text);
          prepared.set(text, statement);
        }
        try {
          statement ??= await prepare(text);
          return await run<T>(statement, params, queryOptions);
        } catch (error) {
          if (!(error instanceof Error) || !error.message.includes(STALE_PLAN))
            throw withQuery(error, text, params);
          prepared.delete(text);
          await close(statement!);
          return run<T>(await prepare(text), params, queryOptions);
        }
      }),
    );
  }

  client.query = (<T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions) => {
    const plain =
      queryOptions?.blob !== undefined ||
      queryOptions?.paramTypes !== undefined ||
      queryOptions?.onNotice !== undefined;
    if (plain) return original<T>(text, params, queryOptions);
    if (!prepared.has(text) && !seen.has(text)) {
      if (seen.size >= max * 10) seen.clear();
      seen.add(text);
      return original<T>(text, params, queryOptions);
    }
    seen.delete(text);
    return named<T>(text, params, queryOptions);
  }) as PGlite['query'];
  return () => prepared.size;
}

/** The error as PGlite's own path gives it: the query and its parameters attached. */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: undefined });
  return error;
}
