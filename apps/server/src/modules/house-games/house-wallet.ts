import { randomUUID } from 'node:crypto';
import { CURRENCY } from '@khelo/contracts/constants';
import { paiseToRupees } from '@khelo/contracts/money';
import { WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER } from '@khelo/contracts/wallet';
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

export interface HouseWalletDeps {
  providerCode: string;
  secret: () => Promise<string>;
  transport: WalletTransport;
}

export const betTransactionId = (betId: string) => `house-bet-${betId}`;
export const winTransactionId = (betId: string) => `house-win-${betId}`;
export const refundTransactionId = (betId: string) => `house-refund-${betId}`;

export function createHouseWallet(deps: HouseWalletDeps) {
  async function call(path: string, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const body = JSON.stringify({ request_id: randomUUID(), ...payload, currency: CURRENCY });
    const response = await deps.transport(path, body, {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: deps.providerCode,
      [WALLET_SIGNATURE_HEADER]: signBody(await deps.secret(), body),
    });
    const answer = JSON.parse(response.body) as { status?: number; code?: string; balance?: number };
    if (response.statusCode === 200 && answer.status === 1) return { ok: true, balance: answer.balance ?? 0 };
    return {
      ok: false,
      statusCode: response.statusCode,
      code: answer.code ?? 'UNKNOWN',
      balance: typeof answer.balance === 'number' ? answer.balance : null,
    };
  }

  return {
    balance: (token: string, gameCode: string) => call('/wallet-api/balance', { token, game_code: gameCode }),
    debit: (bet: { id: string; token: string; gameCode: string; roundNo: string; paise: number }) =>
      call('/wallet-api/debit', {
        token: bet.token,
        game_code: bet.gameCode,
        transaction_id: betTransactionId(bet.id),
        round_id: bet.roundNo,
        amount: paiseToRupees(BigInt(bet.paise)),
      }),
    /** A win, or 0 to close a lost bet. */
    credit: (bet: { id: string; token: string; gameCode: string; roundNo: string; paise: number }) =>
      call('/wallet-api/credit', {
        token: bet.token,
        game_code: bet.gameCode,
        transaction_id: winTransactionId(bet.id),
        round_id: bet.roundNo,
        amount: paiseToRupees(BigInt(bet.paise)),
        reference_transaction_id: betTransactionId(bet.id),
      }),
    rollback: (bet: { id: string; token: string; gameCode: string; roundNo: string }) =>
      call('/wallet-api/rollback', {
        token: bet.token,
        game_code: bet.gameCode,
        transaction_id: refundTransactionId(bet.id),
        reference_transaction_id: betTransactionId(bet.id),
        round_id: bet.roundNo,
      }),
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;
