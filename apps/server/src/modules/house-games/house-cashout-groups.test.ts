import { describe, expect, it, vi } from 'vitest';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { crashPayout, msToReach, multiplierAt } from '@khelo/games/crash';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { openCrashRound } from '../../../test/helpers/crash-round';

// Cash-outs that arrive together are written together (ADR 041): one statement moves them to won, one
// credit-batch call pays them, and each caller gets the answer a cash-out alone would get.

const test = houseTestApp();
const { clock } = test;
const service = () => test.app.houseGames.service;

/** A round that flies to at least 2x, with one ₹100 bet (slot 1, auto cash-out `auto`) of each token. */
async function flyingRound(tokens: string[], auto: (index: number) => number | null = () => null) {
  const round = await openCrashRound(test, 200);
  const betIds: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const bet = await service().placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: auto(index),
    });
    if (!bet.ok) throw new Error(`bet refused: ${bet.message}`);
    betIds.push(bet.bet.id);
  }
  clock.advance(7_000);
  await service().startRound(round);
  return { round, betIds };
}

function countWalletCalls() {
  const calls: string[] = [];
  const inject = test.app.inject.bind(test.app);
  const spy = vi.spyOn(test.app, 'inject').mockImplementation(((options: { url?: string }) => {
    if (typeof options.url === 'string' && options.url.startsWith('/wallet-api/')) calls.push(options.url);
    return inject(options as never);
  }) as never);
  return { calls, restore: () => spy.mockRestore() };
}

describe('crash cash-outs placed together', () => {
  it('answers each cash-out of a burst as if alone, in one credit call; a refused one takes nothing from the rest', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, () => housePlayer(test.app, 500, CRASH_GAME_CODE)),
    );
    const { round, betIds } = await flyingRound(players.map((player) => player.token));
    const at = (index: number) => new Date(round.startsAt.getTime() + msToReach(120 + index * 10));
    clock.advance(msToReach(190));
    const wallet = countWalletCalls();
    let answers;
    try {
      answers = await Promise.all([
        ...players
          .slice(0, 4)
          .map((player, index) => service().cashout(player.token, betIds[index]!, at(index))),
        // Another player's bet, a cash-out after the crash, and the same bet twice.
        service().cashout(players[4]!.token, betIds[0]!, at(0)),
        service().cashout(players[5]!.token, betIds[5]!, round.endsAt),
        service().cashout(players[3]!.token, betIds[3]!, at(3)),
      ]);
    } finally {
      wallet.restore();
    }
    for (const index of [0, 1, 2, 3]) {
      const answer = answers[index]!;
      const multiplier = multiplierAt(at(index).getTime() - round.startsAt.getTime());
      expect(answer).toMatchObject({ ok: true, balance: 400 + crashPayout(10_000, multiplier) / 100 });
      expect(answer.ok && answer.bet.cashoutMultiplier).toBe(multiplier);
    }
    expect(answers[4]).toMatchObject({ ok: false, statusCode: 404 });
    expect(answers[5]).toMatchObject({ ok: false, statusCode: 409 });
    expect(answers[6]).toMatchObject({ ok: false, statusCode: 409 });
    expect(wallet.calls.every((url) => url === '/wallet-api/credit-batch')).toBe(true);
    expect(wallet.calls.length).toBeLessThanOrEqual(2);

    await service().settleRound(round);
    for (const [index, player] of players.entries()) {
      const multiplier = multiplierAt(at(index).getTime() - round.startsAt.getTime());
      expect(await playerBalance(test.app, player.player)).toBe(
        index < 4 ? 400 + crashPayout(10_000, multiplier) / 100 : 400,
      );
    }
    expect(await test.app.ledger.invariants()).toMatchObject({ postingsTotal: 0n, driftedAccounts: 0 });
  });

  it('pays the auto cash-outs a tick reached in one statement and one credit call', async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => housePlayer(test.app, 500, CRASH_GAME_CODE)),
    );
    const { round } = await flyingRound(
      players.map((player) => player.token),
      (index) => (index < 3 ? 150 : 190),
    );
    const wallet = countWalletCalls();
    try {
      await service().autoCashouts(round, 160);
    } finally {
      wallet.restore();
    }
    expect(wallet.calls).toEqual(['/wallet-api/credit-batch']);
    for (const [index, player] of players.entries())
      expect(await playerBalance(test.app, player.player)).toBe(
        index < 3 ? 400 + crashPayout(10_000, 150) / 100 : 400,
      );
    await service().settleRound(round);
    expect(await playerBalance(test.app, players[3]!.player)).toBe(400 + crashPayout(10_000, 190) / 100);
    expect(await test.app.ledger.invariants()).toMatchObject({ postingsTotal: 0n, driftedAccounts: 0 });
  });
});
