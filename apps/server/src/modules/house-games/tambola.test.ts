import { describe, expect, it } from 'vitest';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import {
  TAMBOLA_GAME_CODE,
  TAMBOLA_MESSAGES,
  TAMBOLA_PRIZES,
  type TambolaState,
} from '@khelo/contracts/house-tambola';
import type { LaunchMode } from '@khelo/contracts/practice';
import { callOrder, generateTicket, hasPrize, isValidTicket } from '@khelo/games/tambola/index';
import { gameHistoryOf, housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { createStaff } from '../../../test/helpers/staff';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { prizeAmounts } from './tambola.config';

// Tambola through HTTP with real launches and wallet-api calls; games are driven by hand on a manual
// clock (the service's steps), except the restart test, which runs the scheduler on real short timers.

const test = houseTestApp();
const { clock } = test;

const tambola = () => test.app.tambola;
const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url, payload: { game_code: TAMBOLA_GAME_CODE, ...payload } });
const buy = (token: string, count: number, autoClaim = true) =>
  post('/house/tambola/buy', { token, count, auto_claim: autoClaim });
const claim = (token: string, ticketId: number, prize: string) =>
  post('/house/tambola/claim', { token, ticket_id: ticketId, prize });
const stateCall = (token: string, roundId?: number | string) =>
  test.app.inject({
    method: 'GET',
    url: `/house/${TAMBOLA_GAME_CODE}/state?token=${encodeURIComponent(token)}${roundId === undefined ? '' : `&round_id=${roundId}`}`,
  });
async function stateOf(token: string, roundId?: number): Promise<TambolaState> {
  return (await stateCall(token, roundId)).json<TambolaState>();
}

async function openGame(mode: LaunchMode = 'real') {
  clock.advance(120_000);
  // A game left open by an earlier test is voided first: every test starts on a fresh game.
  const open = await tambola().current(mode);
  if (open) await tambola().voidGame(open.round.id);
  const round = await tambola().openGame(mode, new Date(clock.now().getTime() + 30_000));
  if (!round) throw new Error('no game opened');
  return round;
}

/** Calls until the game ends; `between` runs after every step (claims). Returns the steps made. */
async function callToTheEnd(round: Awaited<ReturnType<typeof openGame>>, between?: () => Promise<void>) {
  clock.advance(31_000);
  expect(await tambola().startGame(round)).toBe(true);
  for (let steps = 1; steps <= 92; steps++) {
    clock.advance(tambola().settings.callMs);
    if (await tambola().step(round)) return steps;
    await between?.();
  }
  throw new Error('the game did not end');
}

