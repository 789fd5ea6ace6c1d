import {
  CRASH_GAME_CODE,
  ROOM_BETS_SHOWN,
  ZOO_ROULETTE_GAME_CODE,
  type HouseEvent,
  type HouseGameCode,
  type HouseGameState,
  type HouseRound,
} from '@khelo/contracts/house-games';
import { drawNumber } from '@khelo/games/color';
import { CRASH_HOUSE_EDGE_PERCENT, crashPayout, crashPoint, msToReach } from '@khelo/games/crash';
import { zooSector } from '@khelo/games/zoo-roulette';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { HouseTimings } from './house-games.config';
import { presentBet, presentRound } from './house-games.presenter';
import { createRoomEvents } from './house-room-events';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import type { HouseWallet } from './house-wallet';
import { BET_GROUPS, createBetGroups } from './house-bet-batch';
import type { Linger } from '../../lib/group-commit';
import { createCashoutGroups } from './house-cashout-batch';
import { createHouseHistory } from './house-history';
import { createSeedChains } from './house-seed-chains';
import { createRoundSettlement, crashOrColorPayout } from './house-settlement';
import {
  authoriseLaunch,
  createWalletSettler,
  isRefusal,
  resendClosed,
  resendUnsettled,
  type Refusal,
} from './house-round-kit';

export type { Refusal } from './house-round-kit';

export { CHAIN_LENGTH } from './house-seed-chains';

// Bets, cash-outs and settlement of the house games. The scheduler (house-scheduler.ts) opens and closes
// rounds; any process answers bets and cash-outs from the database and the server clock. Money moves
// only through the signed wallet-api calls of house-wallet.ts.

export interface HouseGamesDeps {
  repository: HouseGamesRepository;
  wallet: HouseWallet;
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>;
  now: () => Date;
  timings: HouseTimings;
  emit: (event: HouseEvent) => void;
  log: { error: (object: unknown, message: string) => void };
  /** Bet and cash-out groups written at once: 1 on PGlite (one connection), default 2 (ADR 041). */
  groupsInFlight?: number;
  /** How a small bet group waits for more (PGlite: PGLITE_BET_LINGER). */
  betLinger?: Linger;
}

