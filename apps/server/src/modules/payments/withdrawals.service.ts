import { randomUUID } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import { PAYMENT_MESSAGES, type WithdrawRequest } from '@khelo/contracts/payments';
import type { TaxService } from '../tax/tax.service';
import type { TransferResult } from '../wallet/ledger-inputs';
import type { LedgerService } from '../wallet/ledger.service';
import { PaymentError } from './payment-error';
import type { Player } from './deposits.service';

// transaction/withdraw: the amount moves from the player's cash to the withdrawal hold at once (a pending
// withdrawal); a cashier then approves it (paid out) or rejects it (the hold returns). No charge is taken
// (pages-and-rules.md section 9).

export const WITHDRAWAL_SOURCE = 'withdrawal';

type Parsed = Extract<WithdrawRequest, { method: string }> & { amount: number };

function destination(request: Parsed): { remarks: string; details: Record<string, string> } {
  switch (request.method) {
    case 'upi':
      return {
        remarks: `Withdrawal to UPI ${request.upi_id}`,
        // The holder's name was checked against the KYC name (docs/compliance.md); the cashier sees it.
        details: request.account_holder
          ? { method: 'upi', upi_id: request.upi_id, account_holder: request.account_holder }
          : { method: 'upi', upi_id: request.upi_id },
      };
    case 'bank':
      return {
        remarks: `Withdrawal to bank account ••••${request.account_number.slice(-4)}`,
        details: {
          method: 'bank',
          account_holder: request.account_holder,
          account_number: request.account_number,
          ifsc: request.ifsc,
        },
      };
    case 'crypto':
      return {
        remarks: `Withdrawal to Polygon ${request.address.slice(0, 6)}…${request.address.slice(-4)}`,
        details: { method: 'crypto', network: 'Polygon', address: request.address },
      };
  }
}

/** 400 while the operator has not turned CRYPTO_WITHDRAWALS on (docs/payments.md). */
export const CRYPTO_WITHDRAWALS_OFF = 'method: crypto withdrawals are not offered by this operator';

export interface WithdrawalsServiceOptions {
  ledger: LedgerService;
  tax?: TaxService;
  /** The operator's largest single withdrawal, in paise (payment_settings.max_withdrawal). */
  maxWithdrawal: (operatorId: number) => Promise<bigint>;
  /** CRYPTO_WITHDRAWALS: payouts to a Polygon address; off by default. */
  cryptoWithdrawals?: boolean;
}

export function createWithdrawalsService(options: WithdrawalsServiceOptions) {
  const { ledger } = options;

  async function checkAmount(player: Player, amount: bigint) {
    const maximum = await options.maxWithdrawal(player.operatorId);
    if (amount > maximum) throw new PaymentError(400, `amount: must be at most ${paiseToRupees(maximum)}`);
  }

  return {
    /** The operator's maximum: bad input, so the route asks it before the cash-play rules. */
    checkAmount,
    /** Refuses a method the operator does not offer, before any other check. */
    assertOffered(method: Parsed['method']): void {
      if (method === 'crypto' && !options.cryptoWithdrawals)
        throw new PaymentError(400, CRYPTO_WITHDRAWALS_OFF);
    },

    async withdraw(player: Player, request: Parsed) {
      const amount = rupeesToPaise(request.amount);
      await checkAmount(player, amount);
      const { remarks, details } = destination(request);
      const externalRef = randomUUID();
      // TDS (docs/bonus-and-tax.md) is its own `tax` row posted first; the hold is what the player receives.
      const hold = (tds: bigint): Promise<TransferResult> =>
        ledger.transfer({
          operatorId: player.operatorId,
          playerId: player.id,
          type: 'withdrawal',
          status: 'pending',
          source: WITHDRAWAL_SOURCE,
          externalRef,
          amount: amount - tds,
          direction: 'out',
          counterparty: 'withdrawal_hold',
          remarks,
          details: tds > 0n ? { ...details, gross_amount: String(amount), tds: String(tds) } : details,
        });
      const result = options.tax
        ? await options.tax.withhold(player, amount, externalRef, hold)
        : await hold(0n);
      if (!result.ok) {
        if (result.reason === 'insufficient_funds')
          throw new PaymentError(400, `${PAYMENT_MESSAGES.insufficient} (${paiseToRupees(result.balance)})`);
        throw new Error(`withdrawal not posted: ${result.reason}`);
      }
      return {
        status: 1 as const,
        message: PAYMENT_MESSAGES.withdrawSubmitted,
        transaction_id: result.transaction.id,
        transaction_status: 'PENDING' as const,
        wallet_balance: paiseToRupees(result.transaction.balanceAfter ?? 0n),
      };
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
