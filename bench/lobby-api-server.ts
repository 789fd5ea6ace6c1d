import Fastify from 'fastify';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { login, openBenchApp } from './lib/bench-app';

// The servers of bench/lobby-api.ts and bench/login-otp.ts, in their own process so that the load
// generator does not share their event loop: the real app (fresh database, demo catalog, one logged-in
// player), the same app with the wallet balance left out, and bare Fastify routes (the lobby's bytes; a
// small answer). Answers its parent over IPC with the addresses and the player's token, then waits for
// SIGTERM.

const bench = await openBenchApp(process.env.DATABASE_URL ? 'postgres' : 'pglite', 'lobby');
const { app } = bench;
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_APP_PORT ?? 0) });
// What the catalog and authentication cost alone.
const noBalance = await bench.another({ walletBalance: () => Promise.resolve(0) });
const noBalanceAddress = await noBalance.listen({
  host: '127.0.0.1',
  port: Number(process.env.BENCH_NO_BALANCE_PORT ?? 0),
});

const session = await login(app, '9000000001', '10.1.0.1');
const sample = await app.inject({
  method: 'POST',
  url: '/api/game-lists',
  headers: { authorization: `Bearer ${session.token}` },
  payload: { integration_env: 'H5', operator_id: DEFAULT_OPERATOR_ID, player_id: session.player_id },
});

const bare = Fastify({ logger: false });
bare.post('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
// bench:login's reference: a small answer, like the OTP routes'.
bare.post('/bare-small', () => ({ status: 1, message: 'ok' }));
const bareAddress = await bare.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT ?? 0) });

process.send!({
  app: address,
  noBalance: noBalanceAddress,
  bare: bareAddress,
  token: session.token,
  playerId: session.player_id,
  bytes: sample.body.length,
  engine: bench.engine,
});

process.on('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await bench.close();
    process.exit(0);
  })();
});
