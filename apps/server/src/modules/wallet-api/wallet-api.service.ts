import { rupeesToPaise } from '@khelo/contracts/money';
import {
  WALLET_MESSAGES,
  type WalletErrorCode,
  type walletBalanceRequestSchema,
  type walletCreditRequestSchema,
  type walletDebitRequestSchema,
  type walletRollbackRequestSchema,
} from '@khelo/contracts/wallet';
import type { z } from 'zod';
import type { LedgerTransaction } from '../wallet/ledger.repository';
import type { TransferInput, TransferResult } from '../wallet/ledger-inputs';
import type { LedgerService } from '../wallet/ledger.service';
import { createGroupCommit } from '../../lib/group-commit';
import type { LaunchClaims, LaunchTokenVerifier } from './launch-token';

// The seamless wallet that game providers call (docs/wallet.md): balance, debit (bet), credit (win) and
// rollback (cancel a bet). The route has already checked the provider's signature; this checks the launch
// token, then moves money through the ledger exactly once per provider transaction id.

type BalanceRequest = z.output<typeof walletBalanceRequestSchema>;
type DebitRequest = z.output<typeof walletDebitRequestSchema>;
type CreditRequest = z.output<typeof walletCreditRequestSchema>;
type RollbackRequest = z.output<typeof walletRollbackRequestSchema>;

export interface WalletApiSuccess {
  ok: true;
  /**
   * Paise: the player's cash balance after the call and its after-commit effects (a stake and its bonus
   * release); on a replay, the first answer's.
   */
  balance: bigint;
  transactionId?: string;
  providerTransactionId?: string;
  replayed?: boolean;
}

export interface WalletApiFailure {
  ok: false;
  statusCode: 401 | 402 | 403 | 409;
  code: WalletErrorCode;
  message: string;
  /** Paise, on INSUFFICIENT_FUNDS. */
  balance?: bigint;
}

export type WalletApiResult = WalletApiSuccess | WalletApiFailure;

export interface WalletApiServiceOptions {
  ledger: LedgerService;
  verifyLaunch: LaunchTokenVerifier;
  now?: () => Date;
  /**
   * The cash rules (app.compliance) before each new bet, so that a player suspended or excluded mid-game
   * cannot bet; null allows. Replays of a bet already taken are not asked again.
   */
  checkBet?: (playerId: string, amount: bigint) => Promise<{ message: string } | null>;
  /** checkBet for many bets at once (debitMany), answered in order; default checkBet for each. */
  checkBets?: (bets: { playerId: string; amount: bigint }[]) => Promise<({ message: string } | null)[]>;
}

function failure(
  statusCode: WalletApiFailure['statusCode'],
  code: WalletErrorCode,
  message: string,
  balance?: bigint,
): WalletApiFailure {
  return balance === undefined
    ? { ok: false, statusCode, code, message }
    : { ok: false, statusCode, code, message, balance };
}

/** Provider transaction ids are unique per provider: the ledger's reference source. */
export function providerSource(providerCode: string): string {
  return `provider:${providerCode}`;
}

/**
 * Debits (and credits) that arrive while others are being written go together as one debitMany
 * (creditMany): a few statements and one commit for the group instead of five statements a call (ADR 038).
 */
export const WALLET_CALL_GROUPS = { maxBatch: 200, inFlight: 2 };

/** Races between a rollback and the transaction it names settle within a couple of rereads. */
const ROLLBACK_ATTEMPTS = 3;

