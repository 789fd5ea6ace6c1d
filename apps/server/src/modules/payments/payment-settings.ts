import { AMOUNT_LIMITS } from '@khelo/contracts/amount';
import { MAX_SINGLE_DEPOSIT_RUPEES } from '@khelo/contracts/constants';
import { rupeesToPaise } from '@khelo/contracts/money';
import type { PaymentsRepository } from './payments.repository';

// An operator's payment settings: its row in payment_settings, or these defaults (docs/payments.md).
// Stored maximums are capped by the platform's ceilings (AMOUNT_LIMITS), which the schemas enforce too.

export interface PaymentSettings {
  upiIds: string[];
  payeeName: string;
  /** Paise. */
  minDeposit: bigint;
  /** Paise. */
  maxDeposit: bigint;
  /** Paise: the largest single withdrawal. */
  maxWithdrawal: bigint;
  /** Paise: the largest staff balance adjustment (credit or debit). */
  maxAdjustment: bigint;
}

const CEILINGS = {
  maxDeposit: rupeesToPaise(MAX_SINGLE_DEPOSIT_RUPEES),
  maxWithdrawal: rupeesToPaise(AMOUNT_LIMITS.withdrawal),
  maxAdjustment: rupeesToPaise(AMOUNT_LIMITS.adjustment),
};

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  upiIds: ['khelo.deposits@okaxis', 'khelo.pay@ybl'],
  payeeName: 'Khelo Gaming',
  minDeposit: rupeesToPaise(10),
  maxDeposit: CEILINGS.maxDeposit,
  // NPCI's usual per-transaction UPI limit; an operator paying by bank transfer may raise it.
  maxWithdrawal: rupeesToPaise(100_000),
  maxAdjustment: rupeesToPaise(100_000),
};

const capped = (value: bigint, ceiling: bigint) => (value < ceiling ? value : ceiling);

export async function loadPaymentSettings(
  repository: PaymentsRepository,
  operatorId: number,
): Promise<PaymentSettings> {
  const row = await repository.settings(operatorId);
  if (!row || row.upiIds.length === 0) return DEFAULT_PAYMENT_SETTINGS;
  return {
    upiIds: row.upiIds,
    payeeName: row.payeeName,
    minDeposit: BigInt(row.minDeposit),
    // The platform's ceilings hold whatever an operator stores.
    maxDeposit: capped(BigInt(row.maxDeposit), CEILINGS.maxDeposit),
    maxWithdrawal: capped(BigInt(row.maxWithdrawal), CEILINGS.maxWithdrawal),
    maxAdjustment: capped(BigInt(row.maxAdjustment), CEILINGS.maxAdjustment),
  };
}
