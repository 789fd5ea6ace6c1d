import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { gate, heldHouse, openCrashRound, type HeldStep } from '../../../test/helpers/house-race';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { createHouseGamesRepository } from './house-games.repository';

// A bet whose placing overlaps its round's settlement (bench:crash under load, issue 19): every accepted
// bet is settled exactly once, and a bet debited but not accepted is refunded. The interleavings are held
// open with gates around one repository step, so they happen every time.

const test = houseTestApp();
const { clock } = test;

/** A crash service on the test app's database and wallet whose steps can be held (test/helpers/house-race.ts). */
function serviceWith(hold: Partial<Record<HeldStep, Promise<void>>>) {
  const { house, reached } = heldHouse(test.app, test.database, hold, clock.now);
  return { service: house, reached };
}

/** A player with ₹500 and a crash launch token (test/helpers/house-player.ts). */
const newPlayer = () => housePlayer(test.app, 500, CRASH_GAME_CODE);

const balance = (player: LoginSuccess) => playerBalance(test.app, player);
const statuses = async (player: LoginSuccess) =>
  (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows.map((row) => row.status);

describe('a crash bet placed while its round settles', () => {
  it('refunds a bet that joins the round after the settlement read its bets', async () => {
    const { player, token } = await newPlayer();
    const insert = gate();
    const { service, reached } = serviceWith({ insertBet: insert.opened });
    const round = await openCrashRound(service, clock);
    const receivedAt = new Date(round.bettingClosesAt.getTime() - 1);

    const placing = service.placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: null,
      receivedAt,
    });
    await reached.insertBet.opened; // the bet passed the window check and waits to be inserted
    clock.advance(round.endsAt.getTime() + 10_000 - clock.now().getTime());
    await service.settleRound(round);
    insert.open();

    expect(await placing).toMatchObject({ ok: false, statusCode: 409 });
    expect(await statuses(player)).toEqual(['refunded']);
    expect(await balance(player)).toBe(500);
  });

  it('refunds a bet whose debit lands after the settlement read it as placing, never leaving it open', async () => {
    const { player, token } = await newPlayer();
    const read = gate();
    const debitHeld = gate();
    const { service, reached } = serviceWith({ roundBets: read.opened, debit: debitHeld.opened });
    const round = await openCrashRound(service, clock);
    const receivedAt = new Date(round.bettingClosesAt.getTime() - 1);

    const placing = service.placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: null,
      receivedAt,
    });
    await reached.debit.opened; // inserted as `placing`, the debit about to go out
    clock.advance(round.endsAt.getTime() + 10_000 - clock.now().getTime());
    const settling = service.settleRound(round);
    await reached.roundBets.opened; // the settlement has read the bet as `placing`
    debitHeld.open();
    const answer = await placing; // the debit went through; the bet tried to open
    read.open();
    await settling;

    expect(answer).toMatchObject({ ok: false, statusCode: 409 });
    expect(await statuses(player)).toEqual(['refunded']);
    expect(await balance(player)).toBe(500);
  });

  it('the sweep closes a bet left open in a settled round', async () => {
    const { player, token } = await newPlayer();
    const { service } = serviceWith({});
    const round = await openCrashRound(service, clock);
    const placed = await service.placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: null,
    });
    expect(placed.ok).toBe(true);
    // The process stopped after closing the round and before settling its bets.
    await createHouseGamesRepository(test.database.db).setRoundState(round.id, ['betting'], 'settled');
    expect(await statuses(player)).toEqual(['open']);

    expect(await service.sweep(CRASH_GAME_CODE)).toBe(1);
    expect(await statuses(player)).toEqual(['lost']);
    expect(await balance(player)).toBe(400);
    expect(await service.sweep(CRASH_GAME_CODE)).toBe(0);
  });
});