export function createHouseGamesService(deps: HouseGamesDeps) {
  const { repository, wallet, now, timings } = deps;
  const playerHistory = createHouseHistory(repository);
  // A game's own fields of a finished round on the verify endpoint (Tambola: the client seeds), by game code.
  const roundDetails = new Map<string, (round: RoundRow) => Promise<Partial<HouseRound>>>();
  const { ensureChain, commitmentOfChain, openChainRound } = createSeedChains(repository);

  async function emitRound(round: RoundRow, kind: HouseEvent['kind'] = 'round') {
    deps.emit({
      game_code: round.gameCode as HouseGameCode,
      kind,
      round: presentRound(round, await commitmentOfChain(round.chainId)),
      server_time: now().toISOString(),
    });
  }

  const room = createRoomEvents({ ...deps, betCount: (roundId) => repository.betCount(roundId) });

  const settleWallet = createWalletSettler(deps);
  const authorise = (token: string, gameCode: string) => authoriseLaunch(deps.resolveLaunch, token, gameCode);
  // Cash-outs being answered by this process: a round's settlement waits for them, so one received before
  // the crash instant is paid even when the settlement reaches its bet first.
  const inFlight = new Map<Promise<unknown>, Date>();

  // The crash round this process's scheduler opened, while it is open: a group of bets or cash-outs takes
  // it instead of reading it (ADR 041). Only for a bet inside its window: a process that lost the scheduler
  // lock to another one reads the database as a process that never held it does.
  let crashRound: RoundRow | null = null;
  const currentRound = async (gameCode: string, at: Date) =>
    gameCode === CRASH_GAME_CODE && crashRound && at < crashRound.bettingClosesAt
      ? crashRound
      : repository.currentRound(gameCode);
  const roundOf = async (id: number) => (crashRound?.id === id ? crashRound : repository.round(id));
  const forgetRound = (round: RoundRow) => {
    if (crashRound?.id === round.id) crashRound = null;
  };

  const cashoutInGroup = createCashoutGroups({
    repository,
    roundOf,
    credit: (bets, roundNo) => settleWallet.many(bets, roundNo),
    growthPerSecond: timings.crashGrowthPerSecond,
    cashedOut: (bets) => room.announce('cashout', bets),
    inFlight: deps.groupsInFlight ?? BET_GROUPS.inFlight,
  });

  async function cashoutAt(
    token: string,
    betId: string,
    at: Date,
  ): Promise<{ ok: true; bet: BetRow; balance: number | null } | Refusal> {
    const launch = await authorise(token, CRASH_GAME_CODE);
    if (isRefusal(launch)) return launch;
    return cashoutInGroup({ launch, betId, at });
  }

  const placeInGroup = createBetGroups({
    repository,
    wallet,
    settleWallet,
    opened: (bets) => room.announce('bet', bets),
    currentRound,
    inFlight: deps.groupsInFlight,
    ...(deps.betLinger ? { linger: deps.betLinger } : {}),
  });

  const settlement = createRoundSettlement({ repository, settleWallet, payoutOf: crashOrColorPayout });

  return {
    ensureChain,

    /** Opens a round on the next seed of the game's chain; null when a round with this number exists. */
    async openRound(
      gameCode: HouseGameCode,
      roundNo: string,
      bettingClosesAt: Date,
      drawAt?: Date,
    ): Promise<RoundRow | null> {
      const round = await openChainRound(gameCode, roundNo, (serverSeed, clientSeed) => {
        const crash = gameCode === CRASH_GAME_CODE;
        const draw = crash ? crashPoint : gameCode === ZOO_ROULETTE_GAME_CODE ? zooSector : drawNumber;
        const outcome = draw(serverSeed, clientSeed, roundNo);
        const startsAt = drawAt ?? bettingClosesAt;
        const endsAt = crash
          ? new Date(startsAt.getTime() + msToReach(outcome, timings.crashGrowthPerSecond))
          : startsAt;
        return { outcome, bettingClosesAt, startsAt, endsAt };
      });
      if (round?.gameCode === CRASH_GAME_CODE) crashRound = round;
      if (round) await emitRound(round);
      return round;
    },

    async startRound(round: RoundRow): Promise<void> {
      if (await repository.setRoundState(round.id, ['betting'], 'running')) {
        if (crashRound?.id === round.id) crashRound = { ...crashRound, state: 'running' };
        await emitRound({ ...round, state: 'running' });
      }
    },

    async placeBet(input: {
      token: string;
      gameCode: HouseGameCode;
      slot: number;
      selection: string;
      paise: number;
      autoCashout: number | null;
      /** The bet's time of record (the request's arrival); default now. */
      receivedAt?: Date | undefined;
    }): Promise<{ ok: true; bet: BetRow; balance: number } | Refusal> {
      const at = input.receivedAt ?? now();
      const launch = await authorise(input.token, input.gameCode);
      if (isRefusal(launch)) return launch;
      return placeInGroup({ ...input, launch, at });
    },

    /**
     * A manual cash-out. `receivedAt` is its time of record (when the request reached the server): a
     * cash-out sent inside the flight is judged and paid at that instant, however long it queued after it.
     */
    cashout(
      token: string,
      betId: string,
      receivedAt: Date = now(),
    ): Promise<{ ok: true; bet: BetRow; balance: number | null } | Refusal> {
      const work = cashoutAt(token, betId, receivedAt);
      inFlight.set(work, receivedAt);
      return work.finally(() => inFlight.delete(work));
    },

    /** Auto cash-outs the flight reached by `multiplier`. */
    async autoCashouts(round: RoundRow, multiplier: number): Promise<void> {
      // One statement moves every due bet to won (a bet a manual cash-out or the settlement closed first
      // is left out), one credit-batch call pays them (ADR 041); a crash between the two leaves the credits
      // to the resend pass, under the bets' own transaction ids.
      const due = await repository.autoCashoutsDue(round.id, Math.min(multiplier, round.outcome));
      const won = await repository.cashOutMany(
        due.map((bet) => ({
          id: bet.id,
          multiplier: bet.autoCashout!,
          payout: crashPayout(bet.stakePaise, bet.autoCashout!),
        })),
      );
      if (won.length === 0) return;
      await settleWallet.many(won, round.roundNo);
      room.announce('cashout', won);
    },

    /**
     * Closes the round, then settles every bet of it by its committed outcome and reveals it. The round is
     * closed first so that no bet opens after the bets are read (repository.openBet); a bet still `placing`
     * then is refunded here or by its own placeBet, whichever moves it first.
     */
    async settleRound(round: RoundRow): Promise<void> {
      if (round.gameCode === CRASH_GAME_CODE) {
        const inTime = [...inFlight].filter(([, at]) => at < round.endsAt).map(([work]) => work);
        await Promise.allSettled(inTime);
      }
      forgetRound(round);
      if (await settlement.closeAndSettle(round)) await emitRound({ ...round, state: 'settled' }, 'settled');
    },

    /** Refunds every bet still open or in flight and closes the round without a result for them. */
    async voidRound(round: RoundRow): Promise<void> {
      forgetRound(round);
      if (await settlement.closeAndVoid(round)) await emitRound({ ...round, state: 'void' }, 'settled');
    },

    /**
     * After a restart or a takeover: crash rounds left open are void (open bets refunded, cash-outs kept);
     * color issues whose draw time passed are settled by their committed number; bets a settlement left
     * `placing` or `open` in a closed round are settled (or refunded) now; then every bet whose credit or
     * refund was not confirmed is sent again under the same transaction id.
     */
    async recover(
      gameCode: HouseGameCode,
    ): Promise<{ voided: number; settled: number; swept: number; resent: number }> {
      let voided = 0;
      let settled = 0;
      for (const round of await repository.openRounds(gameCode)) {
        if (gameCode === CRASH_GAME_CODE) {
          await this.voidRound(round);
          voided++;
        } else if (now() >= round.endsAt) {
          await this.settleRound(round);
          settled++;
        }
      }
      const swept = await this.sweep(gameCode);
      const resent = await resendUnsettled(repository, settleWallet, gameCode);
      return { voided, settled, swept, resent };
    },

    /** The scheduler's resend pass (ADR 034): credits and refunds left unconfirmed are sent again. */
    resend: (gameCode: HouseGameCode): Promise<number> =>
      resendClosed(repository, settleWallet, gameCode, now),

    /** Crash rounds not settled or void yet, oldest first. */
    openCrashRounds: () => repository.openRounds(CRASH_GAME_CODE),

    /** Settles or refunds the bets left `placing`/`open` in settled or void rounds; answers how many rounds. */
    sweep: (gameCode: HouseGameCode): Promise<number> => settlement.sweep(gameCode),

    async state(gameCode: HouseGameCode, token: string | undefined): Promise<HouseGameState> {
      const launch = token ? await deps.resolveLaunch(token) : null;
      const viewer = launch && launch.gameCode === gameCode ? launch.playerId : null;
      const round = (await repository.currentRound(gameCode)) ?? (await repository.latestRound(gameCode));
      const shown = round
        ? await repository.shownBets(round.id, viewer, ROOM_BETS_SHOWN)
        : { bets: [], count: 0 };
      const recent = await repository.recentResults(gameCode, 20);
      let balance: number | null = null;
      if (viewer && token) {
        const answer = await wallet.balance(token, gameCode).catch(() => null);
        balance = answer?.ok ? answer.balance : null;
      }
      return {
        status: 1,
        message: 'OK',
        server_time: now().toISOString(),
        game_code: gameCode,
        house_edge_percent: gameCode === CRASH_GAME_CODE ? CRASH_HOUSE_EDGE_PERCENT : 2,
        growth_per_second: timings.crashGrowthPerSecond,
        timings:
          gameCode === CRASH_GAME_CODE
            ? { betting_ms: timings.crashBettingMs, wait_ms: timings.crashPauseMs }
            : { betting_ms: timings.colorOrderMs, wait_ms: timings.colorWaitMs },
        round: round ? presentRound(round, await commitmentOfChain(round.chainId)) : null,
        bets: shown.bets.map((bet) => presentBet(bet, viewer)),
        bet_count: shown.count,
        recent: recent.map((row) => ({
          round_id: row.id,
          round_no: row.roundNo,
          result: row.gameCode === CRASH_GAME_CODE ? row.outcome / 100 : row.outcome,
        })),
        balance,
      };
    },

    async round(id: number): Promise<HouseRound | null> {
      const round = await repository.round(id);
      if (!round) return null;
      const presented = presentRound(round, await commitmentOfChain(round.chainId));
      const detail = presented.server_seed === null ? undefined : roundDetails.get(round.gameCode);
      return detail ? { ...presented, ...(await detail(round)) } : presented;
    },

    /** A game's own fields on a finished round of /house/rounds/:id (Tambola: the client seeds). */
    addRoundDetail(gameCode: string, detail: (round: RoundRow) => Promise<Partial<HouseRound>>): void {
      roundDetails.set(gameCode, detail);
    },

    ...playerHistory,

    /** The next crash round number: one more than the last. */
    async nextCrashRoundNo(): Promise<string> {
      const latest = await repository.latestRound(CRASH_GAME_CODE);
      return String(latest ? Number(latest.roundNo) + 1 : 1);
    },

    roundByNo: (gameCode: string, roundNo: string) => repository.roundByNo(gameCode, roundNo),
  };
}

export type HouseGamesService = ReturnType<typeof createHouseGamesService>;
