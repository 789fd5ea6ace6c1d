import { MAX_SINGLE_DEPOSIT_RUPEES } from '@khelo/contracts/constants';
import { rupeesToPaise } from '@khelo/contracts/money';
import type { PaymentsRepository } from './payments.repository';

// An operator's payment settings: its row in payment_settings, or these defaults (docs/payments.md).

export interface PaymentSettings {
  upiIds: string[];
  payeeName: string;
  /** Paise. */
  minDeposit: bigint;
  /** Paise. */
  maxDeposit: bigint;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  upiIds: ['khelo.deposits@okaxis', 'khelo.pay@ybl'],
  payeeName: 'Khelo Gaming',
  minDeposit: rupeesToPaise(10),
  maxDeposit: rupeesToPaise(MAX_SINGLE_DEPOSIT_RUPEES),
};

const MAX_PAISE = rupeesToPaise(MAX_SINGLE_DEPOSIT_RUPEES);

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
    // The platform's ceiling holds whatever an operator stores.
    maxDeposit: BigInt(row.maxDeposit) < MAX_PAISE ? BigInt(row.maxDeposit) : MAX_PAISE,
  };
}
