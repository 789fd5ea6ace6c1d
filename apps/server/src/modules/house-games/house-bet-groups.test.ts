import { describe, expect, it, vi } from 'vitest';
import { CRASH_GAME_CODE, type HouseBet, type HouseEvent } from '@khelo/contracts/house-games';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { openCrashRound } from '../../../test/helpers/crash-round';
import { presentBet } from './house-games.presenter';
import { createHouseGamesRepository } from './house-games.repository';

// Bets that arrive together are written together (ADR 037): one debit-batch call to the wallet-api, one
// event for the room, and each player still gets the answer a bet alone would get.

const test = houseTestApp();
const service = () => test.app.houseGames.service;

const openRound = () => openCrashRound(test);

const bet = (token: string, slot: number, amount: number) =>
  test.app.inject({
    method: 'POST',
    url: '/house/crash/bet',
    payload: { token, game_code: CRASH_GAME_CODE, slot, amount },
  });

describe('house bets placed together', () => {
  it('answers each bet of a burst as if alone, with one wallet call and one event', async () => {
    const players = await Promise.all(
      Array.from({ length: 12 }, (_, index) => housePlayer(test.app, index === 0 ? 5 : 100, CRASH_GAME_CODE)),
    );
    await openRound();
    const events: HouseEvent[] = [];
    const room = vi.spyOn(test.app.io, 'to').mockImplementation(
      () =>
        ({
          emit: (_name: string, event: HouseEvent) => void events.push(event),
        }) as never,
    );
    const walletCalls: string[] = [];
    const inject = test.app.inject.bind(test.app);
    const spy = vi.spyOn(test.app, 'inject').mockImplementation(((options: { url?: string }) => {
      if (typeof options.url === 'string' && options.url.startsWith('/wallet-api/'))
        walletCalls.push(options.url);
      return inject(options as never);
    }) as never);
    let answers;
    try {
      answers = await Promise.all([
        ...players.map((player) => bet(player.token, 1, 10)),
        // The same slot twice in one burst: one of them is refused.
        bet(players[1]!.token, 1, 10),
      ]);
    } finally {
      spy.mockRestore();
    }
    // The room hears the new bets on its next tick (ROOM_EVENT_MS), not one event a group.
    const announced = () =>
      events.filter((event) => event.kind === 'bet').flatMap((event) => event.bets ?? []);
    await vi.waitFor(() => expect(announced()).toHaveLength(11));
    room.mockRestore();
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes[0]).toBe(402); // ₹5 for a ₹10 bet
    expect(answers[0].json()).toMatchObject({ balance: players[0]!.start });
    expect(codes.slice(2, 12)).toEqual(Array(10).fill(200));
    // The second player's two bets on slot 1: whichever came first is taken, the other refused.
    expect([codes[1], codes[12]].sort()).toEqual([200, 409]);
    const refused = codes[1] === 409 ? answers[1]! : answers[12]!;
    expect(refused.json<{ message: string }>().message).toMatch(/slot/i);
    for (const [index, player] of players.entries())
      expect(await playerBalance(test.app, player.player)).toBe(player.start - (index === 0 ? 0 : 10));

    // The eleven debits in a few signed calls: requests parsed over a few turns of the event loop make a
    // few groups (two may be in flight at once), never one call a bet.
    expect(walletCalls.every((url) => url === '/wallet-api/debit-batch')).toBe(true);
    expect(walletCalls.length).toBeLessThanOrEqual(4);
    expect(events.filter((event) => event.kind === 'bet').length).toBeLessThanOrEqual(2);

    // A group reads nothing back: each answer and each announced bet is the row as stored.
    const repository = createHouseGamesRepository(test.database.db);
    const taken = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ bet: HouseBet }>());
    for (const answer of taken) {
      const stored = await repository.bet(answer.bet.bet_id);
      expect(stored?.status).toBe('open');
      expect(answer.bet).toEqual(presentBet(stored!));
    }
    const storedAnnounced = await Promise.all(announced().map((shown) => repository.bet(shown.bet_id)));
    expect(announced()).toEqual(storedAnnounced.map((row) => presentBet(row!)));

    const state = await service().state(CRASH_GAME_CODE, players[1]!.token);
    expect(state.bets.filter((row) => row.mine)).toHaveLength(1);
    expect(await test.app.ledger.invariants()).toMatchObject({ postingsTotal: 0n, driftedAccounts: 0 });
  });

  it('refuses the bets of a burst that arrived after the window closed, and takes the rest', async () => {
    const [early, late] = await Promise.all([
      housePlayer(test.app, 50, CRASH_GAME_CODE),
      housePlayer(test.app, 50, CRASH_GAME_CODE),
    ]);
    const round = await openRound();
    const [inTime, tooLate] = await Promise.all([
      service().placeBet({
        token: early.token,
        gameCode: CRASH_GAME_CODE,
        slot: 1,
        selection: 'crash',
        paise: 1_000,
        autoCashout: null,
        receivedAt: new Date(round.bettingClosesAt.getTime() - 1),
      }),
      service().placeBet({
        token: late.token,
        gameCode: CRASH_GAME_CODE,
        slot: 1,
        selection: 'crash',
        paise: 1_000,
        autoCashout: null,
        receivedAt: round.bettingClosesAt,
      }),
    ]);
    expect(inTime.ok).toBe(true);
    expect(tooLate).toMatchObject({ ok: false, statusCode: 409 });
    expect(await playerBalance(test.app, late.player)).toBe(late.start);
  });

  it('shows a round’s largest bets and the viewer’s own, with the count of all', async () => {
    const players = await Promise.all(
      [10, 40, 20, 30].map(() => housePlayer(test.app, 100, CRASH_GAME_CODE)),
    );
    const round = await openRound();
    for (const [index, amount] of [10, 40, 20, 30].entries())
      expect((await bet(players[index]!.token, 1, amount)).statusCode).toBe(200);
    const repository = createHouseGamesRepository(test.database.db);
    const shown = await repository.shownBets(round.id, players[0]!.player.player_id, 2);
    expect(shown.count).toBe(4);
    // The two largest (₹40, ₹30) and the viewer's ₹10, in the order placed.
    expect(shown.bets.map((row) => row.stakePaise)).toEqual([1_000, 4_000, 3_000]);
    const visitor = await repository.shownBets(round.id, null, 2);
    expect(visitor.bets.map((row) => row.stakePaise)).toEqual([4_000, 3_000]);

    const state = await service().state(CRASH_GAME_CODE, players[0]!.token);
    expect(state.bet_count).toBe(4);
    expect(state.bets).toHaveLength(4); // fewer than ROOM_BETS_SHOWN: all of them
    expect(state.bets.filter((row) => row.mine).map((row) => row.amount)).toEqual([10]);
  });
});
