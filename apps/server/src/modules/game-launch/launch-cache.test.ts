import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@khelo/contracts/catalog';
import type { CatalogService } from '../catalog/catalog.service';
import type { GameLaunchRepository, LaunchRow, NewLaunch } from './game-launch.repository';
import { createGameLaunchService, LAUNCH_CACHE_MS } from './game-launch.service';

// A burst of bets asks for each player's launch at once (docs/performance.md): the service must not send a
// query per bet, and none at all for a token it issued itself.

function fakeRepository() {
  const rows = new Map<string, LaunchRow>();
  let queries = 0;
  const repository: GameLaunchRepository = {
    insert(launch: NewLaunch) {
      const id = `launch-${rows.size + 1}`;
      const { tokenHash, ...row } = launch;
      rows.set(tokenHash, { ...row, id, mode: launch.mode ?? 'real' });
      return Promise.resolve(id);
    },
    async findByTokenHash(tokenHash: string) {
      queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return rows.get(tokenHash) ?? null;
    },
  };
  return { repository, queries: () => queries };
}

const game = {
  game_code: 'SPB02001',
  provider_code: 'SPB',
  operational_status: 'live',
  integration_env_config: { url_path: '/play/SPB02001' },
} as Game;
const catalog = { findGame: () => Promise.resolve(game) } as unknown as CatalogService;
const player = { id: 'player-1', operatorId: 1, sessionId: 'session-1' };

function service(repository: GameLaunchRepository) {
  return createGameLaunchService({
    repository,
    catalog,
    secret: 'secret',
    now: () => new Date(),
    lobbyUrl: '/lobby',
  });
}

describe('launch lookups', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves a token it issued without a query, as the stored row', async () => {
    const store = fakeRepository();
    const own = service(store.repository);
    const issued = await own.launch(player, 'SPB02001');
    if (!issued.ok) throw new Error('not launched');

    const resolved = await own.resolve(issued.token);
    expect(store.queries()).toBe(0);
    expect(resolved).toMatchObject({ playerId: 'player-1', gameCode: 'SPB02001', expired: false });
    // The same launch as another process reads it from the database.
    const stored = await service(store.repository).resolve(issued.token);
    expect({ ...resolved, game: null }).toEqual({ ...stored, game: null });
  });

  it('answers a burst of calls for one token with one query', async () => {
    const store = fakeRepository();
    const issued = await service(store.repository).launch(player, 'SPB02001');
    if (!issued.ok) throw new Error('not launched');
    const other = service(store.repository);

    const answers = await Promise.all(Array.from({ length: 20 }, () => other.resolve(issued.token)));
    expect(store.queries()).toBe(1);
    expect(answers.every((answer) => answer?.playerId === 'player-1')).toBe(true);
    await other.resolve(issued.token);
    expect(store.queries()).toBe(1);
  });

  it('asks again for an unknown token (it may be issued by another process meanwhile)', async () => {
    const store = fakeRepository();
    const other = service(store.repository);
    expect(await other.resolve('never-issued')).toBeNull();
    expect(await other.resolve('never-issued')).toBeNull();
    expect(store.queries()).toBe(2);
  });

  it('remembers a launch across minutes without play (a player sitting out rounds), then forgets it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = fakeRepository();
    const own = service(store.repository);
    const issued = await own.launch(player, 'SPB02001');
    if (!issued.ok) throw new Error('not launched');

    vi.advanceTimersByTime(6 * 60_000); // six minutes without a call: a call in the entry's second half keeps it
    expect(await own.resolve(issued.token)).toMatchObject({ playerId: 'player-1' });
    vi.advanceTimersByTime(9 * 60_000); // nine more
    expect(await own.resolve(issued.token)).toMatchObject({ playerId: 'player-1' });
    expect(store.queries()).toBe(0);

    vi.advanceTimersByTime(LAUNCH_CACHE_MS + 1);
    expect(await own.resolve(issued.token)).toMatchObject({ playerId: 'player-1' });
    expect(store.queries()).toBe(1);
  });
});
