import { randomBytes } from 'node:crypto';
import type { PaymentsRepository } from './payments.repository';

// The external rails behind interfaces, so that production adapters replace the sandbox ones without
// touching the services (docs/payments.md).

/** Where manual UPI payments show up: a bank statement feed or webhook in production. */
export interface BankStatement {
  /** Claims an unclaimed credit with this UTR and amount for `claimedBy`; false when there is none (yet). */
  claim(operatorId: number, utr: string, amount: bigint, claimedBy: string): Promise<boolean>;
}

/** The payment gateway of /kvmPay. */
export interface PaymentGateway {
  /** Registers a payment and answers the URL the player's QR opens. */
  createPayment(input: { merchantTransactionId: string; operatorId: number; amount: bigint }): Promise<{
    paymentUrl: string;
  }>;
}

/** Pays an approved withdrawal out; answers the rail's reference. */
export interface PayoutRail {
  payout(input: { withdrawalId: string; amount: bigint; method: string }): Promise<{ reference: string }>;
}

export function sandboxBankStatement(repository: PaymentsRepository): BankStatement {
  return {
    claim: (operatorId, utr, amount, claimedBy) =>
      repository.claimBankCredit(operatorId, utr, amount, claimedBy),
  };
}

/** Without a statement feed every manual deposit waits for a cashier. */
export const noBankStatement: BankStatement = { claim: () => Promise.resolve(false) };

export function sandboxGateway(repository: PaymentsRepository, origin: string): PaymentGateway {
  return {
    async createPayment(input) {
      const id = `SGW${randomBytes(8).toString('hex').toUpperCase()}`;
      await repository.createGatewayOrder({ id, ...input });
      return { paymentUrl: `${origin}/sandbox/gateway/${id}` };
    },
  };
}

/** The sandbox rail pays at once; its reference is derived from the withdrawal, so a retry pays nothing new. */
export const sandboxPayoutRail: PayoutRail = {
  payout: (input) => Promise.resolve({ reference: `SBXPAY-${input.withdrawalId}` }),
};
