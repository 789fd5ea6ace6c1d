import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { paiseToRupees } from '@khelo/contracts/money';
import { signBody } from '../apps/server/src/modules/wallet-api/signature';
import { httpClient } from './lib/http-load';

// The clients of bench/wallet.ts, in a worker thread so that they do not share the server's event loop:
// plain http with keep-alive, one HMAC per call, as a game provider sends them. Each client loops over
// debit+credit pairs (a bet, then a win or a zero credit) for one slice of time.

export interface ClientJob {
  url: string;
  secret: string;
  provider: string;
  gameCode: string;
  tokens: string[];
  /** Hot mode: every pair of every client is this player's (index in tokens); null spreads them. */
  hotPlayer: number | null;
  clients: number;
  seconds: number;
  warmupSeconds: number;
  /** Keeps round ids unique across slices. */
  slice: number;
}

export interface ClientReport {
  pairs: number;
  errors: number;
  firstError: string | null;
  /** ms of every debit and credit call in the measured window. */
  calls: number[];
  seconds: number;
  /** Paise each player won minus what they bet, over every call that succeeded (warm-up included). */
  net: Record<number, string>;
}

async function runClients(job: ClientJob): Promise<ClientReport> {
  const http = httpClient(job.url, job.clients);
  const net = new Map<number, bigint>();
  const calls: number[] = [];
  let pairs = 0;
  let errors = 0;
  let firstError: string | null = null;
  let sequence = 0;
  const measureFrom = performance.now() + job.warmupSeconds * 1000;
  const stopAt = measureFrom + job.seconds * 1000;

  async function call(pathname: string, body: object): Promise<boolean> {
    const text = JSON.stringify(body);
    const begin = performance.now();
    const answer = await http.post(pathname, text, {
      'x-provider-code': job.provider,
      'x-signature': signBody(job.secret, text),
    });
    if (begin >= measureFrom) calls.push(performance.now() - begin);
    if (answer.status === 200) return true;
    errors += 1;
    firstError ??= `${pathname}: ${answer.status} ${answer.text}`;
    return false;
  }

  async function client(): Promise<void> {
    while (performance.now() < stopAt) {
      const player = job.hotPlayer ?? randomInt(job.tokens.length);
      const round = `s${job.slice}-${process.pid}-${(sequence += 1)}`;
      const bet = BigInt(randomInt(100, 10_001)); // ₹1.00 – ₹100.00
      // A third of the rounds win, up to six times the stake: on average the house keeps nothing, so the hot
      // player's deposit lasts however many transfers a run makes (it ran dry at ~4,700/s).
      const win = randomInt(3) === 0 ? BigInt(randomInt(0, Number(bet) * 6 + 1)) : 0n;
      const begin = performance.now();
      const base = { token: job.tokens[player]!, game_code: job.gameCode, round_id: round, currency: 'INR' };
      const debited = await call('/wallet-api/debit', {
        ...base,
        request_id: `${round}-d`,
        transaction_id: `${round}-bet`,
        amount: paiseToRupees(bet),
      });
      if (debited) net.set(player, (net.get(player) ?? 0n) - bet);
      const credited = await call('/wallet-api/credit', {
        ...base,
        request_id: `${round}-c`,
        transaction_id: `${round}-win`,
        amount: paiseToRupees(win),
      });
      if (credited) net.set(player, (net.get(player) ?? 0n) + win);
      if (begin >= measureFrom && performance.now() <= stopAt) pairs += 1;
    }
  }

  await Promise.all(Array.from({ length: job.clients }, () => client()));
  http.close();
  return {
    pairs,
    errors,
    firstError,
    calls,
    seconds: job.seconds,
    net: Object.fromEntries([...net].map(([player, paise]) => [player, paise.toString()])),
  };
}

parentPort!.postMessage(await runClients(workerData as ClientJob));
