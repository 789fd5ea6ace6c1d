import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { FortuneWheelState } from '@khelo/games/fortune-wheel/state';
import { gameTables } from '../../db/schema-tables';
import { loginByMobile } from '../../../test/helpers/auth';
import { useFortuneShowApp } from '../../../test/helpers/fortune-show';
import { playerCall } from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';
import { sleep, tableClient, waitFor } from '../../../test/helpers/tables';

// A process that dies after opening a round's table and before saving the show's step: the next tick opens
// the same table again (its id comes from the show's seed), so there is no stray second table, the step is
// saved, and the round goes on to its prizes. The "death" is the step's save failing once.

const fixture = useFortuneShowApp({ presenceMs: 1500, revealMs: 5000, sweepMs: 50 });
const { showOf } = fixture;

describe('a show whose process died between opening a table and saving its step', () => {
  it('finds the table it opened, leaves no stray table and plays the round to its prizes', async () => {
    const admin = await createStaff(fixture.test.app, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    await fixture.test.app.inject({
      method: 'POST',
      url: '/staff/fortune-wheel/budget',
      headers: auth,
      payload: { amount: 500, reason: 'recovery test' },
    });
    // Players first: on a loaded machine their logins take longer than the wait before the show starts.
    const players = [await loginByMobile(fixture.test.app), await loginByMobile(fixture.test.app)];
    const startsAt = Date.now() + 3000;
    const created = await fixture.test.app.inject({
      method: 'POST',
      url: '/staff/fortune-wheel/shows',
      headers: auth,
      payload: {
        title: 'Recovery show',
        language: 'en',
        starts_at: new Date(startsAt).toISOString(),
        budget: 400,
        rupees_per_point: 0.1,
        audience_prize: 5,
      },
    });
    const showId = created.json<{ show: { id: string } }>().show.id;
    for (const player of players)
      await playerCall(fixture.test.app, player, '/api/fortune-wheel/register', { show_id: showId });
    await sleep(startsAt - Date.now() + 100);
    await fixture.test.app.fortuneWheelRunner.tick(); // the draw
    await fixture.test.app.fortuneWheelRunner.tick(); // round 1's presence check
    for (const player of players) await showOf(player, showId);
    await sleep(1600); // the presence check (1.5 s) is over

    // The table opens, then the step's save fails: the process "died" there.
    const advance = vi
      .spyOn(fixture.test.app.fortuneWheel.repository, 'advance')
      .mockRejectedValueOnce(new Error('process died'));
    await fixture.test.app.fortuneWheelRunner.tick();
    expect(advance).toHaveBeenCalledTimes(1);
    const showTables = () =>
      fixture.test.app.tables.repository.db
        .select({ id: gameTables.id })
        .from(gameTables)
        .where(eq(gameTables.offerId, 'fortune-wheel-show-en'));
    const opened = await showTables();
    expect(opened).toHaveLength(1);
    expect((await showOf(players[0]!, showId)).table_id).toBeNull();

    // The next tick (another process, or this one restarted) finds that table and saves the step.
    await fixture.test.app.fortuneWheelRunner.tick();
    advance.mockRestore();
    expect(await showTables()).toEqual(opened);
    const seated = await showOf(players[0]!, showId);
    expect(seated).toMatchObject({ table_id: opened[0]!.id, contestant: true });

    // The round is played at that table and paid: the show did not stall.
    const tableId = opened[0]!.id;
    const state = async () =>
      (await fixture.test.app.tables.repository.table(tableId))!.state as FortuneWheelState;
    const seats = await fixture.test.app.tables.repository.latestSeats(tableId);
    const clients = new Map(players.map((p) => [p.player_id, tableClient(fixture.test.app, p)]));
    const bySeat = (seat: number) => clients.get(seats.find((s) => s.seat === seat)!.playerId!)!;
    await waitFor('the deal', async () => ((await state()).round ? true : undefined));
    expect((await bySeat(0).move(tableId, { type: 'buzz' })).statusCode).toBe(200);
    for (let step = 0; step < 6 && !(await state()).outcome; step++) {
      const round = (await state()).round!;
      const answer = await bySeat(round.seat!).move(tableId, { type: 'solve', answer: round.puzzle.answer });
      expect(answer.statusCode).toBe(200);
    }
    await fixture.test.app.fortuneWheelRunner.tick(); // the round's prizes, round 2's presence check
    await sleep(1600); // the presence check (1.5 s) is over
    await fixture.test.app.fortuneWheelRunner.tick(); // nobody left: the show ends
    const finished = await showOf(players[0]!, showId);
    expect(finished).toMatchObject({ status: 'finished' });
    expect(finished.prizes_paid).toBeGreaterThan(0);
    expect(await showTables()).toEqual(opened);
  }, 30_000);
});
