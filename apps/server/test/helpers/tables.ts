import type { LoginSuccess } from '@khelo/contracts/auth';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import type { RummyMove } from '@khelo/games/rummy/state';
import { DEFAULT_TABLES_SETTINGS, type TablesSettings } from '../../src/modules/tables/tables.config';

// Tables through their HTTP calls, for the tables' tests: short timers, a client per player, and a player
// that plays like the practice bots (the engine's policy from the player's own view) but never drops.

export const FAST_TABLES: TablesSettings = {
  ...DEFAULT_TABLES_SETTINGS,
  turnMs: 5_000,
  extraMs: 2_000,
  meldMs: 5_000,
  splitMs: 5_000,
  startMs: 200,
  nextHandMs: 300,
  botMs: 10,
  botFillMs: 100,
  sweepMs: 30,
};

interface Injector {
  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: Record<string, unknown>;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; json<T>(): T; body: string }>;
}

export type SnapshotAnswer = { statusCode: number; table: RummyTableSnapshot; body: Record<string, unknown> };

export function tableClient(app: Injector, player: LoginSuccess) {
  async function post(url: string, payload: Record<string, unknown>): Promise<SnapshotAnswer> {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { player_id: player.player_id, ...payload },
      headers: { authorization: `Bearer ${player.token}` },
    });
    const body = response.json<Record<string, unknown>>();
    return { statusCode: response.statusCode, table: body.table as RummyTableSnapshot, body };
  }
  return {
    player,
    join: (offerId: string) => post('/api/tables/join', { offer_id: offerId }),
    state: (tableId: string) => post('/api/tables/state', { table_id: tableId }),
    move: (tableId: string, move: unknown, version?: number) =>
      post('/api/tables/move', { table_id: tableId, move, ...(version === undefined ? {} : { version }) }),
    leave: (tableId: string) => post('/api/tables/leave', { table_id: tableId }),
    mine: () => post('/api/tables/mine', {}),
  };
}

export type TableClient = ReturnType<typeof tableClient>;

/** The move a careful player makes now (the bots' policy, but never a drop); null when it is not my turn. */
export function playerMove(snapshot: RummyTableSnapshot): RummyMove | null {
  const seat = snapshot.my_seat;
  if (seat === null) return null;
  const move = rummyGame.botMove(snapshot.view, seat);
  if (move?.type === 'drop') return { type: 'draw', pile: 'closed' };
  return move;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
