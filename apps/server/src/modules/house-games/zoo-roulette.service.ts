import { ZOO_ROULETTE_GAME_CODE, type HouseGameState } from '@khelo/contracts/house-games';
import { ZOO_MAX_TOTAL, ZOO_MESSAGES, type ZooBetInput } from '@khelo/contracts/house-zoo-roulette';
import { rupeesToPaise } from '@khelo/contracts/money';
import { encodeZooSlip, ZOO_RTP_PERCENT, type ZooSlipLine } from '@khelo/games/zoo-roulette';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import type { Refusal } from './house-round-kit';
import type { WheelTimings } from './roulette.config';

// Zoo Roulette (issue 24): a shared wheel like European roulette. Each spin is a round of the game's hash
// chain; its sector is floor(X · 50) of HMAC(seed, "client seed:round number"), fixed before the betting
// window opens. A player's chips of one spin are one bet (a slip): one debit, one closing credit.
// Everything else is the shared house service's: the bet path, and a settlement that closes the round
// before it reads and pays the bets (like crash), so no bet can open after the bets were read.

export interface ZooRouletteDeps {
  repository: Pick<HouseGamesRepository, 'latestRound' | 'currentRound'>;
  base: HouseGamesService;
  timings: WheelTimings;
}

/** The slip of a request, or why not (400, naming the field): each bet once, ₹50,000 at most. */
export function zooSlipOf(bets: ZooBetInput[]): { ok: true; lines: ZooSlipLine[] } | Refusal {
  const lines: ZooSlipLine[] = [];
  for (const [index, input] of bets.entries()) {
    if (lines.some((line) => line.bet === input.bet))
      return { ok: false, statusCode: 400, message: `bets.${index}.bet: ${ZOO_MESSAGES.repeated}` };
    lines.push({ bet: input.bet, paise: Number(rupeesToPaise(input.amount)) });
  }
  const total = lines.reduce((sum, line) => sum + line.paise, 0);
  if (total > ZOO_MAX_TOTAL * 100)
    return { ok: false, statusCode: 400, message: `bets: ${ZOO_MESSAGES.totalTooHigh}` };
  return { ok: true, lines };
}

export function createZooRouletteService(deps: ZooRouletteDeps) {
  const { repository, base, timings } = deps;
  const code = ZOO_ROULETTE_GAME_CODE;

  return {
    /** Opens the next spin: betting until `closesAt`, the result `zooSpinMs` later. */
    async openSpin(closesAt: Date): Promise<RoundRow | null> {
      const latest = await repository.latestRound(code);
      const roundNo = String(latest ? Number(latest.roundNo) + 1 : 1);
      return base.openRound(code, roundNo, closesAt, new Date(closesAt.getTime() + timings.zooSpinMs));
    },

    startSpin: (round: RoundRow) => base.startRound(round),

    async placeSlip(
      token: string,
      bets: ZooBetInput[],
    ): Promise<{ ok: true; bet: BetRow; balance: number } | Refusal> {
      const slip = zooSlipOf(bets);
      if (!slip.ok) return slip;
      return base.placeBet({
        token,
        gameCode: code,
        slot: 0,
        selection: encodeZooSlip(slip.lines),
        paise: slip.lines.reduce((sum, line) => sum + line.paise, 0),
        autoCashout: null,
      });
    },

    /** Closes the spin, then pays its slips by the committed sector and reveals it (house-games.service). */
    settleSpin: (round: RoundRow) => base.settleRound(round),

    /** Settles or refunds slips left `placing`/`open` in closed spins. */
    sweep: () => base.sweep(code),

    /** A spin whose result time passed is settled by its sector; stranded bets swept; credits resent. */
    recover: () => base.recover(code),

    /** Unconfirmed credits and refunds sent again (the scheduler's resend pass). */
    resend: () => base.resend(code),

    async state(token: string | undefined): Promise<HouseGameState> {
      const state = await base.state(code, token);
      return {
        ...state,
        house_edge_percent: 100 - ZOO_RTP_PERCENT,
        timings: { betting_ms: timings.zooBettingMs, wait_ms: timings.zooSpinMs },
      };
    },

    currentRound: () => repository.currentRound(code),
  };
}

export type ZooRouletteService = ReturnType<typeof createZooRouletteService>;
