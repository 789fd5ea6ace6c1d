import {
  TAMBOLA_GAME_CODE,
  TAMBOLA_MAX_TICKETS,
  TAMBOLA_MESSAGES,
  type TambolaEvent,
  type TambolaPrize,
  type TambolaState,
} from '@khelo/contracts/house-tambola';
import type { LaunchMode } from '@khelo/contracts/practice';
import {
  callOrder,
  combinedClientSeed,
  generateStrip,
  hasPrize,
  TICKETS_PER_STRIP,
  type Ticket,
} from '@khelo/games/tambola/index';
import { randomBytes } from 'node:crypto';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import {
  authoriseLaunch,
  createWalletSettler,
  debitRefusal,
  eachLimited,
  isRefusal,
  resendClosed,
  resendUnsettled,
  WALLET_CONCURRENCY,
  type Refusal,
} from './house-round-kit';
import { createSeedChains } from './house-seed-chains';
import type { HouseWallet } from './house-wallet';
import { prizeAmounts, type TambolaSettings } from './tambola.config';
import { presentGame } from './tambola.presenter';
import type { TambolaGameRow, TambolaRepository, TicketRow } from './tambola.repository';

// Tambola games (docs/ludo-and-tambola.md): each game is a round of the game's hash chain; its tickets
// (strips of the seed, dealt in the order they are bought) are fixed before the first ticket is sold, its
// call order when sales close, from the seed and every purchase's client seed (ADR 036). Cash and practice
// play separate games, so a prize pool never mixes money and chips.

export interface TambolaDeps {
  repository: HouseGamesRepository;
  tambola: TambolaRepository;
  wallet: HouseWallet;
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>;
  now: () => Date;
  settings: TambolaSettings;
  emit: (event: TambolaEvent) => void;
  log: { error: (object: unknown, message: string) => void };
}

export const TAMBOLA_MODES: LaunchMode[] = ['real', 'practice'];

const fairOf = (round: RoundRow) => ({
  serverSeed: round.serverSeed,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
});

/**
 * The call order of a game: from its stored combined client seed, or — a game from before client seeds
 * (none stored) — from its seed alone. Before sales close nothing is called, so the order is not needed.
 */
export function gameOrder(round: RoundRow, game: Pick<TambolaGameRow, 'combinedClientSeed'>): number[] {
  return callOrder(fairOf(round), game.combinedClientSeed);
}

/** Tickets `indexes` of the game's seed (strip ⌊k/6⌋, ticket k mod 6), each strip built once. */
export function dealTickets(round: RoundRow, indexes: number[]): Ticket[] {
  const strips = new Map<number, Ticket[]>();
  return indexes.map((index) => {
    const strip = Math.floor(index / TICKETS_PER_STRIP);
    if (!strips.has(strip)) strips.set(strip, generateStrip(fairOf(round), strip));
    return strips.get(strip)![index % TICKETS_PER_STRIP]!;
  });
}

