import { parentPort, workerData } from 'node:worker_threads';
import * as pglite from '@electric-sql/pglite';
import type { QueryOptions } from '@electric-sql/pglite';
import { useNamedStatements } from './pglite-statements';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

// The embedded database's own thread (ADR 045): PGlite's PostgreSQL and its result parsing run here, on the
// second core, while the server's thread goes on parsing requests and writing answers. The server's side is
// pglite-thread.ts; it sends one statement at a time and keeps transactions to itself.

const port = parentPort!;
const { directory, startParams } = workerData as ThreadStart;

/** Drizzle's parsers leave these types as PostgreSQL's text; a function cannot cross threads, a type id can. */
const textParsers = new Map<string, QueryOptions['parsers']>();
function parsersFor(types: number[]): QueryOptions['parsers'] {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/** What a Database error carries (code, constraint, detail…) as plain values that cross threads. */
function plainError(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

async function open() {
  try {
    const client = await pglite.PGlite.create(directory, { startParams });
    // Statements inside a transaction take PGlite's own path, as they did before the thread (pglite-statements.ts).
    const plain = client.query.bind(client);
    useNamedStatements(client, { pglite });
    return { client, plain };
  } catch (error) {
    port.postMessage({ id: 0, error: plainError(error) } satisfies ThreadReply);
    return null;
  }
}

const opened = await open();
if (opened) {
  const { client, plain } = opened;
  port.on('message', (request: ThreadRequest) => {
    void answer(request).then((reply) => port.postMessage(reply));
  });
  port.postMessage({ id: 0, result: null } satisfies ThreadReply);

  async function answer(request: ThreadRequest): Promise<ThreadReply> {
    try {
      switch (request.kind) {
        case 'query': {
          const options: QueryOptions = {};
          if (request.rowMode) options.rowMode = request.rowMode;
          if (request.textTypes) options.parsers = parsersFor(request.textTypes);
          const result = request.inTransaction
            ? await plain(request.text, request.params, options)
            : await client.query(request.text, request.params, options);
          return { id: request.id, result };
        }
        case 'exec':
          return { id: request.id, result: await client.exec(request.text) };
        case 'commit': {
          // PostgreSQL answers COMMIT with ROLLBACK when a statement of the transaction failed: the caller
          // must learn that its writes are gone, as PGlite's own transaction() tells it.
          const { messages } = await client.execProtocol(pglite.protocol.serialize.query('COMMIT'));
          const rolledBack = messages.some(
            (message) =>
              message.name === 'commandComplete' && (message as { text?: string }).text === 'ROLLBACK',
          );
          return { id: request.id, result: rolledBack };
        }
        case 'close':
          await client.close();
          setImmediate(() => port.close());
          return { id: request.id, result: null };
      }
    } catch (error) {
      return { id: request.id, error: plainError(error) };
    }
  }
} else {
  port.close();
}
