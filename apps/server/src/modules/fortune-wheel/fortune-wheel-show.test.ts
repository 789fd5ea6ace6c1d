import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { FortuneWheelState } from '@khelo/games/fortune-wheel/state';
import { loginByMobile } from '../../../test/helpers/auth';
import { useFortuneShowApp } from '../../../test/helpers/fortune-show';
import { playerCall } from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';
import { sleep, tableClient, waitFor } from '../../../test/helpers/tables';

// A whole show with short timers: three registered players, the presence check (one of them absent, so the
// round has two), the round on the table runtime played through the table calls, its prizes as bonus,
// the audience draw, the show finished within its budget. The engine's rules are tested in packages/games.

const fixture = useFortuneShowApp({
  presenceMs: 1500,
  turnMs: 5000,
  solveMs: 5000,
  bonusMs: 5000,
  revealMs: 5000,
  sweepMs: 50,
});
const { showOf } = fixture;

describe('a Fortune Wheel show', () => {
  it('checks presence, seats the present picks, plays the round and pays its prizes', async () => {
    const admin = await createStaff(fixture.test.app, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    await fixture.test.app.inject({
      method: 'POST',
      url: '/staff/fortune-wheel/budget',
      headers: auth,
      payload: { amount: 1000, reason: 'test show' },
    });
    // Players first: on a loaded machine their logins take longer than the wait before the show starts.
    const players = [
      await loginByMobile(fixture.test.app),
      await loginByMobile(fixture.test.app),
      await loginByMobile(fixture.test.app),
    ];
    const startsAt = Date.now() + 3000;
    const created = await fixture.test.app.inject({
      method: 'POST',
      url: '/staff/fortune-wheel/shows',
      headers: auth,
      payload: {
        title: 'Test show',
        language: 'en',
        starts_at: new Date(startsAt).toISOString(),
        budget: 800,
        rupees_per_point: 0.1,
        audience_prize: 5,
      },
    });
    const showId = created.json<{ show: { id: string } }>().show.id;
    for (const player of players)
      await playerCall(fixture.test.app, player, '/api/fortune-wheel/register', { show_id: showId });

    await sleep(startsAt - Date.now() + 100);
    await fixture.test.app.fortuneWheelRunner.tick(); // the draw
    await fixture.test.app.fortuneWheelRunner.tick(); // round 1: the presence check opens
    const [here1, here2, away] = players as [LoginSuccess, LoginSuccess, LoginSuccess];
    const checking = await showOf(here1, showId);
    expect(checking).toMatchObject({ status: 'drawn', round: 1, table_id: null, role: 'onstage' });
    await showOf(here2, showId);
    await sleep(1600); // the presence check (1.5 s) is over
    await fixture.test.app.fortuneWheelRunner.tick(); // the check is over: a table for the two who were here
    const seated = await showOf(here1, showId);
    expect(seated).toMatchObject({ contestant: true });
    expect((await showOf(away, showId)).contestant).toBe(false);
    const tableId = seated.table_id!;

    // The round, through the table calls: the toss-up by here1, each puzzle solved at once.
    const clients = new Map([here1, here2].map((p) => [p.player_id, tableClient(fixture.test.app, p)]));
    const state = async () =>
      (await fixture.test.app.tables.repository.table(tableId))!.state as FortuneWheelState;
    const seats = (
      await fixture.test.app.tables.repository.activeSeats(fixture.test.app.tables.repository.db, tableId)
    ).sort((a, b) => a.seat - b.seat);
    const bySeat = (seat: number) => clients.get(seats.find((s) => s.seat === seat)!.playerId!)!;
    await waitFor('the deal', async () => ((await state()).round ? true : undefined));
    expect((await bySeat(0).move(tableId, { type: 'buzz' })).statusCode).toBe(200);
    for (let step = 0; step < 6 && !(await state()).outcome; step++) {
      const round = (await state()).round!;
      const answer = await bySeat(round.seat!).move(tableId, { type: 'solve', answer: round.puzzle.answer });
      expect(answer.statusCode).toBe(200);
    }
    const outcome = (await state()).outcome!;
    expect(outcome.bonus).toMatchObject({ seat: 0, solved: true });

    await fixture.test.app.fortuneWheelRunner.tick(); // prizes of round 1, presence check of round 2
    await sleep(1600); // the presence check (1.5 s) is over
    await fixture.test.app.fortuneWheelRunner.tick(); // nobody left to pick: the show ends
    const finished = await showOf(here1, showId);
    expect(finished).toMatchObject({ status: 'finished', table_id: null });
    expect(finished.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const seat0 = seats.find((s) => s.seat === 0)!.playerId!;
    const wanted = outcome.totals.reduce((sum, t) => sum + t.total * 10, 0) + outcome.bonus!.prize;
    expect(finished.prizes_paid).toBe(Math.min(800, wanted / 100));
    const winner = seat0 === here1.player_id ? here1 : here2;
    expect((await showOf(winner, showId)).prizes_won).toBeGreaterThan(0);
    const bonus = await playerCall(fixture.test.app, winner, '/api/bonus/summary');
    expect(bonus.json<{ bonus_balance: number }>().bonus_balance).toBeGreaterThan(0);
  }, 30_000);
});