export function createTambolaService(deps: TambolaDeps) {
  const { repository, tambola, now, settings } = deps;
  const chains = createSeedChains(repository);
  const settleWallet = createWalletSettler(deps);
  // Keyed by the round and its combined seed: a game read while on sale (no combined seed yet) must not
  // leave its order cached for the calls.
  const orders = new Map<string, number[]>();
  const orderOf = (round: RoundRow, game: TambolaGameRow): number[] => {
    const key = `${round.id}:${game.combinedClientSeed ?? ''}`;
    const known = orders.get(key);
    if (known) return known;
    const order = gameOrder(round, game);
    orders.set(key, order);
    return order;
  };

  function emit(
    round: RoundRow,
    mode: string,
    kind: TambolaEvent['kind'],
    extra: Partial<TambolaEvent> = {},
  ) {
    deps.emit({
      game_code: TAMBOLA_GAME_CODE,
      kind,
      mode: mode as LaunchMode,
      round_id: round.id,
      server_time: now().toISOString(),
      ...extra,
    });
  }

  /** Closes every purchase of a finished game: its tickets' shares, or a refund when void or in flight. */
  async function settlePurchases(round: RoundRow): Promise<void> {
    const payouts = round.state === 'void' ? new Map<string, number>() : await tambola.payouts(round.id);
    const bets = await repository.roundBets(round.id);
    await eachLimited(bets, WALLET_CONCURRENCY, async (bet) => {
      let settled: BetRow | null = null;
      if (bet.status === 'placing' || (bet.status === 'open' && round.state === 'void'))
        settled = await repository.transition(bet.id, [bet.status], 'refunded');
      else if (bet.status === 'open') {
        const payout = payouts.get(bet.id) ?? 0;
        settled = await repository.transition(bet.id, ['open'], payout > 0 ? 'won' : 'lost', {
          payoutPaise: payout,
        });
      }
      if (settled) await settleWallet(settled, round.roundNo);
    });
  }

  async function finish(round: RoundRow, game: TambolaGameRow, calls: number): Promise<void> {
    const closed = await tambola.finish(round.id, calls, now());
    const final = { ...round, state: 'settled' as const };
    await settlePurchases(final);
    if (closed) emit(final, game.mode, 'settled');
  }

  return {
    settings,

    /** The game of a mode that is selling or being called, or null. */
    current: (mode: LaunchMode) => tambola.latest(mode, true),

    /** Opens the next game of a mode: tickets on sale until `closesAt`. */
    async openGame(mode: LaunchMode, closesAt: Date): Promise<RoundRow | null> {
      // The game's outcome (the numbers called) is set when it ends.
      const round = await chains.openNextRound(TAMBOLA_GAME_CODE, () => ({
        outcome: 0,
        bettingClosesAt: closesAt,
        startsAt: closesAt,
        endsAt: closesAt,
      }));
      if (!round) return null;
      await tambola.createGame({ roundId: round.id, mode, ticketPricePaise: settings.ticketPricePaise });
      emit(round, mode, 'game');
      return round;
    },

    async buy(input: {
      token: string;
      count: number;
      autoClaim: boolean;
      clientSeed?: string;
    }): Promise<{ ok: true; bet: BetRow; tickets: TicketRow[]; balance: number } | Refusal> {
      const at = now();
      const launch = await authoriseLaunch(deps.resolveLaunch, input.token, TAMBOLA_GAME_CODE);
      if (isRefusal(launch)) return launch;
      const open = await tambola.latest(launch.mode, true);
      if (!open || open.round.state !== 'betting' || at >= open.round.bettingClosesAt)
        return { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.salesClosed };
      const { round, game } = open;
      const held = (await tambola.playerTickets(round.id, launch.playerId)).length;
      if (held + input.count > TAMBOLA_MAX_TICKETS)
        return { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.tooManyTickets };
      const paise = game.ticketPricePaise * input.count;
      const bet = await repository.insertBet({
        roundId: round.id,
        gameCode: TAMBOLA_GAME_CODE,
        playerId: launch.playerId,
        operatorId: launch.operatorId,
        launchToken: input.token,
        mode: launch.mode,
        slot: 0,
        selection: `tickets:${input.count}`,
        stakePaise: paise,
        autoCashout: null,
        clientSeed: input.clientSeed ?? randomBytes(16).toString('hex'),
      });
      if (!bet) return { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.salesClosed };
      const answer = await deps.wallet.debit({
        id: bet.id,
        token: input.token,
        gameCode: TAMBOLA_GAME_CODE,
        roundNo: round.roundNo,
        paise,
      });
      if (!answer.ok) {
        await repository.transition(bet.id, ['placing'], 'rejected');
        await repository.markWalletSettled(bet.id);
        return debitRefusal(answer, { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.salesClosed });
      }
      const dealt = await tambola.openPurchase({
        bet,
        count: input.count,
        max: TAMBOLA_MAX_TICKETS,
        autoClaim: input.autoClaim,
        deal: (indexes) => dealTickets(round, indexes),
      });
      if (!dealt.ok) {
        // Sales closed (or the limit was reached by a parallel purchase) while the debit was in flight.
        const refunded = await repository.transition(bet.id, ['placing'], 'refunded');
        if (refunded) await settleWallet(refunded, round.roundNo);
        const message =
          dealt.reason === 'closed' ? TAMBOLA_MESSAGES.salesClosed : TAMBOLA_MESSAGES.tooManyTickets;
        return { ok: false, statusCode: 409, message };
      }
      emit(round, game.mode, 'game');
      return { ok: true, bet: dealt.bet, tickets: dealt.tickets, balance: answer.balance };
    },

    async claim(input: { token: string; ticketId: number; prize: TambolaPrize }) {
      const launch = await authoriseLaunch(deps.resolveLaunch, input.token, TAMBOLA_GAME_CODE);
      if (isRefusal(launch)) return launch;
      const open = await tambola.latest(launch.mode, true);
      if (!open)
        return { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.notPlaying } satisfies Refusal;
      const order = orderOf(open.round, open.game);
      const result = await tambola.claim({
        roundId: open.round.id,
        ticketId: input.ticketId,
        playerId: launch.playerId,
        prize: input.prize,
        check: (grid, calls) => hasPrize(grid, input.prize, order.slice(0, calls)),
      });
      if (!result.ok) {
        const refusals: Record<typeof result.reason, Refusal> = {
          'not-found': { ok: false, statusCode: 404, message: TAMBOLA_MESSAGES.ticketNotFound },
          'not-playing': { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.notPlaying },
          gone: { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.prizeGone },
          'not-completed': { ok: false, statusCode: 409, message: TAMBOLA_MESSAGES.notCompleted },
        };
        return refusals[result.reason];
      }
      emit(open.round, open.game.mode, 'claim', { prize: input.prize, call: result.claim.call });
      return { ok: true as const, claim: result.claim };
    },

    async setAutoClaim(token: string, autoClaim: boolean) {
      const launch = await authoriseLaunch(deps.resolveLaunch, token, TAMBOLA_GAME_CODE);
      if (isRefusal(launch)) return launch;
      const open = await tambola.latest(launch.mode, true);
      const tickets = open ? await tambola.setAutoClaim(open.round.id, launch.playerId, autoClaim) : 0;
      return { ok: true as const, tickets };
    },

    /** Closes sales and fixes the prizes; a game nobody bought a ticket for ends at once. */
    async startGame(round: RoundRow): Promise<boolean> {
      const game = await tambola.startGame(
        round.id,
        (sold) => prizeAmounts(settings, sold * settings.ticketPricePaise),
        new Date(now().getTime() + settings.callMs),
        combinedClientSeed,
      );
      if (!game) return false;
      if (game.ticketsSold === 0) {
        await finish(round, game, 0);
        return false;
      }
      emit(round, game.mode, 'game');
      return true;
    },

    /** The next step of a game being called; true when the game is over (and settled). */
    async step(round: RoundRow): Promise<boolean> {
      const current = await tambola.game(round.id);
      if (!current) return true;
      const order = orderOf(round, current);
      const result = await tambola.step({
        roundId: round.id,
        order,
        nextCallAt: new Date(now().getTime() + settings.callMs),
        completes: (grid, prize, calls) => hasPrize(grid, prize, order.slice(0, calls)),
      });
      const game = (await tambola.game(round.id))!;
      for (const closed of result.closed)
        emit(round, game.mode, 'prize', { prize: closed.prize, call: closed.call });
      if (result.called)
        emit(round, game.mode, 'call', { number: result.called.number, call: result.called.call });
      if (!result.done) return false;
      await finish(round, game, game.callsMade);
      return true;
    },

    /** Staff: ends a game without a result and refunds every ticket. */
    async voidGame(roundId: number): Promise<{ ok: true; round: RoundRow } | Refusal> {
      const round = await repository.round(roundId);
      const game = round && round.gameCode === TAMBOLA_GAME_CODE ? await tambola.game(round.id) : null;
      if (!round || !game) return { ok: false, statusCode: 404, message: TAMBOLA_MESSAGES.gameNotFound };
      if (!(await repository.setRoundState(round.id, ['betting', 'running'], 'void')))
        return { ok: false, statusCode: 409, message: 'The game is already over' };
      const voided = { ...round, state: 'void' as const };
      await settlePurchases(voided);
      emit(voided, game.mode, 'void');
      return { ok: true, round: voided };
    },

    /** After a restart: purchases left open in finished games are closed, unconfirmed money resent. */
    async recover(): Promise<{ swept: number; resent: number }> {
      const stranded = new Map<number, RoundRow>();
      for (const { round } of await repository.strandedBets(TAMBOLA_GAME_CODE)) stranded.set(round.id, round);
      for (const round of stranded.values()) await settlePurchases(round);
      const resent = await resendUnsettled(repository, settleWallet, TAMBOLA_GAME_CODE);
      return { swept: stranded.size, resent };
    },

    /** The scheduler's resend pass (ADR 034): credits and refunds left unconfirmed are sent again. */
    resend: (): Promise<number> => resendClosed(repository, settleWallet, TAMBOLA_GAME_CODE, now),

    /**
     * The room as the viewer sees it: the open game (else the latest), or game `roundId` of the viewer's
     * mode, so that a page can read a finished game's result after the next one went on sale. Null: no
     * such game.
     */
    async state(token: string | undefined, roundId?: number): Promise<TambolaState | null> {
      const launch = token ? await deps.resolveLaunch(token) : null;
      const viewer = launch && launch.gameCode === TAMBOLA_GAME_CODE ? launch : null;
      const mode: LaunchMode = viewer?.mode ?? 'real';
      const found =
        roundId !== undefined
          ? await tambola.byRound(mode, roundId)
          : ((await tambola.latest(mode, true)) ?? (await tambola.latest(mode, false)));
      if (roundId !== undefined && !found) return null;
      let balance: number | null = null;
      if (viewer && token) {
        const answer = await deps.wallet.balance(token, TAMBOLA_GAME_CODE).catch(() => null);
        balance = answer?.ok ? answer.balance : null;
      }
      const base = {
        status: 1 as const,
        message: 'OK',
        server_time: now().toISOString(),
        game_code: TAMBOLA_GAME_CODE as typeof TAMBOLA_GAME_CODE,
        mode,
        timings: { sale_ms: settings.saleMs, call_ms: settings.callMs, pause_ms: settings.pauseMs },
        balance,
      };
      if (!found) return { ...base, game: null };
      const { round, game } = found;
      const [prizes, claims, tickets, chain, mySeeds] = await Promise.all([
        tambola.prizes(round.id),
        tambola.claims(round.id),
        tambola.tickets(round.id),
        chains.commitmentOfChain(round.chainId),
        viewer ? tambola.playerClientSeeds(round.id, viewer.playerId) : Promise.resolve([]),
      ]);
      return {
        ...base,
        game: presentGame({
          round,
          chain,
          game,
          order: orderOf(round, game),
          mySeeds,
          prizes,
          claims,
          tickets,
          viewer: viewer?.playerId ?? null,
          rules: settings.prizes,
        }),
      };
    },
  };
}

export type TambolaService = ReturnType<typeof createTambolaService>;
