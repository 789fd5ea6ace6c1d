import { HOUSE_MESSAGES } from '@khelo/contracts/house-games';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import type { HouseWallet, WalletAnswer } from './house-wallet';

// What every house game's service shares: who is playing (the launch token), the closing wallet call of a
// bet, and a bounded parallel loop over bets. Crash and color use it, and so do the games added later.

export type Refusal = {
  ok: false;
  statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 503;
  message: string;
  balance?: number;
  /** The server was too busy to do the call (nothing changed): 503 with retry_after (plugins/errors.ts). */
  busy?: true;
};

export const BUSY: Refusal = { ok: false, statusCode: 503, message: HOUSE_MESSAGES.unavailable, busy: true };

export const WALLET_CONCURRENCY = 16;

export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'ok' in value && value.ok === false;
}

/** The launch behind a token, refused (401/403) when unknown or issued for another game. */
export async function authoriseLaunch(
  resolveLaunch: (token: string) => Promise<ResolvedLaunch | null>,
  token: string,
  gameCode: string,
): Promise<ResolvedLaunch | Refusal> {
  const launch = await resolveLaunch(token);
  if (!launch) return { ok: false, statusCode: 401, message: HOUSE_MESSAGES.invalidToken };
  if (launch.gameCode !== gameCode)
    return { ok: false, statusCode: 403, message: HOUSE_MESSAGES.gameMismatch };
  return launch;
}

export interface WalletSettlerDeps {
  repository: Pick<HouseGamesRepository, 'markWalletSettled' | 'markWalletSettledMany'>;
  wallet: HouseWallet;
  log: { error: (object: unknown, message: string) => void };
}

/**
 * Sends the closing credit (win or 0) or the refund of a bet; failures stay unconfirmed and are sent again
 * by the scheduler's resend pass (resendUnsettled) and at recovery.
 */
/** Sends a closed bet's closing call; `many`, when there, closes a round's bets in groups (ADR 037). */
export type SettleWallet = ((bet: BetRow, roundNo: string) => Promise<number | null>) & {
  /** Answers the balance after each call the wallet confirmed, by bet id. */
  many?: (bets: BetRow[], roundNo: string) => Promise<Map<string, number>>;
};

export function createWalletSettler({ repository, wallet, log }: WalletSettlerDeps): SettleWallet & {
  many: NonNullable<SettleWallet['many']>;
} {
  async function settleWallet(bet: BetRow, roundNo: string): Promise<number | null> {
    const target = { id: bet.id, token: bet.launchToken, gameCode: bet.gameCode, roundNo };
    try {
      const answer =
        bet.status === 'refunded'
          ? await wallet.rollback(target)
          : await wallet.credit({ ...target, paise: bet.payoutPaise ?? 0 });
      if (!answer.ok) {
        log.error({ bet: bet.id, code: answer.code }, 'house game settlement refused by the wallet');
        return null;
      }
      await repository.markWalletSettled(bet.id);
      return answer.balance;
    } catch (error) {
      log.error({ err: error, bet: bet.id }, 'house game settlement failed; the resend pass retries it');
      return null;
    }
  }

  /** The closing credits of many won or lost bets in one credit-batch call; refunds one by one. */
  async function many(bets: BetRow[], roundNo: string): Promise<Map<string, number>> {
    const balances = new Map<string, number>();
    const credits = bets.filter((bet) => bet.status !== 'refunded');
    await eachLimited(
      bets.filter((bet) => bet.status === 'refunded'),
      WALLET_CONCURRENCY,
      async (bet) => {
        const balance = await settleWallet(bet, roundNo);
        if (balance !== null) balances.set(bet.id, balance);
      },
    );
    if (credits.length === 0) return balances;
    try {
      const answers = await wallet.creditMany(
        credits.map((bet) => ({
          id: bet.id,
          token: bet.launchToken,
          gameCode: bet.gameCode,
          roundNo,
          paise: bet.payoutPaise ?? 0,
        })),
      );
      const confirmed = credits.filter((bet, index) => {
        const answer = answers[index]!;
        if (answer.ok) balances.set(bet.id, answer.balance);
        else log.error({ bet: bet.id, code: answer.code }, 'house game settlement refused by the wallet');
        return answer.ok;
      });
      await repository.markWalletSettledMany(confirmed.map((bet) => bet.id));
    } catch (error) {
      log.error(
        { err: error, bets: credits.length },
        'house game settlement failed; the resend pass retries it',
      );
    }
    return balances;
  }

  return Object.assign(settleWallet, { many });
}

