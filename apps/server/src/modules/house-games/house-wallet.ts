import { randomUUID } from 'node:crypto';
import { CURRENCY } from '@khelo/contracts/constants';
import { paiseToRupees } from '@khelo/contracts/money';
import {
  WALLET_DEBIT_BATCH_MAX,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletBatchItem,
} from '@khelo/contracts/wallet';
import { signBody } from '../wallet-api/signature';

// The house provider's wallet calls: signed wallet-api requests exactly as an external provider sends them
// (docs/wallet.md), through the server's own HTTP routes, so the house games get no shortcut to money.
// Transaction ids are derived from the bet id, so any retry (or a recovery after a crash) repeats the same
// request and the wallet answers the first result instead of moving money twice.

export interface WalletTransport {
  (
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ statusCode: number; body: string }>;
}

export type WalletAnswer =
  { ok: true; balance: number } | { ok: false; statusCode: number; code: string; balance: number | null };

/** A wallet call as the practice chips see it (modules/practice). */
export type PracticeCall =
  | { kind: 'balance'; token: string; gameCode: string }
  | { kind: 'debit' | 'credit'; token: string; gameCode: string; transactionId: string; paise: number }
  | {
      kind: 'rollback';
      token: string;
      gameCode: string;
      transactionId: string;
      referenceTransactionId: string;
    };

/** Answers a call made with a practice launch token from the free chips; null: a cash token. */
export type PracticeRoute = (call: PracticeCall) => Promise<WalletAnswer | null>;

export interface HouseWalletDeps {
  providerCode: string;
  secret: () => Promise<string>;
  transport: WalletTransport;
  /**
   * Practice launches (free chips) are answered here, inside the money path, so every house game that
   * moves money through these functions gets practice mode without knowing it; cash never moves for them.
   */
  practice?: PracticeRoute;
}

/** A bet as its wallet calls name it. */
export interface BetMoney {
  id: string;
  token: string;
  gameCode: string;
  roundNo: string;
  paise: number;
}

export const betTransactionId = (betId: string) => `house-bet-${betId}`;
export const winTransactionId = (betId: string) => `house-win-${betId}`;
export const refundTransactionId = (betId: string) => `house-refund-${betId}`;

function chipsOf(
  kind: 'debit' | 'credit',
  bet: { token: string; gameCode: string; paise: number },
  transactionId: string,
): PracticeCall {
  return { kind, token: bet.token, gameCode: bet.gameCode, transactionId, paise: bet.paise };
}

export function createHouseWallet(deps: HouseWalletDeps) {
  async function send(path: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({ request_id: randomUUID(), ...payload, currency: CURRENCY });
    return deps.transport(path, body, {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: deps.providerCode,
      [WALLET_SIGNATURE_HEADER]: signBody(await deps.secret(), body),
    });
  }

  function answerOf(
    statusCode: number,
    answer: { status?: number; code?: string; balance?: number },
  ): WalletAnswer {
    if (statusCode === 200 && answer.status === 1) return { ok: true, balance: answer.balance ?? 0 };
    return {
      ok: false,
      statusCode,
      code: answer.code ?? 'UNKNOWN',
      balance: typeof answer.balance === 'number' ? answer.balance : null,
    };
  }

  async function call(path: string, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const response = await send(path, payload);
    return answerOf(response.statusCode, JSON.parse(response.body) as { status?: number });
  }

  const debitPayload = (bet: BetMoney) => ({
    token: bet.token,
    game_code: bet.gameCode,
    transaction_id: betTransactionId(bet.id),
    round_id: bet.roundNo,
    amount: paiseToRupees(BigInt(bet.paise)),
  });

  const creditPayload = (bet: BetMoney) => ({
    ...debitPayload(bet),
    transaction_id: winTransactionId(bet.id),
    reference_transaction_id: betTransactionId(bet.id),
  });

  /** Cash calls in signed batch calls; a call the wallet did not answer 200 is that for each item. */
  async function batch(kind: 'debit' | 'credit', bets: BetMoney[]): Promise<WalletAnswer[]> {
    const answers: WalletAnswer[] = [];
    for (let start = 0; start < bets.length; start += WALLET_DEBIT_BATCH_MAX) {
      const part = bets.slice(start, start + WALLET_DEBIT_BATCH_MAX);
      const response = await send(
        `/wallet-api/${kind}-batch`,
        kind === 'debit' ? { debits: part.map(debitPayload) } : { credits: part.map(creditPayload) },
      );
      const answer = JSON.parse(response.body) as { status?: number; results?: WalletBatchItem[] };
      if (response.statusCode !== 200 || !Array.isArray(answer.results)) {
        answers.push(...part.map(() => answerOf(response.statusCode, answer)));
        continue;
      }
      answers.push(...answer.results.map((item) => answerOf(item.http_status, item)));
    }
    return answers;
  }

  /** The practice chips' answer for a practice token, else the signed wallet-api call. */
  async function route(practice: PracticeCall, path: string, payload: Record<string, unknown>) {
    return (await deps.practice?.(practice)) ?? call(path, payload);
  }

  async function many(kind: 'debit' | 'credit', bets: BetMoney[]): Promise<WalletAnswer[]> {
    const practiceRoute = deps.practice;
    const id = kind === 'debit' ? betTransactionId : winTransactionId;
    const practice = practiceRoute
      ? await Promise.all(bets.map((bet) => practiceRoute(chipsOf(kind, bet, id(bet.id)))))
      : bets.map(() => null);
    const cash = bets.filter((_, index) => practice[index] === null);
    const cashAnswers = cash.length > 0 ? await batch(kind, cash) : [];
    let next = 0;
    return practice.map((answer) => answer ?? cashAnswers[next++]!);
  }

  return {
    balance: (token: string, gameCode: string) =>
      route({ kind: 'balance', token, gameCode }, '/wallet-api/balance', { token, game_code: gameCode }),
    debit: (bet: BetMoney) =>
      route(chipsOf('debit', bet, betTransactionId(bet.id)), '/wallet-api/debit', debitPayload(bet)),
    /**
     * Many bets' debits, answered in order (ADR 037): practice ones from the free chips, cash ones in one
     * signed debit-batch call, so the wallet posts them with one commit.
     */
    debitMany: (bets: BetMoney[]) => many('debit', bets),
    /** Many closing credits (wins, or 0 for lost bets) in one signed credit-batch call, like debitMany. */
    creditMany: (bets: BetMoney[]) => many('credit', bets),
    /** A win, or 0 to close a lost bet. */
    credit: (bet: { id: string; token: string; gameCode: string; roundNo: string; paise: number }) =>
      route(chipsOf('credit', bet, winTransactionId(bet.id)), '/wallet-api/credit', {
        token: bet.token,
        game_code: bet.gameCode,
        transaction_id: winTransactionId(bet.id),
        round_id: bet.roundNo,
        amount: paiseToRupees(BigInt(bet.paise)),
        reference_transaction_id: betTransactionId(bet.id),
      }),
    rollback: (bet: { id: string; token: string; gameCode: string; roundNo: string }) =>
      route(
        {
          kind: 'rollback',
          token: bet.token,
          gameCode: bet.gameCode,
          transactionId: refundTransactionId(bet.id),
          referenceTransactionId: betTransactionId(bet.id),
        },
        '/wallet-api/rollback',
        {
          token: bet.token,
          game_code: bet.gameCode,
          transaction_id: refundTransactionId(bet.id),
          reference_transaction_id: betTransactionId(bet.id),
          round_id: bet.roundNo,
        },
      ),
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;
