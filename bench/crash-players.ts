import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { CRASH_GAME_CODE, type HouseEvent, type HouseRound } from '@khelo/contracts/house-games';
import { msToReach } from '@khelo/games/crash';
import { httpClient } from './lib/http-load';

// The load generator of bench:crash, in its own process (forked by bench/crash-load.ts). Every player
// watches the game over socket.io and, when a round opens for bets, bets in both slots over HTTP (half
// with an auto cash-out, the others cashing out by hand at a target of their own). The run is cut into
// slices of whole rounds; after each slice the same burst (every player's two POSTs) goes twice to a bare Fastify route,
// the reference, while the crash server idles between bets.

export interface PlayersJob {
  origin: string;
  bareOrigin: string;
  players: { id: string; token: string }[];
  growth: number;
  /** Rounds per slice. */
  rounds: number;
  slices: number;
}

interface Sample {
  ms: number;
  ok: boolean;
  sentAt: number;
  roundId: number;
  slice: number;
}

export interface SliceFigures {
  seconds: number;
  betsAccepted: number;
  betMs: number[];
  cashoutMs: number[];
  cashoutsPaid: number;
  /** Bets sent before the window closed (server clock, same machine) and refused. */
  refusedLate: number;
  /** Bets sent after the window closed (the generator's own lateness; not the server's fault). */
  sentAfterClose: number;
  /** Cash-outs sent before the crash instant and refused. */
  cashoutsRefusedLate: number;
  settlementLagMs: number[];
  referenceMs: number[];
  errors: number;
}

