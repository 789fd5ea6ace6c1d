import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableLobby, TableSnapshot } from '@khelo/contracts/tables';
import type { LudoState, LudoView } from '@khelo/games/ludo/state';
import { loginByMobile } from '../../../../test/helpers/auth';
import { FAST_TABLES, tableClient, waitFor } from '../../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

// Timed Ludo is fixed minutes on the runtime's clock, as Indian apps run it: the lobby offers it for 2, 3
// and 4 players, the snapshot says when the game ends, and when the clock runs out the game ends on the
// scores, however many turns were played. A minute lasts 1.5 s here (TABLES_LUDO_MINUTE_MS), so the
// "2-minute" game is over in 3 s while a turn would last 10 s.

describe('timed Ludo on the clock', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, {
      tablesSettings: { ...FAST_TABLES, turnMs: 10_000, ludoMinuteMs: 1_500 },
      rateLimitMax: 1_000_000,
    });
    test.app.tables.start();
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  it('offers the timed variant for 2, 3 and 4 players', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tables/lobby?game=ludo&mode=cash' });
    const timed = response.json<TableLobby>().offers.filter((offer) => offer.variant === 'timed');
    expect(new Set(timed.map((offer) => offer.seats))).toEqual(new Set([2, 3, 4]));
    expect(timed.find((offer) => offer.offer_id === 'ludo-timed5-3-10')).toMatchObject({
      seats: 3,
      minutes: 5,
    });
    expect(timed.find((offer) => offer.offer_id === 'ludo-timed10-4-50')).toMatchObject({
      seats: 4,
      minutes: 10,
    });
  });

  it('ends the game when its minutes are up, on the scores, and says when in the snapshot', async () => {
    const client = tableClient(test.app, await loginByMobile(test.app));
    const tableId = (await client.join('practice-ludo-timed2-2-10')).table.table_id;
    const dealt = await waitFor('the deal', async () => {
      const answer = await client.state(tableId);
      const table = answer.table as unknown as TableSnapshot<LudoView> | undefined;
      return table?.view.phase === 'playing' ? table : undefined;
    });
    // Two minutes of 1.5 s from the deal; the view counts no turns.
    const endsIn = new Date(dealt.clock_ends_at!).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(0);
    expect(endsIn).toBeLessThanOrEqual(3_000);
    expect(dealt.view.turnsEach).toBeNull();
    expect(dealt.deadline).toMatchObject({ kind: 'clock' });

    const over = await waitFor(
      'the clock to end the game',
      async () => {
        const stored = (await test.app.tables.repository.table(tableId))!.state as LudoState;
        return stored.phase === 'match-over' ? stored : undefined;
      },
      30_000,
    );
    expect(over.result!.reason).toBe('time');
    // Nobody's turn ran out: the clock ended it, not three missed turns.
    expect(over.players.every((player) => !player.out)).toBe(true);
    const scores = over.result!.rankings.map((seat) => over.result!.scores[String(seat)]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  }, 60_000);
});
