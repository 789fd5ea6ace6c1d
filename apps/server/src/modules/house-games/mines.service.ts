import { randomBytes } from 'node:crypto';
import { HOUSE_MESSAGES, MINES_GAME_CODE } from '@khelo/contracts/house-games';
import { MINES_MESSAGES, type MinesGameState, type MinesRound } from '@khelo/contracts/house-mines';
import { paiseToRupees } from '@khelo/contracts/money';
import { commitmentOf } from '@khelo/games/fair';
import {
  MINES_EDGE_PERCENT,
  MINES_MAX_PAYOUT_PAISE,
  maskTiles,
  minesLayout,
  minesMultiplierHundredths,
  minesPayout,
  safeTiles,
  tilesMask,
} from '@khelo/games/mines';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { HouseGamesRepository } from './house-games.repository';
import {
  authoriseLaunch,
  createWalletSettler,
  debitRefusal,
  debitUnknown,
  isRefusal,
  refundUnknownDebit,
  resendClosed,
  resendUnsettled,
  type Refusal,
} from './house-round-kit';
import type { HouseWallet } from './house-wallet';
import { presentMinesRound } from './mines.presenter';
import type { MinesRepository, MinesRoundRows } from './mines.repository';

// Mines (issue 11): a round per player. Start debits the bet and fixes the layout from a fresh random
// server seed and the player's client seed, publishing SHA-256(server seed) before the first tap; taps
// and the cash-out are conditional updates; the end (mine, cash-out, all safe tiles, idle limit) reveals
// the seed and the layout. Each round is its own one-seed chain, so the verify page checks it like any round.
// A fresh seed per round (not a shared hash chain): revealing a chain seed would reveal the seeds before it,
// i.e. the layouts of other players' rounds still in play.

export interface MinesDeps {
  repository: HouseGamesRepository;
  mines: MinesRepository;
  wallet: HouseWallet;
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>;
  now: () => Date;
  idleMs: number;
  log: { error: (object: unknown, message: string) => void };
}

type Answer = { ok: true; round: MinesRound; balance: number | null } | Refusal;

const notFound: Refusal = { ok: false, statusCode: 404, message: MINES_MESSAGES.roundNotFound };
const over: Refusal = { ok: false, statusCode: 409, message: MINES_MESSAGES.roundOver };

