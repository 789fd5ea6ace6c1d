// The messages between the server's thread (pglite-thread.ts) and the embedded database's (pglite-worker.ts).

export interface ThreadStart {
  /** PGlite's data directory; undefined: in memory. */
  directory: string | undefined;
  startParams: string[];
}

export type ThreadRequest =
  | {
      id: number;
      kind: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types answered as PostgreSQL's text rather than parsed (Drizzle's parsers). */
      textTypes?: number[];
      inTransaction: boolean;
    }
  | { id: number; kind: 'exec'; text: string }
  /** Answers true when PostgreSQL rolled the transaction back instead. */
  | { id: number; kind: 'commit' }
  | { id: number; kind: 'close' };

/** id 0 answers the start: PGlite opened, or the error that stopped it. */
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; [field: string]: unknown };
}
