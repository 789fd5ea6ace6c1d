import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

// The embedded database on a thread of its own (ADR 045). PGlite runs PostgreSQL compiled to WebAssembly on
// the thread that calls it: in the server's thread, a crash betting burst's statements (about 40 % of the
// burst's CPU) stopped every request, answer and socket message behind them, on a machine whose second core
// sat idle. Here PGlite lives in a worker thread (pglite-worker.ts) and this object stands in for it with
// the calls the app makes: query, exec, transaction, close.
//
// PGlite has one connection, so statements run one at a time as they did in-process: a transaction holds
// the thread's turn from its BEGIN to its COMMIT, and a query outside it waits, as PGlite's own lock did.

/** The calls the app (and Drizzle's PGlite driver) make on the embedded database. */
export interface EmbeddedClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Outgoing = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * The worker's file beside this one: .js in the compiled server (apps/server/dist), .ts under tsx or Vitest,
 * loaded through tsx's ESM hooks only. Not the parent's own flags: under the tsx command they include its
 * signal relay to the tsx parent, and a second client of it in the worker cost the server its SIGTERM
 * (test/main.test.ts).
 */
function workerFile(): { url: URL; execArgv: string[] | undefined } {
  if (import.meta.url.endsWith('.js'))
    return { url: new URL('./pglite-worker.js', import.meta.url), execArgv: undefined };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  return { url: new URL('./pglite-worker.ts', import.meta.url), execArgv: ['--import', tsx] };
}

/** Drizzle passes parsers that keep a type's text; only their type ids cross to the worker. */
const textTypesOf = new WeakMap<object, number[]>();
function textTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.keys(parsers).map(Number);
    textTypesOf.set(parsers, types);
  }
  return types;
}

function unsupported(options: QueryOptions | undefined): string | null {
  if (!options) return null;
  for (const key of ['blob', 'paramTypes', 'serializers', 'onNotice'] as const)
    if (options[key] !== undefined) return key;
  return null;
}

function toError(reply: NonNullable<ThreadReply['error']>): Error {
  return Object.assign(new Error(reply.message), reply);
}

export async function openPgliteThread(start: ThreadStart): Promise<EmbeddedClient> {
  const { url, execArgv } = workerFile();
  const worker = new Worker(url, { workerData: start, ...(execArgv ? { execArgv } : {}) });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  const started = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle database must not keep the process alive; one that is answering must.
    if (pending.size === 0) worker.unref();
    if (reply.error) waiting.reject(toError(reply.error));
    else waiting.resolve(reply.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      stop(new Error(`the embedded database's thread stopped (exit code ${code})`));
      resolve();
    }),
  );

  function send<T>(request: Outgoing): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function query<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    const option = unsupported(options);
    if (option)
      return Promise.reject(new Error(`embedded database: the query option ${option} is not supported`));
    const types = textTypes(options?.parsers);
    return send<Results<T>>({
      kind: 'query',
      text,
      params: params ?? [],
      inTransaction,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(types ? { textTypes: types } : {}),
    });
  }
  const exec = (text: string) => send<Results[]>({ kind: 'exec', text });

  let turn: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  }

  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();

  return {
    query: (text, params, options) => exclusive(() => query(text, params, options, false)),
    exec: (text) => exclusive(() => exec(text)),
    transaction: (work) =>
      exclusive(async () => {
        await exec('BEGIN');
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx = {
          query: async (text: string, params?: unknown[], options?: QueryOptions) => {
            open();
            return query(text, params, options, true);
          },
          exec: async (text: string) => {
            open();
            return exec(text);
          },
          rollback: async () => {
            open();
            await exec('ROLLBACK');
            closed = true;
          },
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        try {
          const result = await work(tx);
          if (!closed) {
            closed = true;
            if (await send<boolean>({ kind: 'commit' }))
              throw new Error(
                'embedded database: the transaction was rolled back (a statement in it failed)',
              );
          }
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await exec('ROLLBACK');
          }
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        if (stopped) return;
        await send({ kind: 'close' });
        // Held until the thread has gone, or a process with nothing else to do would end first.
        worker.ref();
        await exited;
      }),
  };
}
