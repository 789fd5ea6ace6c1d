import os from 'node:os';
import type { App } from './app';
import type { Database } from './db/client';

// SIGTERM / SIGINT in a cluster (docs/deployment.md, "Graceful shutdown"): /readyz answers 503 at once, the
// process stops accepting connections, in-flight requests finish, sockets are closed (their clients
// reconnect through the balancer to another process), the sweeper and schedulers stop between steps
// (what they leave is picked up by the others: row locks and advisory locks), then the database closes and
// the process exits 0. Whatever has not finished after `drainMs` is cut off; a second signal exits at once.

const AFTER_DRAIN_MS = 2_000;

function sleep(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
}

/**
 * Drains and closes the app, then the database. Answers whether everything finished within `drainMs`.
 * For `delayMs` first (SHUTDOWN_DELAY_MS) the process still serves with /readyz at 503, so that the
 * balancer has taken it out before the listener closes: a request the balancer sends in that time is
 * answered, not refused with Fastify's 503 of a closing server.
 */
export async function drainAndClose(
  app: App,
  database: Database,
  drainMs: number,
  delayMs = 0,
): Promise<boolean> {
  app.readiness.drain();
  if (delayMs > 0) await sleep(Math.min(delayMs, drainMs));
  const closing = app.close();
  // Connections that were busy when the close began and are idle now (a client that ignored
  // "Connection: close") are closed as they come free.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
  const finished = (await Promise.race([closing.then(() => 'closed' as const), sleep(drainMs)])) === 'closed';
  clearInterval(sweep);
  if (!finished) {
    app.log.warn(`khelo: requests still open after ${drainMs} ms; closing their connections`);
    app.server.closeAllConnections();
    await Promise.race([closing, sleep(AFTER_DRAIN_MS)]);
  }
  await database.close();
  return finished;
}

let whileStarting: ((signal: NodeJS.Signals) => void) | null = null;

/**
 * Until exitOnSignals() takes over, SIGTERM and SIGINT end the process at once, as their default action
 * would. Set explicitly: `npm start` becomes the server (ADR 040), which in a container is PID 1, and PID 1
 * has no default signal actions. Called first by the bundle's entry and by main.ts; idempotent.
 */
export function exitAtOnceOnSignals(): void {
  if (whileStarting) return;
  whileStarting = (signal) => process.exit(128 + os.constants.signals[signal]);
  process.once('SIGTERM', whileStarting);
  process.once('SIGINT', whileStarting);
}

/** SIGTERM and SIGINT drain and exit 0; a failed close exits 1, a second signal exits 1 at once. */
export function exitOnSignals(
  app: App,
  database: Database,
  timing: { drainMs: number; delayMs: number },
  oneLine: (e: unknown) => string,
  /** A signal that arrives before this settles drains after it (the server's listen). */
  started: Promise<unknown> = Promise.resolve(),
) {
  const { drainMs, delayMs } = timing;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    app.log.info(`khelo: ${signal}, draining (up to ${drainMs} ms)`);
    // A stuck close must not keep a stopped service around forever.
    setTimeout(() => process.exit(1), drainMs + 10_000).unref();
    started
      .then(() => drainAndClose(app, database, drainMs, delayMs))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`khelo: close failed: ${oneLine(error)}\n`);
          process.exit(1);
        },
      );
  };
  if (whileStarting) {
    process.off('SIGTERM', whileStarting);
    process.off('SIGINT', whileStarting);
    whileStarting = null;
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
