import type { FastifyInstance } from 'fastify';
import { houseRoom, HOUSE_GAME_CODES } from '@khelo/contracts/house-games';
import { houseTimingsFrom, type HouseTimings } from './house-games.config';
import { createHouseGamesRepository } from './house-games.repository';
import { registerCrashSocketCalls } from './crash-socket-calls';
import { houseGamesRoutes } from './house-games.routes';
import { createHouseGamesService, type HouseGamesService } from './house-games.service';
import { createHouseScheduler } from './house-scheduler';
import { createHouseWallet } from './house-wallet';
import { createRoundLock } from './round-lock.repository';
import { registerCardTables } from './register-card-tables';
import { registerWheelGames } from './register-wheel-games';
import { registerTambola } from './register-tambola';
import type { Database } from '../../db/client';
import { PGLITE_BET_LINGER } from './house-bet-batch';

// The house game provider (docs/house-games.md). Registered after the lobby and the wallet: it resolves
// launch tokens through app.gameLaunches and signs wallet-api calls with app.walletProviders' secret.
// The round scheduler starts only when asked (main.ts after listen), so tests build apps without timers.

export const HOUSE_PROVIDER_CODE = 'SPB';

declare module 'fastify' {
  interface FastifyInstance {
    houseGames: { service: HouseGamesService; start(): void; stop(): Promise<void>; timings: HouseTimings };
  }
}

export interface RegisterHouseGamesOptions {
  database: Database;
  now: () => Date;
  timings?: HouseTimings;
  /** Calls a socket may make a minute (the crash calls over the room's socket): the HTTP API's limit. */
  callsPerMinute?: number;
}

export const TAMBOLA_PROVIDER_CODE = 'MZ';

/** The house provider's signed wallet-api client, through this app's own routes. */
export function houseWalletOf(app: FastifyInstance, providerCode = HOUSE_PROVIDER_CODE) {
  return createHouseWallet({
    providerCode,
    secret: async () => {
      const found = await app.walletProviders.secretFor(providerCode);
      if (!found) throw new Error(`no wallet-api secret for provider ${providerCode}`);
      return found.secret;
    },
    transport: async (url, payload, headers) => {
      const response = await app.inject({ method: 'POST', url, payload, headers });
      return { statusCode: response.statusCode, body: response.body };
    },
    // Practice launches bet free chips (modules/practice, registered with the app).
    practice: (call) => app.practiceChips.route(call),
  });
}

export async function registerHouseGames(app: FastifyInstance, options: RegisterHouseGamesOptions) {
  const timings = options.timings ?? houseTimingsFrom(process.env);
  const wallet = houseWalletOf(app);
  const service = createHouseGamesService({
    repository: createHouseGamesRepository(options.database.db),
    wallet,
    resolveLaunch: (token) => app.gameLaunches.resolve(token),
    now: options.now,
    timings,
    emit: (event) => app.io.to(houseRoom(event.game_code)).emit('house_event', event),
    log: app.log,
    // PGlite has one connection: a second group in flight only interleaves its statements (ADR 041).
    ...(options.database.kind === 'pglite' ? { groupsInFlight: 1, betLinger: PGLITE_BET_LINGER } : {}),
  });
  // Dragon Tiger and Baccarat tables (register-card-tables.ts).
  const cardLoops = await registerCardTables(app, {
    database: options.database,
    now: options.now,
    house: service,
    wallet,
  });
  // European roulette and Mines (register-wheel-games.ts).
  const wheelLoops = await registerWheelGames(app, {
    database: options.database,
    now: options.now,
    house: service,
    wallet,
  });
  // Tambola, the cash and the practice room (register-tambola.ts). Its wallet calls go as the catalogue's
  // provider of the Tambola tile (MZ), since a launch token is bound to its game's provider.
  const tambolaLoops = await registerTambola(app, {
    database: options.database,
    now: options.now,
    wallet: houseWalletOf(app, TAMBOLA_PROVIDER_CODE),
    house: service,
  });
  const scheduler = createHouseScheduler({
    service,
    loops: [...cardLoops, ...wheelLoops, ...tambolaLoops],
    lock: createRoundLock(options.database),
    timings,
    now: options.now,
    log: app.log,
  });

  app.io.on('connection', (socket) => {
    socket.on('house_join', (payload) => {
      const code = typeof payload?.game_code === 'string' ? payload.game_code : '';
      if ((HOUSE_GAME_CODES as readonly string[]).includes(code)) void socket.join(houseRoom(code));
    });
    socket.on('house_leave', (payload) => {
      if (typeof payload?.game_code === 'string') void socket.leave(houseRoom(payload.game_code));
    });
  });

  registerCrashSocketCalls({
    io: app.io,
    service,
    now: options.now,
    log: app.log,
    ...(options.callsPerMinute === undefined ? {} : { callsPerMinute: options.callsPerMinute }),
  });
  await app.register(houseGamesRoutes, { service, now: options.now });
  app.decorate('houseGames', {
    service,
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
    timings,
  });
  // Before the database closes (main.ts closes it after the app).
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
}
