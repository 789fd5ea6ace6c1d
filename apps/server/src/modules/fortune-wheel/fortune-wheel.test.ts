import { describe, expect, it, vi } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { drawStage } from '@khelo/games/fortune-wheel/index';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { history, moneyTestApp, playerCall } from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';

interface Answer {
  message: string;
  reason?: string;
  puzzles: { id: number }[];
  puzzle: { id: number; answer: string; active: boolean };
  show: { id: string };
  shows: {
    id: string;
    role: string;
    status: string;
    server_seed: string;
    prizes_paid: number;
    budget: number;
    onstage: string[];
    alternates: string[];
    audience: string[];
    names: Record<string, string>;
  }[];
  balance: number;
  reserved: number;
  available: number;
  entries: { amount: number; remarks: string }[];
}

// The promotion around the rounds over HTTP: the operator's puzzle set, the budget staff fund, a show on the
// schedule, one registration per player per show, the draw from the show's seed, prizes capped by the budget.

const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
const test = moneyTestApp(clock.now);

async function call(player: LoginSuccess, url: string, body: Record<string, unknown> = {}) {
  const response = await playerCall(test.app, player, url, body);
  return { statusCode: response.statusCode, json: () => response.json<Answer>() };
}

async function staffCall(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, json: () => response.json<Answer>() };
}