export function createMinesService(deps: MinesDeps) {
  const { repository, mines, wallet, now } = deps;
  const settleWallet = createWalletSettler(deps);
  const present = (rows: MinesRoundRows) => presentMinesRound(rows, deps.idleMs);

  async function answer(roundId: number, balance: number | null): Promise<Answer> {
    const rows = await mines.byRound(roundId);
    return rows ? { ok: true, round: present(rows), balance } : notFound;
  }

  /** Closes the bet (won with `safe` tiles, lost, or refunded) after the round row was closed. */
  async function finish(rows: MinesRoundRows, outcome: 'won' | 'lost' | 'refunded', safe = 0) {
    const { bet, round } = rows;
    const closed =
      outcome === 'refunded'
        ? await repository.transition(bet.id, ['placing', 'open'], 'refunded')
        : await repository.transition(bet.id, ['open'], outcome, {
            payoutPaise: outcome === 'won' ? minesPayout(bet.stakePaise, rows.mines.mines, safe) : 0,
            cashoutMultiplier: outcome === 'won' ? minesMultiplierHundredths(rows.mines.mines, safe) : null,
          });
    const balance = closed ? await settleWallet(closed, round.roundNo) : null;
    await repository.setRoundState(round.id, ['betting', 'running'], 'settled');
    return balance;
  }

  /** The player's round behind a token, or the refusal. */
  async function ownRound(token: string, roundId: number): Promise<MinesRoundRows | Refusal> {
    const launch = await authoriseLaunch(deps.resolveLaunch, token, MINES_GAME_CODE);
    if (isRefusal(launch)) return launch;
    const rows = await mines.byRound(roundId);
    if (!rows || rows.mines.playerId !== launch.playerId) return notFound;
    if (!rows.mines.open || rows.bet.status !== 'open') return over;
    return rows;
  }

  async function cashOut(rows: MinesRoundRows): Promise<Answer> {
    const safe = maskTiles(rows.mines.revealed).length;
    if (safe === 0) return { ok: false, statusCode: 409, message: MINES_MESSAGES.nothingToCash };
    if (!(await mines.advance(rows.round.id, rows.mines.revealed, { open: false, at: now() }))) return over;
    return answer(rows.round.id, await finish(rows, 'won', safe));
  }

  return {
    async start(input: {
      token: string;
      paise: number;
      mines: number;
      clientSeed?: string;
    }): Promise<Answer> {
      const launch = await authoriseLaunch(deps.resolveLaunch, input.token, MINES_GAME_CODE);
      if (isRefusal(launch)) return launch;
      const current = await mines.currentOf(launch.playerId);
      if (current?.mines.open) return { ok: false, statusCode: 409, message: MINES_MESSAGES.roundOpen };
      const at = now();
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = input.clientSeed ?? randomBytes(8).toString('hex');
      const commitment = commitmentOf(serverSeed);
      // A chain of one seed: its published seed(0) is the round's commitment.
      const chain = await repository.insertChain({
        gameCode: MINES_GAME_CODE,
        terminalSeed: serverSeed,
        length: 1,
        commitment,
        clientSeed,
      });
      const roundNo = String(chain.id);
      const round = await repository.createRound(chain.id, (index) => ({
        gameCode: MINES_GAME_CODE,
        roundNo,
        chainId: chain.id,
        chainIndex: index,
        commitment,
        serverSeed,
        clientSeed,
        nonce: roundNo,
        outcome: tilesMask(minesLayout(serverSeed, clientSeed, roundNo, input.mines)),
        state: 'running',
        bettingClosesAt: at,
        startsAt: at,
        endsAt: at,
      }));
      if (!round) return { ok: false, statusCode: 503, message: HOUSE_MESSAGES.unavailable };
      const bet = await repository.insertBet({
        roundId: round.id,
        gameCode: MINES_GAME_CODE,
        playerId: launch.playerId,
        operatorId: launch.operatorId,
        launchToken: input.token,
        mode: launch.mode,
        slot: 0,
        selection: `mines:${input.mines}`,
        stakePaise: input.paise,
        autoCashout: null,
      });
      const row = bet
        ? await mines.insert({
            roundId: round.id,
            betId: bet.id,
            playerId: launch.playerId,
            mines: input.mines,
            lastActionAt: at,
          })
        : null;
      const close = async () => {
        if (row) await mines.advance(round.id, 0, { open: false, at });
        await repository.setRoundState(round.id, ['running'], 'void');
      };
      const reject = async () => {
        if (bet) {
          await repository.transition(bet.id, ['placing'], 'rejected');
          await repository.markWalletSettled(bet.id);
        }
        await close();
      };
      // Another start of the same player won the race for the one open round.
      if (!bet || !row) {
        await reject();
        return { ok: false, statusCode: 409, message: MINES_MESSAGES.roundOpen };
      }
      const debit = await wallet.debit({
        id: bet.id,
        token: input.token,
        gameCode: MINES_GAME_CODE,
        roundNo,
        paise: input.paise,
      });
      if (!debit.ok && debitUnknown(debit)) {
        const refusal = await refundUnknownDebit(repository, settleWallet, bet.id, roundNo);
        await close();
        return refusal;
      }
      if (!debit.ok) {
        await reject();
        return debitRefusal(debit, { ok: false, statusCode: 503, message: HOUSE_MESSAGES.unavailable });
      }
      if (!(await repository.transition(bet.id, ['placing'], 'open'))) return over;
      return answer(round.id, debit.balance);
    },

    async reveal(token: string, roundId: number, tile: number): Promise<Answer> {
      const rows = await ownRound(token, roundId);
      if (isRefusal(rows)) return rows;
      const seen = rows.mines.revealed;
      const bit = 1 << tile;
      if (seen & bit) return { ok: false, statusCode: 409, message: MINES_MESSAGES.tileOpen };
      const at = now();
      if (rows.round.outcome & bit) {
        if (!(await mines.advance(roundId, seen, { open: false, hitTile: tile, at }))) return over;
        return answer(roundId, await finish(rows, 'lost'));
      }
      const revealed = seen | bit;
      const safe = maskTiles(revealed).length;
      if (safe === safeTiles(rows.mines.mines)) {
        // Every safe tile is open: the round cashes out by itself.
        if (!(await mines.advance(roundId, seen, { revealed, open: false, at }))) return over;
        return answer(roundId, await finish(rows, 'won', safe));
      }
      if (!(await mines.advance(roundId, seen, { revealed, at }))) return over;
      return answer(roundId, null);
    },

    async cashout(token: string, roundId: number): Promise<Answer> {
      const rows = await ownRound(token, roundId);
      if (isRefusal(rows)) return rows;
      return cashOut(rows);
    },

    /**
     * Rounds left alone for the idle limit: cashed out at their multiplier when a tile was opened, the
     * stake refunded when none was (nothing was risked), a debit that never finished refunded.
     */
    async sweepIdle(): Promise<number> {
      const at = now();
      let swept = 0;
      for (const rows of await mines.idle(new Date(at.getTime() - deps.idleMs))) {
        const safe = maskTiles(rows.mines.revealed).length;
        if (rows.bet.status === 'open' && safe > 0) {
          if ((await cashOut(rows)).ok) swept++;
        } else if (await mines.advance(rows.round.id, rows.mines.revealed, { open: false, at })) {
          await finish(rows, 'refunded');
          swept++;
        }
      }
      return swept;
    },

    async recover(): Promise<{ swept: number; resent: number }> {
      const swept = await this.sweepIdle();
      const resent = await resendUnsettled(repository, settleWallet, MINES_GAME_CODE);
      return { swept, resent };
    },

    /** The scheduler's resend pass (ADR 034): credits and refunds left unconfirmed are sent again. */
    resend: (): Promise<number> => resendClosed(repository, settleWallet, MINES_GAME_CODE, now),

    async state(token: string | undefined): Promise<MinesGameState> {
      const launch = token ? await deps.resolveLaunch(token) : null;
      const viewer = launch && launch.gameCode === MINES_GAME_CODE ? launch.playerId : null;
      const rows = viewer ? await mines.currentOf(viewer) : null;
      let balance: number | null = null;
      if (viewer && token) {
        const answer = await wallet.balance(token, MINES_GAME_CODE).catch(() => null);
        balance = answer?.ok ? answer.balance : null;
      }
      return {
        status: 1,
        message: 'OK',
        server_time: now().toISOString(),
        game_code: MINES_GAME_CODE,
        house_edge_percent: MINES_EDGE_PERCENT,
        growth_per_second: 0,
        timings: { betting_ms: 0, wait_ms: deps.idleMs },
        round: null,
        bets: [],
        recent: [],
        balance,
        mines: rows ? present(rows) : null,
        max_payout: paiseToRupees(BigInt(MINES_MAX_PAYOUT_PAISE)),
      };
    },
  };
}

export type MinesService = ReturnType<typeof createMinesService>;