export function createWalletApiService(options: WalletApiServiceOptions) {
  const { ledger, verifyLaunch } = options;
  const now = options.now ?? (() => new Date());

  type Authorized = { ok: true; claims: LaunchClaims; expired: boolean } | WalletApiFailure;

  async function authorize(providerCode: string, token: string, gameCode: string): Promise<Authorized> {
    const claims = await verifyLaunch(token);
    if (!claims) return failure(401, 'INVALID_TOKEN', WALLET_MESSAGES.invalidToken);
    if (claims.providerCode !== providerCode || claims.gameCode !== gameCode)
      return failure(403, 'GAME_MISMATCH', WALLET_MESSAGES.gameMismatch);
    return { ok: true, claims, expired: claims.expiresAt.getTime() <= now().getTime() };
  }

  function remarks(claims: LaunchClaims, what: string, roundId: string): string {
    return `${claims.gameName ?? claims.gameCode}: ${what}, round ${roundId}`;
  }

  function details(providerCode: string, body: { request_id: string; round_id: string; game_code: string }) {
    return {
      provider: providerCode,
      game_code: body.game_code,
      round_id: body.round_id,
      request_id: body.request_id,
    };
  }

  function answered(
    transaction: LedgerTransaction,
    replayed: boolean,
    balance = transaction.balanceAfter,
  ): WalletApiSuccess {
    return {
      ok: true,
      balance: balance ?? 0n,
      transactionId: transaction.id,
      providerTransactionId: transaction.externalRef,
      replayed,
    };
  }

  async function settle(result: TransferResult, playerId: string): Promise<WalletApiResult> {
    // The balance after the call's after-commit effects too (a stake's bonus release; docs/wallet.md).
    if (result.ok) return answered(result.transaction, result.replayed, result.balanceAfterEffects);
    switch (result.reason) {
      case 'insufficient_funds':
        return failure(402, 'INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientFunds, result.balance);
      case 'tombstoned':
        return failure(
          409,
          'TRANSACTION_ROLLED_BACK',
          WALLET_MESSAGES.rolledBack,
          await ledger.cashBalance(playerId),
        );
      case 'reference_conflict':
      case 'already_reversed':
        return failure(409, 'DUPLICATE_TRANSACTION', WALLET_MESSAGES.duplicate);
    }
  }

  function gameTransfer(
    providerCode: string,
    claims: LaunchClaims,
    body: DebitRequest | CreditRequest,
    type: 'game_debit' | 'game_credit',
  ): TransferInput {
    const credit = type === 'game_credit';
    const extra: Record<string, string> =
      credit && 'reference_transaction_id' in body && body.reference_transaction_id
        ? { reference_transaction_id: body.reference_transaction_id }
        : {};
    return {
      operatorId: claims.operatorId,
      playerId: claims.playerId,
      type,
      source: providerSource(providerCode),
      externalRef: body.transaction_id,
      amount: rupeesToPaise(body.amount),
      direction: credit ? 'in' : 'out',
      counterparty: 'house',
      remarks: remarks(claims, credit ? 'win' : 'bet', body.round_id),
      details: { ...details(providerCode, body), ...extra },
    };
  }

  /** A bet. Needs a live launch token, except to replay a bet that was already taken. */
  async function debitOne(providerCode: string, body: DebitRequest): Promise<WalletApiResult> {
    const auth = await authorize(providerCode, body.token, body.game_code);
    if (!auth.ok) return auth;
    const input = gameTransfer(providerCode, auth.claims, body, 'game_debit');
    if (auth.expired) {
      const existing = await ledger.findByReference(input.source, input.externalRef);
      const replay =
        existing &&
        !existing.tombstone &&
        existing.type === 'game_debit' &&
        existing.playerId === input.playerId &&
        existing.amount === input.amount;
      // A replay goes through the ledger so that it answers the balance after the bet's effects too.
      return replay
        ? settle(await ledger.transfer(input), input.playerId)
        : failure(401, 'TOKEN_EXPIRED', WALLET_MESSAGES.tokenExpired);
    }
    // The rules first: the reference lookup that exempts a replay is needed only when they refuse.
    const refusal = options.checkBet ? await options.checkBet(input.playerId, input.amount) : null;
    if (refusal && !(await ledger.findByReference(input.source, input.externalRef)))
      return failure(403, 'PLAYER_NOT_ALLOWED', refusal.message);
    return settle(await ledger.transfer(input), input.playerId);
  }

  /** A win (0 closes a lost round). Works after the launch token expired: the round must settle. */
  async function creditOne(providerCode: string, body: CreditRequest): Promise<WalletApiResult> {
    const auth = await authorize(providerCode, body.token, body.game_code);
    if (!auth.ok) return auth;
    const input = gameTransfer(providerCode, auth.claims, body, 'game_credit');
    return settle(await ledger.transfer(input), input.playerId);
  }

  type Call = { kind: 'debit'; body: DebitRequest } | { kind: 'credit'; body: CreditRequest };

  function one(providerCode: string, call: Call): Promise<WalletApiResult> {
    return call.kind === 'debit' ? debitOne(providerCode, call.body) : creditOne(providerCode, call.body);
  }

  function checkAll(bets: { playerId: string; amount: bigint }[]): Promise<({ message: string } | null)[]> {
    const { checkBet, checkBets } = options;
    if (bets.length === 0 || (!checkBets && !checkBet)) return Promise.resolve(bets.map(() => null));
    if (checkBets) return checkBets(bets);
    return Promise.all(bets.map((bet) => checkBet!(bet.playerId, bet.amount)));
  }

  /**
   * Many bets and wins at once (ADR 037, ADR 038), each answered as `debit` or `credit` would answer it
   * alone. Those with a live token (a win: any known token) that the cash rules allow are posted together
   * in the order given (ledger.transferMany: one statement, each player's own in order); a dead or expired
   * token or a refusal takes the one-call path, which answers it (and exempts a replay) as before.
   */
  async function callsMany(providerCode: string, calls: Call[]): Promise<WalletApiResult[]> {
    const results = new Array<WalletApiResult>(calls.length);
    const inputs = await Promise.all(
      calls.map(async ({ kind, body }) => {
        const auth = await authorize(providerCode, body.token, body.game_code);
        if (!auth.ok || (kind === 'debit' && auth.expired)) return null;
        return gameTransfer(providerCode, auth.claims, body, kind === 'debit' ? 'game_debit' : 'game_credit');
      }),
    );
    const live = inputs.flatMap((input, index) => (input ? [{ index, input }] : []));
    const bets = live.filter(({ index }) => calls[index]!.kind === 'debit');
    const refusals = await checkAll(
      bets.map(({ input }) => ({ playerId: input.playerId, amount: input.amount })),
    );
    const refused = new Set(bets.filter((_, at) => refusals[at]).map(({ index }) => index));
    const ready = live.filter(({ index }) => !refused.has(index));
    const posting = new Set(ready.map(({ index }) => index));
    await Promise.all(
      calls.map(async (call, index) => {
        if (!posting.has(index)) results[index] = await one(providerCode, call);
      }),
    );
    const transfers = await ledger.transferMany(ready.map((item) => item.input));
    await Promise.all(
      ready.map(
        async ({ index, input }, at) => (results[index] = await settle(transfers[at]!, input.playerId)),
      ),
    );
    return results;
  }

  /**
   * One debit or credit call as part of a group (WALLET_CALL_GROUPS): the calls that arrived together go,
   * per provider, as one callsMany; a call alone takes the one-call path, exactly as before.
   */
  const grouped = createGroupCommit<{ providerCode: string; call: Call }, WalletApiResult>(async (items) => {
    if (items.length === 1) return [await one(items[0]!.providerCode, items[0]!.call)];
    const byProvider = new Map<string, number[]>();
    items.forEach(({ providerCode }, index) =>
      byProvider.set(providerCode, [...(byProvider.get(providerCode) ?? []), index]),
    );
    const results = new Array<WalletApiResult>(items.length);
    await Promise.all(
      [...byProvider].map(async ([providerCode, indexes]) => {
        const answers = await callsMany(
          providerCode,
          indexes.map((index) => items[index]!.call),
        );
        indexes.forEach((index, at) => (results[index] = answers[at]!));
      }),
    );
    return results;
  }, WALLET_CALL_GROUPS);

  return {
    async balance(providerCode: string, body: BalanceRequest): Promise<WalletApiResult> {
      const auth = await authorize(providerCode, body.token, body.game_code);
      if (!auth.ok) return auth;
      if (auth.expired) return failure(401, 'TOKEN_EXPIRED', WALLET_MESSAGES.tokenExpired);
      return { ok: true, balance: await ledger.cashBalance(auth.claims.playerId) };
    },

    debit: (providerCode: string, body: DebitRequest) =>
      grouped({ providerCode, call: { kind: 'debit', body } }),

    /** Many bets in one call (debit-batch), each answered as `debit` answers it. */
    debitMany: (providerCode: string, bodies: DebitRequest[]) =>
      callsMany(
        providerCode,
        bodies.map((body) => ({ kind: 'debit', body })),
      ),

    credit: (providerCode: string, body: CreditRequest) =>
      grouped({ providerCode, call: { kind: 'credit', body } }),

    /** Many wins in one call (credit-batch), each answered as `credit` answers it. */
    creditMany: (providerCode: string, bodies: CreditRequest[]) =>
      callsMany(
        providerCode,
        bodies.map((body) => ({ kind: 'credit', body })),
      ),

    /**
     * Cancels a bet and refunds it, once. A bet that never arrived is reserved (a tombstone), so a late
     * debit with its id is refused; the rollback still succeeds. Works after the launch token expired.
     */
    async rollback(providerCode: string, body: RollbackRequest): Promise<WalletApiResult> {
      const auth = await authorize(providerCode, body.token, body.game_code);
      if (!auth.ok) return auth;
      const { claims } = auth;
      const source = providerSource(providerCode);
      const base = {
        operatorId: claims.operatorId,
        playerId: claims.playerId,
        source,
        externalRef: body.transaction_id,
        remarks: remarks(claims, 'bet refunded', body.round_id),
        details: {
          ...details(providerCode, body),
          reference_transaction_id: body.reference_transaction_id,
        },
      };

      for (let attempt = 0; attempt < ROLLBACK_ATTEMPTS; attempt += 1) {
        const own = await ledger.findByReference(source, body.transaction_id);
        if (own) {
          const replay = own.type === 'rollback' && own.playerId === claims.playerId && !own.tombstone;
          return replay
            ? answered(own, true)
            : failure(409, 'DUPLICATE_TRANSACTION', WALLET_MESSAGES.duplicate);
        }

        const original = await ledger.findByReference(source, body.reference_transaction_id);
        if (!original) {
          const cancelled = await ledger.cancelUnknown({
            ...base,
            type: 'rollback',
            cancelledRef: body.reference_transaction_id,
            cancelledType: 'game_debit',
          });
          if (cancelled.ok) return answered(cancelled.transaction, false);
          continue; // the bet (or this rollback) arrived meanwhile: look again
        }
        if (original.playerId !== claims.playerId)
          return failure(409, 'ROLLBACK_NOT_ALLOWED', 'transaction belongs to another player');
        if (!original.tombstone && original.type !== 'game_debit')
          return failure(409, 'ROLLBACK_NOT_ALLOWED', WALLET_MESSAGES.rollbackNotAllowed);

        // A bet already cancelled (by another rollback id, or never arrived) refunds nothing more, but this
        // rollback id is still recorded so that its replays answer alike.
        const reversal = original.tombstone ? null : await ledger.findReversalOf(original.id);
        const refund = original.tombstone || reversal ? 0n : original.amount;
        const result = await ledger.transfer({
          ...base,
          type: 'rollback',
          amount: refund,
          direction: 'in',
          counterparty: 'house',
          reversesId: refund > 0n ? original.id : null,
        });
        if (result.ok) return answered(result.transaction, result.replayed, result.balanceAfterEffects);
        if (result.reason === 'already_reversed' || result.reason === 'reference_conflict') continue;
        return settle(result, claims.playerId);
      }
      return failure(409, 'DUPLICATE_TRANSACTION', WALLET_MESSAGES.duplicate);
    },
  };
}

export type WalletApiService = ReturnType<typeof createWalletApiService>;