describe('Fortune Wheel: the back office', () => {
  it('keeps an editable puzzle set and refuses an answer the board cannot show', async () => {
    const admin = await createStaff(test.app, 'admin');
    const list = await staffCall(admin.token, 'GET', '/staff/fortune-wheel/puzzles?language=hi');
    expect(list.statusCode).toBe(200);
    expect(list.json().puzzles.length).toBeGreaterThanOrEqual(8);
    const bad = await staffCall(admin.token, 'POST', '/staff/fortune-wheel/puzzles', {
      language: 'en',
      category: 'Food',
      answer: 'CAFÉ NOIR',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^answer: "É" cannot be on the board/);
    const added = await staffCall(admin.token, 'POST', '/staff/fortune-wheel/puzzles', {
      language: 'en',
      category: 'Food',
      answer: 'Pani Puri',
    });
    expect(added.json().puzzle).toMatchObject({ answer: 'Pani Puri', active: true });
    const retired = await staffCall(
      admin.token,
      'POST',
      `/staff/fortune-wheel/puzzles/${added.json().puzzle.id}`,
      { active: false },
    );
    expect(retired.json().puzzle.active).toBe(false);
    const support = await createStaff(test.app, 'support');
    expect(
      (
        await staffCall(support.token, 'POST', '/staff/fortune-wheel/puzzles', {
          language: 'en',
          category: 'X',
          answer: 'ABC',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('Fortune Wheel: a show', () => {
  it('registers once per player, draws the picks from its seed and pays no more than its budget', async () => {
    const admin = await createStaff(test.app, 'admin');
    const before = (await staffCall(admin.token, 'GET', '/staff/fortune-wheel/budget')).json();
    await staffCall(admin.token, 'POST', '/staff/fortune-wheel/budget', {
      amount: 1000,
      reason: 'December shows',
    });
    const startsAt = new Date(clock.now().getTime() + 60_000).toISOString();
    const show = {
      title: 'Diwali night',
      language: 'en',
      starts_at: startsAt,
      rupees_per_point: 0.1,
      audience_prize: 10,
    };
    const tooBig = await staffCall(admin.token, 'POST', '/staff/fortune-wheel/shows', {
      ...show,
      budget: before.available + 1001,
    });
    expect(tooBig.statusCode).toBe(409);
    const created = await staffCall(admin.token, 'POST', '/staff/fortune-wheel/shows', {
      ...show,
      budget: 500,
    });
    expect(created.json().message).toBe('show scheduled');
    const showId: string = created.json().show.id;
    expect((await staffCall(admin.token, 'GET', '/staff/fortune-wheel/budget')).json()).toMatchObject({
      balance: before.balance + 1000,
      reserved: before.reserved + 500,
    });

    const players: LoginSuccess[] = [];
    for (let i = 0; i < 9; i++) players.push(await loginByMobile(test.app));
    for (const player of players)
      expect((await call(player, '/api/fortune-wheel/register', { show_id: showId })).statusCode).toBe(200);
    const again = await call(players[0]!, '/api/fortune-wheel/register', { show_id: showId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already_registered' });
    expect(
      (await call(players[0]!, '/api/fortune-wheel/register', { show_id: 'nope' })).json().message,
    ).toMatch(/show_id/);
    expect(
      (
        await call(players[0]!, '/api/fortune-wheel/register', {
          show_id: showId,
          player_id: players[1]!.player_id,
        })
      ).statusCode,
    ).toBe(403);

    clock.advance(61_000);
    const late = await loginByMobile(test.app);
    expect((await call(late, '/api/fortune-wheel/register', { show_id: showId })).json()).toMatchObject({
      reason: 'registration_closed',
    });
    const picks = await test.app.fortuneWheel.draw(showId);
    expect(picks!.onstage).toHaveLength(7);
    expect(picks!.alternates).toHaveLength(2);
    const mine = (await call(players[0]!, '/api/fortune-wheel/shows'))
      .json()
      .shows.find((s) => s.id === showId)!;
    expect(['onstage', 'alternate']).toContain(mine.role);

    const [a, b] = picks!.onstage;
    await test.app.fortuneWheel.payRound(
      showId,
      {
        round: 1,
        contestants: [
          { playerId: a!, points: 3000 },
          { playerId: b!, points: 1500 },
        ],
        bonus: { playerId: a!, prizePaise: 20_000n, solved: true },
      },
      10,
    );
    await test.app.fortuneWheel.finish(showId);
    expect(await test.app.fortuneWheel.postPending()).toBe(3);
    expect(await test.app.fortuneWheel.postPending()).toBe(0);

    const staffShow = (await staffCall(admin.token, 'GET', '/staff/fortune-wheel/shows'))
      .json()
      .shows.find((s) => s.id === showId)!;
    expect(staffShow).toMatchObject({ status: 'finished', prizes_paid: 500, budget: 500 });
    // Staff read the picks by the players' names: every pick (stage, alternates, audience) and nobody else.
    const nameOf = new Map(players.map((p) => [p.player_id, p.display_name]));
    const picked = [...staffShow.onstage, ...staffShow.alternates, ...staffShow.audience];
    expect(staffShow.names).toEqual(Object.fromEntries(picked.map((id) => [id, nameOf.get(id)])));
    expect(picked).toHaveLength(9);
    // The draw again from the revealed seed and the registered list.
    expect(
      drawStage(
        players.map((p) => p.player_id),
        staffShow.server_seed,
        showId,
      ),
    ).toMatchObject({ onstage: picks!.onstage, alternates: picks!.alternates });
    const after = (await staffCall(admin.token, 'GET', '/staff/fortune-wheel/budget')).json();
    expect(after).toMatchObject({ balance: before.balance + 500, reserved: before.reserved });
    // The account's rows, newest first: the prizes out (−), the funding in (+); they account for the balance.
    const rows = after.entries;
    expect(rows.at(-1)).toMatchObject({
      amount: 1000,
      remarks: 'Fortune Wheel prize budget: December shows',
    });
    expect(rows.slice(0, -1).every((row) => row.amount < 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(500, 2);
    const winner = players.find((p) => p.player_id === a)!;
    const bonusRows = (await history(test.app, winner, 'bonus')).data.map((row) => [
      row.transaction_details.remarks,
      row.amount,
    ]);
    expect(bonusRows).toEqual(
      expect.arrayContaining([
        ['Fortune Wheel, Diwali night: round prize', 300],
        ['Fortune Wheel, Diwali night: bonus round prize', 50],
      ]),
    );
  });
  it('finishes a show and records its audience prizes together: a failure leaves it to finish again', async () => {
    const admin = await createStaff(test.app, 'admin');
    await staffCall(admin.token, 'POST', '/staff/fortune-wheel/budget', { amount: 100, reason: 'Audience' });
    const startsAt = clock.now().getTime() + 60_000;
    const created = await staffCall(admin.token, 'POST', '/staff/fortune-wheel/shows', {
      title: 'Audience night',
      language: 'en',
      starts_at: new Date(startsAt).toISOString(),
      budget: 50,
      rupees_per_point: 0.01,
      audience_prize: 5,
    });
    const showId: string = created.json().show.id;
    // One player more than the draw picks for the stage and as alternates: the last can only win in the audience.
    const { onstagePicks, alternatePicks } = test.app.fortuneWheel.settings;
    const players: LoginSuccess[] = [];
    for (let i = 0; i < onstagePicks + alternatePicks + 1; i++) players.push(await loginByMobile(test.app));
    for (const player of players) await call(player, '/api/fortune-wheel/register', { show_id: showId });
    clock.advance(61_000);
    await test.app.fortuneWheel.draw(showId);
    for (const player of players) await call(player, '/api/fortune-wheel/presence', { show_id: showId });
    const shown = async () =>
      (await staffCall(admin.token, 'GET', '/staff/fortune-wheel/shows'))
        .json()
        .shows.find((s) => s.id === showId)!;

    // The prizes' rows fail to save (a process that dies there): the show is not finished without them.
    const insert = vi
      .spyOn(test.app.fortuneWheel.repository, 'insertPrizes')
      .mockRejectedValueOnce(new Error('process died'));
    await expect(test.app.fortuneWheel.finish(showId)).rejects.toThrow('process died');
    insert.mockRestore();
    expect(await shown()).toMatchObject({ status: 'drawn', prizes_paid: 0, audience: [] });

    // The next try finishes it, and a finished show already counts its audience prize.
    await test.app.fortuneWheel.finish(showId);
    const finished = await shown();
    expect(finished).toMatchObject({ status: 'finished', prizes_paid: 5 });
    expect(finished.audience).toHaveLength(1);
    expect(await test.app.fortuneWheel.postPending()).toBe(1);
    const watcher = players.find((p) => p.player_id === finished.audience[0])!;
    const rows = (await history(test.app, watcher, 'bonus')).data.filter((row) =>
      row.transaction_details.remarks.startsWith('Fortune Wheel'),
    );
    expect(rows.map((row) => [row.transaction_details.remarks, row.amount])).toEqual([
      ['Fortune Wheel, Audience night: audience prize', 5],
    ]);
  });
});