describe('tambola (MZ010021)', () => {
  it('sells 1–6 tickets before the start, refuses bad input with a 4xx naming the field', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const { token: crashToken } = await housePlayer(test.app, 500, CRASH_GAME_CODE);
    const round = await openGame();
    for (const [count, message] of [
      [0, 'count: must be at least 1'],
      [7, 'count: must be at most 6'],
      [1.5, 'count: must be a whole number'],
    ] as const) {
      const answer = await buy(token, count);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect((await buy('nope', 1)).statusCode).toBe(401);
    expect((await buy(crashToken, 1)).statusCode).toBe(403);
    const bought = await buy(token, 4);
    expect(bought.statusCode).toBe(200);
    const body = bought.json<{
      tickets: { ticket_id: number; index: number; rows: (number | null)[][] }[];
      balance: number;
    }>();
    expect(body.tickets.map((ticket) => ticket.index)).toEqual([0, 1, 2, 3]);
    expect(body.tickets.every((ticket) => isValidTicket(ticket.rows))).toBe(true);
    expect(body.balance).toBe(start - 40);
    const tooMany = await buy(token, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toBe(TAMBOLA_MESSAGES.tooManyTickets);
    expect(await playerBalance(test.app, player)).toBe(start - 40);
    // Another player sees their own tickets only, and no number before the first call.
    const other = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const seen = await stateOf(other.token);
    expect(seen.game?.my_tickets).toEqual([]);
    expect(seen.game?.tickets_sold).toBe(4);
    expect(seen.game?.called).toEqual([]);
    expect(seen.game?.round.server_seed).toBeNull();
    // Before sales close a share prize has no amount yet, only its share of the sales.
    expect(seen.game?.prizes.find((prize) => prize.prize === 'full-house')).toMatchObject({
      amount: null,
      share_percent: 45,
    });
    // After the start, sales are closed.
    clock.advance(31_000);
    expect(await tambola().startGame(round)).toBe(true);
    const late = await buy(other.token, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(TAMBOLA_MESSAGES.salesClosed);
    // Once sales close it is an amount: 45 % of ₹40 less the 10 % rake.
    expect(
      (await stateOf(other.token)).game?.prizes.find((prize) => prize.prize === 'full-house'),
    ).toMatchObject({
      amount: 16.2,
      share_percent: 45,
    });
  });

  it('calls from the committed seed, checks claims, pays every prize once and conserves the money', async () => {
    const a = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const b = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const c = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    // A claims by hand; B and C let the server claim.
    expect((await buy(a.token, 3, false)).statusCode).toBe(200);
    expect((await buy(b.token, 2)).statusCode).toBe(200);
    expect((await buy(c.token, 1)).statusCode).toBe(200);
    const sales = 6 * tambola().settings.ticketPricePaise;
    const amounts = prizeAmounts(tambola().settings, sales);
    const aTickets = (await stateOf(a.token)).game!.my_tickets;
    const claimed = new Set<string>();
    let refused = 0;
    const steps = await callToTheEnd(round, async () => {
      const state = await stateOf(a.token);
      const called = state.game!.called;
      for (const ticket of aTickets)
        for (const prize of state.game!.prizes.filter((row) => row.won_at_call === null)) {
          const key = `${ticket.ticket_id}:${prize.prize}`;
          if (claimed.has(key)) continue;
          if (hasPrize(ticket.rows, prize.prize, called)) {
            const answer = await claim(a.token, ticket.ticket_id, prize.prize);
            expect(answer.statusCode, answer.body).toBe(200);
            claimed.add(key);
          } else if (prize.prize === 'full-house' && refused === 0) {
            // A wrong claim: refused with a 409 that says why, and nothing changes.
            const answer = await claim(a.token, ticket.ticket_id, 'full-house');
            expect(answer.statusCode).toBe(409);
            expect(answer.json<{ message: string }>().message).toBe(TAMBOLA_MESSAGES.notCompleted);
            refused++;
          }
        }
    });
    expect(refused).toBe(1);
    // The seed is revealed: the calls and every ticket are the seed's.
    const final = await stateOf(a.token);
    const game = final.game!;
    expect(game.round.phase).toBe('settled');
    const fair = {
      serverSeed: game.round.server_seed!,
      clientSeed: game.round.client_seed,
      nonce: game.round.nonce,
    };
    expect(game.called).toEqual(callOrder(fair, game.combined_client_seed).slice(0, game.called.length));
    expect(steps).toBe(game.called.length + 1);
    for (const ticket of game.my_tickets) expect(ticket.rows).toEqual(generateTicket(fair, ticket.index));
    // Everyone claimed at the call that completed a prize, so the winners are the engine's.
    const tickets = await tambola().state(b.token);
    expect(tickets!.game!.tickets_sold).toBe(6);
    const paid = new Map<string, number>();
    for (const prize of game.prizes) {
      expect(prize.won_at_call).not.toBeNull();
      expect(prize.amount).toBe(amounts[prize.prize] / 100);
      const share = Math.floor(amounts[prize.prize] / prize.winners.length) / 100;
      for (const winner of prize.winners) {
        expect(winner.amount).toBe(share);
        paid.set(winner.player, (paid.get(winner.player) ?? 0) + share);
      }
    }
    const totalPaid = [...paid.values()].reduce((sum, value) => sum + value, 0);
    const changes = await Promise.all(
      [a, b, c].map(async (player) => (await playerBalance(test.app, player.player)) - player.start),
    );
    // Money in = stakes; money out = prizes; the house keeps the rake and the paise shares round off.
    expect(Math.round(changes.reduce((sum, value) => sum + value, 0) * 100)).toBe(
      Math.round((totalPaid - sales / 100) * 100),
    );
    expect(totalPaid).toBeLessThanOrEqual(sales / 100);
    const invariants = await test.app.ledger.invariants();
    expect(
      invariants.unbalancedTransactions + invariants.driftedAccounts + invariants.duplicateReferences,
    ).toBe(0);
    expect(invariants.postingsTotal).toBe(0n);
    // /game-history shows each purchase with its tickets and what it won.
    const rows = await gameHistoryOf(test.app, a.player);
    expect(rows[0]).toMatchObject({
      game_code: TAMBOLA_GAME_CODE,
      game_name: 'Tambola',
      stake: 30,
      verifiable: true,
    });
    expect(rows[0]!.selection).toMatch(/^tickets:\d+,\d+,\d+$/);
    // …and the prizes it won, whose shares add up to its payout.
    const detailed = rows[0] as unknown as {
      payout: number;
      tambola_prizes: { prize: string; amount: number }[];
    };
    const aWins = game.prizes.flatMap((prize) => prize.winners.filter((w) => w.mine).map(() => prize.prize));
    expect(detailed.tambola_prizes.map((won) => won.prize).sort()).toEqual(aWins.sort());
    expect(detailed.tambola_prizes.reduce((sum, won) => sum + won.amount, 0)).toBeCloseTo(detailed.payout, 2);
  });

  it('shares a prize between the tickets claiming it at the same call; a prize already won is refused', async () => {
    const a = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const b = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    await buy(a.token, 1, false);
    await buy(b.token, 1, false);
    const [aTicket] = (await stateOf(a.token)).game!.my_tickets;
    const [bTicket] = (await stateOf(b.token)).game!.my_tickets;
    clock.advance(31_000);
    await tambola().startGame(round);
    // Call until both tickets have five numbers; both claim early five at that call and share it.
    let called: number[] = [];
    while (!(
      hasPrize(aTicket!.rows, 'early-five', called) && hasPrize(bTicket!.rows, 'early-five', called)
    )) {
      clock.advance(tambola().settings.callMs);
      await tambola().step(round);
      called = (await stateOf(a.token)).game!.called;
    }
    expect((await claim(a.token, aTicket!.ticket_id, 'early-five')).statusCode).toBe(200);
    expect((await claim(b.token, bTicket!.ticket_id, 'early-five')).statusCode).toBe(200);
    expect((await claim(b.token, aTicket!.ticket_id, 'early-five')).statusCode).toBe(404);
    clock.advance(tambola().settings.callMs);
    await tambola().step(round);
    const early = (await stateOf(a.token)).game!.prizes.find((prize) => prize.prize === 'early-five')!;
    expect(early.won_at_call).toBe(called.length);
    expect(early.winners).toHaveLength(2);
    const total = prizeAmounts(tambola().settings, 2 * tambola().settings.ticketPricePaise)['early-five'];
    expect(early.winners.map((winner) => winner.amount)).toEqual([
      Math.floor(total / 2) / 100,
      Math.floor(total / 2) / 100,
    ]);
    const gone = await claim(a.token, aTicket!.ticket_id, 'early-five');
    expect(gone.statusCode).toBe(409);
    expect(gone.json<{ message: string }>().message).toBe(TAMBOLA_MESSAGES.prizeGone);
    const bad = await claim(a.token, aTicket!.ticket_id, 'two-lines');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('prize: must be one of');
  });

  it('a staff void refunds every ticket; only admins may void', async () => {
    const a = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    await buy(a.token, 6);
    expect(await playerBalance(test.app, a.player)).toBe(a.start - 60);
    clock.advance(31_000);
    await tambola().startGame(round);
    for (let i = 0; i < 5; i++) {
      clock.advance(tambola().settings.callMs);
      await tambola().step(round);
    }
    const support = await createStaff(test.app, 'support');
    const admin = await createStaff(test.app, 'admin');
    const voidBy = (token: string, reason = 'caller stuck on a number') =>
      test.app.inject({
        method: 'POST',
        url: `/staff/house/tambola/${round.id}/void`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason },
      });
    expect((await voidBy(support.token)).statusCode).toBe(403);
    expect((await voidBy(admin.token, 'x')).statusCode).toBe(400);
    const voided = await voidBy(admin.token);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await voidBy(admin.token)).statusCode).toBe(409);
    expect(await playerBalance(test.app, a.player)).toBe(a.start);
    const state = await stateOf(a.token);
    expect(state.game!.round.phase).toBe('void');
    expect((await gameHistoryOf(test.app, a.player))[0]).toMatchObject({ status: 'refunded', stake: 60 });
  });

  it('shows a finished game by its id after the next one went on sale; refuses a bad or unknown id', async () => {
    const { token } = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    expect((await buy(token, 2)).statusCode).toBe(200);
    await callToTheEnd(round);
    const finished = (await stateOf(token)).game!;
    expect(finished.round.phase).toBe('settled');
    const next = await openGame();
    // The room has moved on to the next game; the finished one is still there by its id, tickets and all.
    expect((await stateOf(token)).game!.round.round_id).toBe(next.id);
    const byId = await stateOf(token, round.id);
    expect(byId.game).toEqual(finished);
    expect(byId.game!.my_tickets).toHaveLength(2);
    // A game of the other mode (practice) is not this room's; an id that is no game is a 404 naming it.
    const practice = await openGame('practice');
    for (const id of [practice.id, next.id + 1000]) {
      const answer = await stateCall(token, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json<{ message: string }>().message).toBe(`round_id: no Tambola game ${id}`);
    }
    for (const bad of ['abc', '0', '1.5']) {
      const answer = await stateCall(token, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain('round_id: must be a game id');
    }
  });

  it('plays practice games with free chips, apart from the cash game', async () => {
    const cashRound = await openGame('real');
    const practiceRound = await openGame('practice');
    expect(practiceRound.id).not.toBe(cashRound.id);
    const player = await housePlayer(test.app, 100, TAMBOLA_GAME_CODE);
    const launched = await test.app.inject({
      method: 'POST',
      url: '/api/practice-launch',
      headers: { authorization: `Bearer ${player.player.token}` },
      payload: { game_code: TAMBOLA_GAME_CODE, player_id: player.player.player_id },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const token = launched.json<{ token: string }>().token;
    const before = (await stateOf(token)).balance!;
    expect((await buy(token, 2)).statusCode).toBe(200);
    const state = await stateOf(token);
    expect(state.mode).toBe('practice');
    expect(state.game!.round.round_id).toBe(practiceRound.id);
    expect(state.balance).toBe(before - 20);
    expect(await playerBalance(test.app, player.player)).toBe(player.start);
    await callToTheEnd(practiceRound);
    const after = await stateOf(token);
    const won = after
      .game!.prizes.flatMap((prize) => prize.winners)
      .reduce((sum, w) => sum + (w.amount ?? 0), 0);
    expect(after.balance).toBeCloseTo(before - 20 + won, 2);
    expect(await playerBalance(test.app, player.player)).toBe(player.start);
    expect(TAMBOLA_PRIZES.length).toBe(after.game!.prizes.length);
  });
});