/**
 * How long after a bet closed its unconfirmed credit or refund is sent again by the running scheduler
 * (ADR 034): long enough that the settlement's own call has had its answer. A call sent twice is harmless
 * (the transaction id is the bet's), only wasted work.
 */
export const RESEND_AFTER_MS = 10_000;

/**
 * Sends again every closing credit or refund of a game the wallet did not confirm (same transaction ids);
 * a debit still in flight (`placing`) in a finished round is refunded. With `closedBefore` (the running
 * scheduler's pass), only bets closed before it. Returns how many went through.
 */
export async function resendUnsettled(
  repository: Pick<HouseGamesRepository, 'unsettledBets' | 'round' | 'transition'>,
  settleWallet: (bet: BetRow, roundNo: string) => Promise<number | null>,
  gameCode: string,
  closedBefore?: Date,
): Promise<number> {
  let resent = 0;
  // The bets of a round share its row: one read per round, not per bet.
  const rounds = new Map<number, Promise<RoundRow | null>>();
  for (const bet of await repository.unsettledBets(gameCode, closedBefore)) {
    if (!rounds.has(bet.roundId)) rounds.set(bet.roundId, repository.round(bet.roundId));
    const round = await rounds.get(bet.roundId)!;
    if (!round) continue;
    let target: BetRow | null = bet;
    if (bet.status === 'placing') {
      // A debit still in flight belongs to a live round; only a finished round's are refunded here.
      if (round.state !== 'settled' && round.state !== 'void') continue;
      target = await repository.transition(bet.id, ['placing'], 'refunded');
    }
    if (target && (await settleWallet(target, round.roundNo)) !== null) resent++;
  }
  return resent;
}

/** The running scheduler's pass: unconfirmed credits and refunds of bets closed over RESEND_AFTER_MS ago. */
export function resendClosed(
  repository: Pick<HouseGamesRepository, 'unsettledBets' | 'round' | 'transition'>,
  settleWallet: (bet: BetRow, roundNo: string) => Promise<number | null>,
  gameCode: string,
  now: () => Date,
): Promise<number> {
  return resendUnsettled(repository, settleWallet, gameCode, new Date(now().getTime() - RESEND_AFTER_MS));
}

/**
 * A debit the wallet answered 5xx (e.g. its database was too busy) may or may not have gone through: the
 * bet is refunded under its own id (a debit that went through is paid back, a late one is refused) and the
 * player is told to try again (503).
 */
export async function refundUnknownDebit(
  repository: Pick<HouseGamesRepository, 'transition'>,
  settleWallet: (bet: BetRow, roundNo: string) => Promise<number | null>,
  betId: string,
  roundNo: string,
): Promise<Refusal> {
  const refunded = await repository.transition(betId, ['placing'], 'refunded');
  if (refunded) await settleWallet(refunded, roundNo);
  return BUSY;
}

export const debitUnknown = (answer: Extract<WalletAnswer, { ok: false }>) => answer.statusCode >= 500;

/** A refused debit as the player's answer: 402 with the balance, 401 for a dead token, else `otherwise`. */
export function debitRefusal(answer: Extract<WalletAnswer, { ok: false }>, otherwise: Refusal): Refusal {
  if (answer.code === 'INSUFFICIENT_FUNDS')
    return {
      ok: false,
      statusCode: 402,
      message: HOUSE_MESSAGES.insufficientFunds,
      balance: answer.balance ?? 0,
    };
  if (answer.code === 'INVALID_TOKEN' || answer.code === 'TOKEN_EXPIRED')
    return { ok: false, statusCode: 401, message: HOUSE_MESSAGES.invalidToken };
  return otherwise;
}