async function run(job: PlayersJob): Promise<SliceFigures[]> {
  const http = httpClient(job.origin, job.players.length * 2);
  const bare = httpClient(job.bareOrigin, job.players.length * 2);
  const bets: Sample[] = [];
  const cashouts: Sample[] = [];
  const refusedInWindow = new Map<number, number>();
  const roundSlice = new Map<number, number>();
  const endsAt = new Map<number, number>();
  const settlement: Array<{ slice: number; lag: number }> = [];
  const settledRounds = new Set<number>();
  // Bets and cash-outs sent and not yet answered: a slice ends only when none is left.
  let pending = 0;
  let sentAfterClose = 0;
  let errors = 0;
  let slice = 0;
  let betting = true;

  async function play(token: string, round: HouseRound, mySlice: number): Promise<void> {
    const closes = new Date(round.betting_closes_at).getTime();
    for (const slot of [1, 2] as const) {
      const auto = randomInt(0, 2) === 0 ? randomInt(110, 400) / 100 : null;
      const sentAt = Date.now();
      const t0 = performance.now();
      pending++;
      const answer = await http.post(
        '/house/crash/bet',
        JSON.stringify({
          token,
          game_code: CRASH_GAME_CODE,
          slot,
          amount: randomInt(10, 200),
          auto_cashout: auto,
        }),
      );
      pending--;
      if (answer.status === 0) errors++;
      const ok = answer.status === 200;
      bets.push({ ms: performance.now() - t0, ok, sentAt, roundId: round.round_id, slice: mySlice });
      if (!ok && sentAt < closes) refusedInWindow.set(mySlice, (refusedInWindow.get(mySlice) ?? 0) + 1);
      if (!ok && sentAt >= closes) sentAfterClose++;
      if (!ok || auto !== null) continue;
      const betId = (JSON.parse(answer.text) as { bet?: { bet_id: string } }).bet?.bet_id;
      const at = new Date(round.starts_at).getTime() + msToReach(randomInt(110, 300), job.growth);
      setTimeout(
        () => {
          const sent = Date.now();
          const t1 = performance.now();
          pending++;
          void http
            .post(
              '/house/crash/cashout',
              JSON.stringify({ token, game_code: CRASH_GAME_CODE, bet_id: betId }),
            )
            .then((result) => {
              pending--;
              if (result.status === 0) errors++;
              cashouts.push({
                ms: performance.now() - t1,
                ok: result.status === 200,
                sentAt: sent,
                roundId: round.round_id,
                slice: mySlice,
              });
            });
        },
        Math.max(0, at - Date.now()),
      );
    }
  }

  // One socket per player, connected 100 at a time, as the players' browsers would watch the game.
  const sockets: Socket[] = [];
  for (let index = 0; index < job.players.length; index += 100) {
    const batch = job.players.slice(index, index + 100).map(() => {
      const socket = connect(job.origin, { path: '/socket.io', transports: ['websocket'] });
      socket.on('connect', () => socket.emit('house_join', { game_code: CRASH_GAME_CODE }));
      sockets.push(socket);
      return new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    });
    await Promise.all(batch);
  }
  const seen = new Set<number>();
  sockets[0]!.on('house_event', (event: HouseEvent) => {
    const round = event.round;
    if (!round || round.game_code !== CRASH_GAME_CODE) return;
    if (event.kind === 'settled' && round.ends_at) {
      endsAt.set(round.round_id, new Date(round.ends_at).getTime());
      settledRounds.add(round.round_id);
      if (seen.has(round.round_id))
        settlement.push({
          slice: roundSlice.get(round.round_id) ?? slice,
          lag: new Date(event.server_time).getTime() - new Date(round.ends_at).getTime(),
        });
    }
    if (round.phase === 'betting' && !seen.has(round.round_id) && betting) {
      seen.add(round.round_id);
      roundSlice.set(round.round_id, slice);
      for (const player of job.players) void play(player.token, round, slice);
    }
  });

  const referenceMs: number[][] = [];
  const sliceSeconds: number[] = [];
  for (slice = 0; slice < job.slices; slice++) {
    const began = performance.now();
    betting = true;
    // A slice is whole rounds: it ends when `rounds` rounds it bet in have crashed and settled, and every
    // bet and cash-out sent has its answer (a slow server stretches the slice rather than cutting it).
    const deadline = Date.now() + 600_000 * job.rounds;
    const settledInSlice = () => settlement.filter((row) => row.slice === slice).length;
    const done = () => pending === 0 && [...seen].every((id) => settledRounds.has(id));
    while (Date.now() < deadline) {
      if ([...roundSlice.values()].filter((value) => value === slice).length >= job.rounds) betting = false;
      if (settledInSlice() >= job.rounds && done()) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    betting = false;
    sliceSeconds.push((performance.now() - began) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const burst: number[] = [];
    for (let repeat = 0; repeat < 2; repeat++)
      await Promise.all(
        job.players.map(async (player) => {
          for (const slot of [1, 2]) {
            const t0 = performance.now();
            const answer = await bare.post(
              '/bare',
              JSON.stringify({ token: player.token, slot, amount: 50 }),
            );
            if (answer.status === 200) burst.push(performance.now() - t0);
            else errors++;
          }
        }),
      );
    referenceMs.push(burst);
  }
  for (const socket of sockets) socket.disconnect();
  http.close();
  bare.close();

  return sliceSeconds.map((seconds, index) => {
    const mine = <T extends { slice: number }>(rows: T[]) => rows.filter((row) => row.slice === index);
    return {
      seconds,
      betsAccepted: mine(bets).filter((bet) => bet.ok).length,
      betMs: mine(bets).map((bet) => bet.ms),
      cashoutMs: mine(cashouts).map((cashout) => cashout.ms),
      cashoutsPaid: mine(cashouts).filter((cashout) => cashout.ok).length,
      refusedLate: refusedInWindow.get(index) ?? 0,
      sentAfterClose: index === 0 ? sentAfterClose : 0,
      cashoutsRefusedLate: mine(cashouts).filter(
        (cashout) => !cashout.ok && cashout.sentAt < (endsAt.get(cashout.roundId) ?? 0),
      ).length,
      settlementLagMs: mine(settlement).map((row) => row.lag),
      referenceMs: referenceMs[index] ?? [],
      errors: index === 0 ? errors : 0,
    };
  });
}

process.once('message', (job) => {
  void run(job as PlayersJob).then((figures) => process.send!(figures));
});
process.send!('ready');
