import type { FastifyInstance } from 'fastify';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import type { Database } from '../../src/db/client';
import {
  createHouseGamesRepository,
  type HouseGamesRepository,
  type RoundRow,
} from '../../src/modules/house-games/house-games.repository';
import {
  createHouseGamesService,
  type HouseGamesService,
} from '../../src/modules/house-games/house-games.service';
import type { HouseWallet } from '../../src/modules/house-games/house-wallet';
import { houseTimingsFrom } from '../../src/modules/house-games/house-games.config';
import { houseWalletOf } from '../../src/modules/house-games/register-house-games';

// The race tests of the house games' settlement (crash-settle-race, cards-settle-race,
// roulette-settle-race): a repository and a wallet whose steps can be held, so that a bet's placing and its
// round's settlement interleave the same way every time.

export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

export type HeldStep = 'insertBet' | 'roundBets' | 'debit';

/**
 * The test app's house repository and wallet with holds: `insertBet` and `debit` wait before they run,
 * `roundBets` after it has read. `reached.<step>` opens when the step is reached.
 */
export function heldHouse(
  app: FastifyInstance,
  database: Database,
  hold: Partial<Record<HeldStep, Promise<void>>>,
  now: () => Date,
) {
  const real = createHouseGamesRepository(database.db);
  const reached = { insertBet: gate(), roundBets: gate(), debit: gate() };
  const realWallet = houseWalletOf(app);
  const repository: HouseGamesRepository = {
    ...real,
    insertBet: async (bet) => {
      reached.insertBet.open();
      await hold.insertBet;
      return real.insertBet(bet);
    },
    // The games that bet through placeBet insert and debit their bets in groups (ADR 037).
    insertBets: async (bets) => {
      reached.insertBet.open();
      await hold.insertBet;
      return real.insertBets(bets);
    },
    roundBets: async (roundId) => {
      const rows = await real.roundBets(roundId);
      reached.roundBets.open();
      await hold.roundBets;
      return rows;
    },
  };
  const wallet: HouseWallet = {
    ...realWallet,
    debit: async (bet) => {
      reached.debit.open();
      await hold.debit;
      return realWallet.debit(bet);
    },
    debitMany: async (bets) => {
      reached.debit.open();
      await hold.debit;
      return realWallet.debitMany(bets);
    },
  };
  const common = {
    repository,
    wallet,
    resolveLaunch: (token: string) => app.gameLaunches.resolve(token),
    now,
    emit: () => undefined,
    log: { error: () => undefined },
  };
  const house = createHouseGamesService({ ...common, timings: houseTimingsFrom({}) });
  return { house, common, reached };
}

/** A crash round open for bets for 7 s on the manual clock, a minute after the last test's. */
export async function openCrashRound(
  service: HouseGamesService,
  clock: { now: () => Date; advance: (ms: number) => void },
): Promise<RoundRow> {
  for (;;) {
    clock.advance(60_000);
    const round = await service.openRound(
      CRASH_GAME_CODE,
      await service.nextCrashRoundNo(),
      new Date(clock.now().getTime() + 7_000),
    );
    if (round) return round;
  }
}
