import { openSeatedTable, type SeatedTableInput } from './table-seated';
import type { FastifyInstance } from 'fastify';
import { STAFF_TABLE_ROLES } from '@khelo/contracts/backoffice-tables';
import { TABLE_MESSAGES, tablePlayerRoom, tableSpectatorRoom } from '@khelo/contracts/tables';
import type { Db } from '../../db/client';
import type { CollectLocks } from './collect-lock';
import type { AnyGameAdapter } from './games/adapter';
import { tableAdapterMap } from './games/table-games';
import { createAppTableMoney } from './money/app-table-money';
import type { TableMoney } from './money/table-money';
import { createTableRuntime, type TableRuntime } from './table-runtime';
import { createTableHistory } from './history/table-history';
import { createStaffTablesRepository } from './staff/staff-tables.repository';
import { staffTablesRoutes } from './staff/staff-tables.routes';
import { createStaffTablesService } from './staff/staff-tables.service';
import { createTableSeeds } from './table-seeds';
import { tablesSettingsFrom, type TablesSettings } from './tables.config';
import { createTableNotifier, type TableNotifier } from './tables.notifier';
import { createTablesRepository, type TablesRepository } from './tables.repository';
import { tablesRoutes } from './tables.routes';
import { createTablesService, type TablesService } from './tables.service';
import { createTablesSweeper, type TablesSweeper } from './tables.sweeper';

// Multiplayer tables (issue 17, docs/tables.md). The sweeper starts only when asked (main.ts after listen;
// tests call app.tables.start()), like the house games' scheduler.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyInstance {
    tables: {
      service: TablesService;
      runtime: TableRuntime;
      notifier: TableNotifier;
      repository: TablesRepository;
      sweeper: TablesSweeper;
      settings: TablesSettings;
      adapters: Map<string, AnyGameAdapter>;
      /** The money side (modules/tables/money): postPending, canSit… */
      money: TableMoney;
      /** Opens a table of a `seatedOnly` offer with these players seated (table-seated.ts). */
      openSeated(input: SeatedTableInput): Promise<string>;
      start(): void;
      stop(): Promise<void>;
    };
  }
}

export interface RegisterTablesOptions {
  db: Db;
  now: () => Date;
  settings?: TablesSettings;
  /** The money side; default: the ledger and practice chips (modules/tables/money). */
  money?: TableMoney;
  /** The operator whose ledger accounts (table escrow, house) cash tables use. */
  operatorId: number;
  /** Guards hands a live process is collecting from the crash rule (collect-lock.ts); default: none. */
  collectLocks?: CollectLocks;
}

export async function registerTables(app: FastifyInstance, options: RegisterTablesOptions) {
  const settings = options.settings ?? tablesSettingsFrom(process.env);
  const repository = createTablesRepository(options.db);
  const adapters = tableAdapterMap();
  const notifier = createTableNotifier({
    repository,
    adapters,
    io: app.io,
    rakePercent: settings.rakePercent,
    settings,
  });
  const deps = {
    repository,
    adapters,
    money:
      options.money ??
      createAppTableMoney(app, {
        db: options.db,
        operatorId: options.operatorId,
        settings,
        // What a seat pays before the first deal of a new match at the offer.
        firstCollect: (offer) => {
          const adapter = adapters.get(offer.game);
          if (!adapter) return offer.stakePaise;
          return adapter.collectPaise(offer, adapter.engine.newMatch(adapter.options(offer), []));
        },
      }),
    settings,
    now: options.now,
    log: app.log,
  };
  const runtime = createTableRuntime(deps);
  const sweeper = createTablesSweeper({
    ...deps,
    runtime,
    seeds: createTableSeeds(repository),
    ...(options.collectLocks ? { collectLocks: options.collectLocks } : {}),
    notify: (committed) => {
      notifier
        .changed(committed)
        .catch((error: unknown) => app.log.error({ err: error }, 'table fan-out failed'));
    },
  });
  const service = createTablesService({
    repository,
    adapters,
    runtime,
    notifier,
    sweeper,
    settings,
    log: app.log,
  });

  app.io.on('connection', (socket) => {
    socket.on('table_watch', (payload: unknown) => {
      void (async () => {
        const { table_id: tableId, staff_token: staffToken } = (payload ?? {}) as {
          table_id?: unknown;
          staff_token?: unknown;
        };
        const playerId = socket.data.playerId;
        if (typeof tableId === 'string' && UUID.test(tableId) && typeof staffToken === 'string') {
          const staff = await app.staff.identify(staffToken);
          if (!staff || !(STAFF_TABLE_ROLES.read as readonly string[]).includes(staff.role)) {
            socket.emit('error', { message: TABLE_MESSAGES.notSeated });
            return;
          }
          await socket.join(tableSpectatorRoom(tableId));
          const snapshot = await notifier.snapshot(tableId, null);
          if (snapshot)
            socket.emit('table_update', { table_id: tableId, version: snapshot.version, snapshot });
          return;
        }
        if (typeof tableId !== 'string' || !UUID.test(tableId) || !playerId) {
          socket.emit('error', { message: TABLE_MESSAGES.notSeated });
          return;
        }
        const seats = await repository.activeSeats(options.db, tableId);
        const seat = seats.find((entry) => entry.playerId === playerId);
        if (!seat) {
          socket.emit('error', { message: TABLE_MESSAGES.notSeated });
          return;
        }
        await socket.join(tablePlayerRoom(tableId, playerId));
        const snapshot = await notifier.snapshot(tableId, seat.seat);
        if (snapshot) socket.emit('table_update', { table_id: tableId, version: snapshot.version, snapshot });
      })().catch((error: unknown) => app.log.error({ err: error }, 'table_watch failed'));
    });
    socket.on('table_unwatch', (payload: unknown) => {
      const tableId = (payload as { table_id?: unknown } | null)?.table_id;
      if (typeof tableId !== 'string') return;
      if (socket.data.playerId) void socket.leave(tablePlayerRoom(tableId, socket.data.playerId));
      void socket.leave(tableSpectatorRoom(tableId));
    });
  });

  await app.register(tablesRoutes, { service });
  // Finished hands in the player's /api/game-history, with the house games' rounds.
  app.houseGames.service.addHistorySource(createTableHistory(options.db));
  await app.register(staffTablesRoutes, {
    tables: createStaffTablesService({
      repository: createStaffTablesRepository(options.db),
      adapters,
      snapshot: (tableId) => notifier.snapshot(tableId, null),
      voidHand: (handId, reason) => service.voidHand(handId, reason),
      postPending: () => deps.money.postPending(),
    }),
  });
  app.decorate('tables', {
    service,
    runtime,
    notifier,
    repository,
    sweeper,
    settings,
    adapters,
    money: deps.money,
    async openSeated(input: SeatedTableInput) {
      const opened = await openSeatedTable(deps, input);
      for (const committed of opened.committed)
        notifier
          .changed(committed)
          .catch((error: unknown) => app.log.error({ err: error }, 'table fan-out failed'));
      return opened.tableId;
    },
    start: () => sweeper.start(),
    stop: () => sweeper.stop(),
  });
  // Before the database closes (main.ts closes it after the app).
  app.addHook('preClose', async () => {
    await sweeper.stop();
    await options.collectLocks?.close();
  });
}
