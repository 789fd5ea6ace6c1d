import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { CRASH_GAME_CODE, type HouseRound } from '@khelo/contracts/house-games';
import { msToReach } from '@khelo/games/crash';
import { bareSocket, type BareSocket } from './lib/bare-socket';
import { httpClient } from './lib/http-load';
import { rawHttpClient } from './lib/raw-http';

// A share of bench:crash's players, in a worker thread of the load generator (bench/crash-players.ts):
// each watches the room over a bare WebSocket (frames received, not parsed) and, for each round the
// generator hands over, bets in both slots over HTTP — half with an auto cash-out, the others cashing out by
// hand at a target of their own — then reports every call's time. Spread over threads so that the
// generator's own work does not queue the answers it times.

export interface WorkerJob {
  origin: string;
  bareOrigin: string;
  tokens: string[];
  growth: number;
}

export interface Sample {
  ms: number;
  ok: boolean;
  sentAt: number;
  roundId: number;
  /** A refused call's answer (status and the start of its body): which rule refused it. */
  refusal?: string;
}

export type ToWorker = { type: 'round'; round: HouseRound } | { type: 'reference' } | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | {
      type: 'round-done';
      roundId: number;
      bets: Sample[];
      cashouts: Sample[];
      /** Bets sent before the window closed and refused. */
      refusedLate: number;
      /** Bets sent after the window closed (this generator's own lateness). */
      sentAfterClose: number;
      errors: number;
    }
  | { type: 'reference-done'; ms: number[]; errors: number }
  | { type: 'closed' };

const job = workerData as WorkerJob;
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);
// BENCH_HTTP_CLIENT=node: node:http's client instead of the lean one, to compare (docs/performance.md).
const client = (origin: string) =>
  process.env.BENCH_HTTP_CLIENT === 'node'
    ? httpClient(origin, job.tokens.length * 2)
    : rawHttpClient(origin);
const http = client(job.origin);
const bare = client(job.bareOrigin);
// BENCH_BET_TRANSPORT=socket: bets and cash-outs over each player's own socket with an acknowledgement
// (ADR 047), the reference an acknowledged event on the bare server's socket.io.
const overSocket = process.env.BENCH_BET_TRANSPORT === 'socket';
const SOCKET_EVENTS: Record<string, string> = {
  '/house/crash/bet': 'house_crash_bet',
  '/house/crash/cashout': 'house_crash_cashout',
  '/bare': 'bare',
};

/** A call over HTTP or the player's socket: the status (the ack's `code`) and the body's text. */
async function call(player: number, path: string, body: object): Promise<{ status: number; text: string }> {
  if (!overSocket) return (path === '/bare' ? bare : http).post(path, JSON.stringify(body));
  const socket = (path === '/bare' ? bareSockets : sockets)[player]!;
  const text = await socket.call(SOCKET_EVENTS[path]!, body);
  return { status: (JSON.parse(text) as { code?: number }).code ?? 200, text };
}

async function playRound(round: HouseRound): Promise<void> {
  const closes = new Date(round.betting_closes_at).getTime();
  const bets: Sample[] = [];
  const cashouts: Sample[] = [];
  let refusedLate = 0;
  let sentAfterClose = 0;
  let errors = 0;

  async function cashout(player: number, token: string, betId: string | undefined): Promise<void> {
    const at = new Date(round.starts_at).getTime() + msToReach(randomInt(110, 300), job.growth);
    // Never before its instant by the clock the crash is judged on: Node's timers fire up to a millisecond
    // early by Date.now() (13 % of them here), which sent a cash-out aimed at the crash point itself, a
    // loss by the rules, "1 ms before the crash".
    while (Date.now() < at) await new Promise((resolve) => setTimeout(resolve, Math.max(1, at - Date.now())));
    const sentAt = Date.now();
    const t0 = performance.now();
    const result = await call(player, '/house/crash/cashout', {
      token,
      game_code: CRASH_GAME_CODE,
      bet_id: betId,
    });
    if (result.status === 0) errors++;
    const ok = result.status === 200;
    cashouts.push({
      ms: performance.now() - t0,
      ok,
      sentAt,
      roundId: round.round_id,
      ...(ok ? {} : { refusal: `${result.status} ${result.text.slice(0, 160)}` }),
    });
  }

  async function play(token: string, player: number): Promise<void> {
    const manual: Promise<void>[] = [];
    for (const slot of [1, 2] as const) {
      const auto = randomInt(0, 2) === 0 ? randomInt(110, 400) / 100 : null;
      const sentAt = Date.now();
      const t0 = performance.now();
      const answer = await call(player, '/house/crash/bet', {
        token,
        game_code: CRASH_GAME_CODE,
        slot,
        amount: randomInt(10, 200),
        auto_cashout: auto,
      });
      if (answer.status === 0) errors++;
      const ok = answer.status === 200;
      bets.push({ ms: performance.now() - t0, ok, sentAt, roundId: round.round_id });
      if (!ok && sentAt < closes) {
        refusedLate++;
        // Which rule refused it: a count alone does not tell a late round from a busy server.
        console.error(
          `bench:crash: a bet sent ${closes - sentAt} ms before its window closed was refused: ${answer.status} ${answer.text.slice(0, 160)}`,
        );
      }
      if (!ok && sentAt >= closes) sentAfterClose++;
      if (!ok || auto !== null) continue;
      manual.push(
        cashout(player, token, (JSON.parse(answer.text) as { bet?: { bet_id: string } }).bet?.bet_id),
      );
    }
    await Promise.all(manual);
  }

  await Promise.all(job.tokens.map(play));
  send({ type: 'round-done', roundId: round.round_id, bets, cashouts, refusedLate, sentAfterClose, errors });
}

/** Every player's two POSTs to the bare route, as the bets go out. */
async function referenceBurst(): Promise<void> {
  const ms: number[] = [];
  let errors = 0;
  await Promise.all(
    job.tokens.map(async (token, player) => {
      for (const slot of [1, 2]) {
        const t0 = performance.now();
        const answer = await call(player, '/bare', { token, slot, amount: 50 });
        if (answer.status === 200) ms.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  send({ type: 'reference-done', ms, errors });
}

/** One socket per player, connected 100 at a time, as the players' browsers would watch the game. */
async function connectAll(origin: string, join: boolean): Promise<BareSocket[]> {
  const connected: BareSocket[] = [];
  for (let index = 0; index < job.tokens.length; index += 100)
    connected.push(
      ...(await Promise.all(
        job.tokens.slice(index, index + 100).map(async () => {
          const socket = await bareSocket(origin);
          if (join) socket.emit('house_join', { game_code: CRASH_GAME_CODE });
          return socket;
        }),
      )),
    );
  return connected;
}
const sockets = await connectAll(job.origin, true);
const bareSockets = overSocket ? await connectAll(job.bareOrigin, false) : [];

port.on('message', (message: ToWorker) => {
  if (message.type === 'round') void playRound(message.round);
  if (message.type === 'reference') void referenceBurst();
  if (message.type === 'close') {
    for (const socket of [...sockets, ...bareSockets]) socket.close();
    http.close();
    bare.close();
    send({ type: 'closed' });
    port.close();
  }
});
send({ type: 'ready' });
