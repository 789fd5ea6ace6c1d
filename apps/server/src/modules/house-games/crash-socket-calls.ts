import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  cashoutRequestSchema,
  crashBetRequestSchema,
  type CrashCallAnswer,
} from '@khelo/contracts/house-games';
import { isDatabaseBusy } from '../../db/client';
import type { SocketServer } from '../../plugins/socket';
import { parseWithSchema } from '../../plugins/validation';
import { busyAnswer, cashoutAnswer, crashBetAnswer, type CallAnswer } from './crash-answers';
import type { HouseGamesService } from './house-games.service';

// A crash bet and a cash-out over the socket the page already watches the room on (ADR 047): the same
// body, checks and answer as POST /house/crash/bet and /cashout, acknowledged on the socket. A burst of
// 400 bets spent most of the server's loop on HTTP — parsing, Fastify's hooks, a dozen headers per answer —
// rather than on the bets (docs/performance.md).

/** Calls a socket may make a minute: the HTTP API's per-address limit (plugins/rate-limit.ts). */
export const SOCKET_CALLS_PER_MINUTE = 600;

export interface CrashSocketCallsOptions {
  io: SocketServer;
  service: HouseGamesService;
  now: () => Date;
  log: FastifyBaseLogger;
  callsPerMinute?: number;
}

type Ack = (answer: CrashCallAnswer) => void;

/** The route's checks (a NUL in any string, then the zod schema), then the call; or the 400 naming the field. */
function checked<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  call: (body: z.output<S>) => Promise<CallAnswer>,
): Promise<CallAnswer> {
  const parsed = parseWithSchema(schema, payload);
  if (!parsed.ok) return Promise.resolve({ code: 400, body: { status: 0, message: parsed.message } });
  return call(parsed.value);
}

/**
 * A socket's calls a minute, counted from the window's first call like the HTTP limit's fixed window: the
 * 429 answer of a call over the limit, or null.
 */
export function callLimit(limit: number, windowMs = 60_000): (at: number) => CallAnswer | null {
  let windowStart = -Infinity;
  let calls = 0;
  return (at) => {
    if (at - windowStart >= windowMs) {
      windowStart = at;
      calls = 0;
    }
    if (++calls <= limit) return null;
    const retryAfter = Math.ceil((windowStart + windowMs - at) / 1000);
    const message = `Rate limit exceeded: try again in ${retryAfter} s.`;
    return { code: 429, body: { status: 0, message, retry_after: retryAfter } };
  };
}

export function registerCrashSocketCalls(options: CrashSocketCallsOptions): void {
  const { io, service, now, log } = options;
  const limit = options.callsPerMinute ?? SOCKET_CALLS_PER_MINUTE;

  io.on('connection', (socket) => {
    const limited = callLimit(limit);

    const handle =
      (work: (payload: unknown, receivedAt: Date) => Promise<CallAnswer>) =>
      (payload: unknown, ack: unknown) => {
        // Its time of record is its arrival, as the HTTP route's onRequest stamp (ADR 030).
        const receivedAt = now();
        if (typeof ack !== 'function') return; // nobody to answer: a call without an ack is ignored
        const answer = limited(receivedAt.getTime());
        const done = (result: CallAnswer) => (ack as Ack)({ ...result.body, code: result.code });
        if (answer) return done(answer);
        work(payload, receivedAt).then(done, (error: unknown) => {
          if (isDatabaseBusy(error)) {
            log.warn({ err: error }, 'socket call refused: no database connection came free in time');
            return done(busyAnswer());
          }
          log.error({ err: error }, 'socket call failed');
          done({ code: 500, body: { status: 0, message: 'Internal server error' } });
        });
      };

    socket.on(
      'house_crash_bet',
      handle((payload, receivedAt) =>
        checked(crashBetRequestSchema, payload, (body) => crashBetAnswer(service, body, receivedAt)),
      ),
    );
    socket.on(
      'house_crash_cashout',
      handle((payload, receivedAt) =>
        checked(cashoutRequestSchema, payload, (body) => cashoutAnswer(service, body, receivedAt)),
      ),
    );
  });
}
