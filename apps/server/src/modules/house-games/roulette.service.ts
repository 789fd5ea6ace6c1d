import { ROULETTE_GAME_CODE, type HouseEvent, type HouseGameState } from '@khelo/contracts/house-games';
import {
  ROULETTE_MAX_TOTAL,
  ROULETTE_MESSAGES,
  type RouletteBetInput,
} from '@khelo/contracts/house-roulette';
import { rupeesToPaise } from '@khelo/contracts/money';
import {
  checkBet,
  decodeSlip,
  encodeSlip,
  slipReturn,
  spinPocket,
  type SlipLine,
} from '@khelo/games/roulette';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import { presentRound } from './house-games.presenter';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import {
  createWalletSettler,
  isRefusal,
  resendClosed,
  resendUnsettled,
  type Refusal,
} from './house-round-kit';
import { createRoundSettlement } from './house-settlement';
import { createSeedChains } from './house-seed-chains';
import type { HouseWallet } from './house-wallet';
import type { WheelTimings } from './roulette.config';

// European roulette (issue 11): a shared table like Color Prediction. Each spin is a round of the game's
// hash chain; its pocket is floor(X · 37) of HMAC(seed, "client seed:round number"), fixed before the
// betting window opens. A player's chips of one spin are one bet (a "slip"): one debit, one closing credit.

export const ROULETTE_HOUSE_EDGE_PERCENT = 2.7;

export interface RouletteDeps {
  repository: HouseGamesRepository;
  wallet: HouseWallet;
  base: HouseGamesService;
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>;
  now: () => Date;
  timings: WheelTimings;
  emit: (event: HouseEvent) => void;
  log: { error: (object: unknown, message: string) => void };
}

/** The slip of a request, or the first bet that is not a bet on a real table (400, naming the field). */
export function slipOf(bets: RouletteBetInput[]): { ok: true; lines: SlipLine[] } | Refusal {
  const lines: SlipLine[] = [];
  for (const [index, input] of bets.entries()) {
    const checked = checkBet(input);
    if (!checked.ok)
      return { ok: false, statusCode: 400, message: `bets.${index}.${checked.field}: ${checked.message}` };
    lines.push({ bet: checked.bet, paise: Number(rupeesToPaise(input.amount)) });
  }
  const total = lines.reduce((sum, line) => sum + line.paise, 0);
  if (total > ROULETTE_MAX_TOTAL * 100)
    return { ok: false, statusCode: 400, message: `bets: ${ROULETTE_MESSAGES.totalTooHigh}` };
  return { ok: true, lines };
}

export function createRouletteService(deps: RouletteDeps) {
  const { repository, now, timings } = deps;
  const chains = createSeedChains(repository);
  const settleWallet = createWalletSettler(deps);
  const settlement = createRoundSettlement({
    repository,
    settleWallet,
    payoutOf: (round, bet) => ({
      payout: slipReturn(decodeSlip(bet.selection), round.outcome),
      cashoutMultiplier: null,
    }),
  });

  async function emitRound(round: RoundRow, kind: HouseEvent['kind'] = 'round') {
    deps.emit({
      game_code: ROULETTE_GAME_CODE,
      kind,
      round: presentRound(round, await chains.commitmentOfChain(round.chainId)),
      server_time: now().toISOString(),
    });
  }

  return {
    /** Opens the next spin: betting until `closesAt`, the wheel turns until the result `spinMs` later. */
    async openSpin(closesAt: Date): Promise<RoundRow | null> {
      const round = await chains.openNextRound(ROULETTE_GAME_CODE, (serverSeed, clientSeed, roundNo) => ({
        outcome: spinPocket(serverSeed, clientSeed, roundNo),
        bettingClosesAt: closesAt,
        startsAt: closesAt,
        endsAt: new Date(closesAt.getTime() + timings.rouletteSpinMs),
      }));
      if (round) await emitRound(round);
      return round;
    },

    async startSpin(round: RoundRow): Promise<void> {
      if (await repository.setRoundState(round.id, ['betting'], 'running'))
        await emitRound({ ...round, state: 'running' });
    },

    async placeSlip(
      token: string,
      bets: RouletteBetInput[],
    ): Promise<{ ok: true; bet: BetRow; balance: number } | Refusal> {
      const slip = slipOf(bets);
      if (isRefusal(slip)) return slip;
      // The one bet path of the shared rounds (authorise, betting window, debit, open, announce).
      return deps.base.placeBet({
        token,
        gameCode: ROULETTE_GAME_CODE,
        slot: 0,
        selection: encodeSlip(slip.lines),
        paise: slip.lines.reduce((sum, line) => sum + line.paise, 0),
        autoCashout: null,
      });
    },

    /**
     * Closes the spin, then pays every slip of it by its committed pocket and refunds debits still in
     * flight (house-settlement.ts: closed first, so no slip opens after the slips are read); reveals it.
     */
    async settleSpin(round: RoundRow): Promise<void> {
      if (await settlement.closeAndSettle(round)) await emitRound({ ...round, state: 'settled' }, 'settled');
    },

    /** Settles or refunds slips left `placing`/`open` in closed spins. */
    sweep: () => settlement.sweep(ROULETTE_GAME_CODE),

    /**
     * After a restart: a spin whose betting window closed is settled by its committed pocket (every bet
     * in it was placed in time, nothing more depends on the player); one still taking bets continues.
     * Slips a settlement left behind are closed, and unconfirmed credits and refunds sent again.
     */
    async recover(): Promise<{ settled: number; swept: number; resent: number }> {
      let settled = 0;
      for (const round of await repository.openRounds(ROULETTE_GAME_CODE)) {
        if (now() < round.bettingClosesAt) continue;
        await this.settleSpin(round);
        settled++;
      }
      const swept = await settlement.sweep(ROULETTE_GAME_CODE);
      const resent = await resendUnsettled(repository, settleWallet, ROULETTE_GAME_CODE);
      return { settled, swept, resent };
    },

    /** The scheduler's resend pass (ADR 034): credits and refunds left unconfirmed are sent again. */
    resend: (): Promise<number> => resendClosed(repository, settleWallet, ROULETTE_GAME_CODE, now),

    async state(token: string | undefined): Promise<HouseGameState> {
      const state = await deps.base.state(ROULETTE_GAME_CODE, token);
      return {
        ...state,
        house_edge_percent: ROULETTE_HOUSE_EDGE_PERCENT,
        timings: { betting_ms: timings.rouletteBettingMs, wait_ms: timings.rouletteSpinMs },
      };
    },

    currentRound: () => repository.currentRound(ROULETTE_GAME_CODE),
  };
}

export type RouletteService = ReturnType<typeof createRouletteService>;
