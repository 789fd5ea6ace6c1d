import { randomBytes } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import {
  DEPOSIT_METHOD_GATEWAY,
  DEPOSIT_METHOD_UPI_QR,
  GATEWAY_EXPIRY_MS,
  GATEWAY_NAME,
  PAYMENT_MESSAGES,
  type DepositStatus,
  type GatewayWebhook,
} from '@khelo/contracts/payments';
import type { LedgerTransaction } from '../wallet/ledger.repository';
import type { LedgerService } from '../wallet/ledger.service';
import { PaymentError } from './payment-error';
import { loadPaymentSettings, type PaymentSettings } from './payment-settings';
import type { PaymentsRepository } from './payments.repository';
import { qrDataUrl, upiPayUrl } from './qr';
import type { BankStatement, PaymentGateway } from './rails';

// Deposits (core-platform.md sections 2, 4, 7): a manual UPI payment reported with its UTR, and a gateway
// payment with a QR and an 8-minute window. Each is a pending deposit in the ledger until it is settled —
// by the bank statement, a cashier, the gateway's webhook or the expiry — exactly once (ledger.settle).

export const UTR_SOURCE = 'utr';
export const GATEWAY_SOURCE = `gateway:${GATEWAY_NAME}`;

export interface DepositsServiceOptions {
  ledger: LedgerService;
  repository: PaymentsRepository;
  bank: BankStatement;
  /** Null: no gateway configured (production without an adapter). */
  gateway: PaymentGateway | null;
  now: () => Date;
}

export interface Player {
  id: string;
  operatorId: number;
}

export function gatewayStatus(transaction: LedgerTransaction): DepositStatus {
  switch (transaction.status) {
    case 'pending':
      return 'PENDING';
    case 'completed':
      return 'SUCCESS';
    case 'failed':
      return transaction.details.expired === 'true' ? 'EXPIRED' : 'FAILED';
  }
}

function checkAmount(settings: PaymentSettings, amount: bigint): void {
  if (amount < settings.minDeposit)
    throw new PaymentError(400, `amount: must be at least ${paiseToRupees(settings.minDeposit)}`);
  if (amount > settings.maxDeposit)
    throw new PaymentError(400, `amount: must be at most ${paiseToRupees(settings.maxDeposit)}`);
}

export function createDepositsService(options: DepositsServiceOptions) {
  const { ledger, repository, now } = options;

  async function expire(transaction: LedgerTransaction): Promise<LedgerTransaction> {
    const result = await ledger.settle({
      transactionId: transaction.id,
      type: 'deposit',
      outcome: 'failed',
      remarks: 'Gateway payment window closed',
      details: { expired: 'true' },
    });
    return result.ok ? result.transaction : (result.existing ?? transaction);
  }

  function isOverdue(transaction: LedgerTransaction): boolean {
    const expiresAt = Date.parse(transaction.details.expires_at ?? '');
    return Number.isFinite(expiresAt) && now().getTime() >= expiresAt;
  }

  return {
    async depositDetails(operatorId: number, amountRupees: number | undefined) {
      const settings = await loadPaymentSettings(repository, operatorId);
      const upiUrl = upiPayUrl({
        upiId: settings.upiIds[0]!,
        payeeName: settings.payeeName,
        amountRupees,
        note: 'Khelo wallet deposit',
      });
      return {
        status: 1 as const,
        message: 'deposit details',
        QR_url: await qrDataUrl(upiUrl),
        upi_url: upiUrl,
        upi_id: settings.upiIds,
        payee_name: settings.payeeName,
        min_deposit: paiseToRupees(settings.minDeposit),
        max_deposit: paiseToRupees(settings.maxDeposit),
      };
    },

    /** transaction/deposit: a pending deposit, credited at once when the bank statement already shows it. */
    async manualDeposit(
      player: Player,
      input: { utr: string; amount: number; deviceId?: string; paymentGateway?: string },
    ) {
      const settings = await loadPaymentSettings(repository, player.operatorId);
      const amount = rupeesToPaise(input.amount);
      checkAmount(settings, amount);
      const created = await ledger.transfer({
        operatorId: player.operatorId,
        playerId: player.id,
        type: 'deposit',
        status: 'pending',
        source: UTR_SOURCE,
        externalRef: input.utr,
        amount,
        direction: 'in',
        counterparty: 'gateway_clearing',
        remarks: `UPI deposit, UTR ${input.utr}`,
        details: {
          method: DEPOSIT_METHOD_UPI_QR,
          utr: input.utr,
          ...(input.deviceId ? { device_id: input.deviceId } : {}),
          ...(input.paymentGateway ? { payment_gateway: input.paymentGateway } : {}),
        },
      });
      // A UTR names one bank payment: whoever sent it first owns it, a repeat is refused outright.
      if (!created.ok || created.replayed) throw new PaymentError(409, PAYMENT_MESSAGES.utrUsed);
      let transaction = created.transaction;
      if (await options.bank.claim(player.operatorId, input.utr, amount, transaction.id)) {
        const settled = await ledger.settle({
          transactionId: transaction.id,
          type: 'deposit',
          outcome: 'completed',
          remarks: 'matched on the bank statement',
          details: { matched: 'bank_statement' },
        });
        if (settled.ok) transaction = settled.transaction;
      }
      const credited = transaction.status === 'completed';
      return {
        status: 1 as const,
        message: credited ? PAYMENT_MESSAGES.depositCredited : PAYMENT_MESSAGES.depositSubmitted,
        transaction_id: transaction.id,
        transaction_status: gatewayStatus(transaction),
        credited,
        wallet_balance: paiseToRupees(await ledger.cashBalance(player.id)),
      };
    },

    /** pg/kvmpay-deposit: a pending deposit and a gateway payment the QR opens. */
    async gatewayDeposit(
      player: Player,
      input: { amount: number; mobileNo: string; email: string; deviceId?: string },
    ) {
      if (!options.gateway) throw new PaymentError(503, 'The payment gateway is not available');
      const settings = await loadPaymentSettings(repository, player.operatorId);
      const amount = rupeesToPaise(input.amount);
      checkAmount(settings, amount);
      const transactionId = `KVM${randomBytes(10).toString('hex').toUpperCase()}`;
      const expiresAt = new Date(now().getTime() + GATEWAY_EXPIRY_MS);
      const created = await ledger.transfer({
        operatorId: player.operatorId,
        playerId: player.id,
        type: 'deposit',
        status: 'pending',
        source: GATEWAY_SOURCE,
        externalRef: transactionId,
        amount,
        direction: 'in',
        counterparty: 'gateway_clearing',
        remarks: 'UPI payment through the gateway',
        details: {
          method: DEPOSIT_METHOD_GATEWAY,
          mobile: input.mobileNo,
          email: input.email,
          expires_at: expiresAt.toISOString(),
          ...(input.deviceId ? { device_id: input.deviceId } : {}),
        },
      });
      if (!created.ok) throw new Error(`gateway transaction ${transactionId} not created: ${created.reason}`);
      const { paymentUrl } = await options.gateway.createPayment({
        merchantTransactionId: transactionId,
        operatorId: player.operatorId,
        amount,
      });
      return {
        status: 1 as const,
        message: PAYMENT_MESSAGES.gatewayCreated,
        transaction_id: transactionId,
        QR_code: await qrDataUrl(paymentUrl),
        payment_url: paymentUrl,
        expires_at: expiresAt.toISOString(),
        amount: paiseToRupees(amount),
      };
    },

    /** pg/kvmpay-checkStatus: the player's own gateway transaction; a closed window becomes EXPIRED. */
    async checkStatus(player: Player, transactionId: string) {
      let transaction = await ledger.findByReference(GATEWAY_SOURCE, transactionId);
      if (!transaction || transaction.playerId !== player.id)
        throw new PaymentError(404, PAYMENT_MESSAGES.notFound);
      if (transaction.status === 'pending' && isOverdue(transaction)) transaction = await expire(transaction);
      const status = gatewayStatus(transaction);
      return {
        status: 1 as const,
        message: status === 'SUCCESS' ? PAYMENT_MESSAGES.depositCredited : status,
        transaction_id: transactionId,
        transaction_status: status,
        amount: paiseToRupees(transaction.amount),
        expires_at: transaction.details.expires_at ?? '',
        wallet_balance: paiseToRupees(await ledger.cashBalance(player.id)),
      };
    },

    /**
     * The gateway's verified webhook. Credits exactly once; a payment after the window is refused (409), and
     * the gateway refunds it.
     */
    async webhook(event: GatewayWebhook): Promise<{ code: number; message: string }> {
      let transaction = await ledger.findByReference(GATEWAY_SOURCE, event.transaction_id);
      if (!transaction) return { code: 404, message: PAYMENT_MESSAGES.notFound };
      if (rupeesToPaise(event.amount) !== transaction.amount)
        return { code: 400, message: PAYMENT_MESSAGES.amountMismatch };
      if (transaction.status === 'pending' && isOverdue(transaction)) transaction = await expire(transaction);
      if (event.status === 'FAILED') {
        if (transaction.status === 'pending')
          await ledger.settle({
            transactionId: transaction.id,
            type: 'deposit',
            outcome: 'failed',
            remarks: 'declined at the gateway',
            details: { gateway_payment_id: event.gateway_payment_id },
          });
        return { code: 200, message: 'OK' };
      }
      if (transaction.status === 'pending') {
        const settled = await ledger.settle({
          transactionId: transaction.id,
          type: 'deposit',
          outcome: 'completed',
          remarks: 'paid through the gateway',
          details: { gateway_payment_id: event.gateway_payment_id },
        });
        transaction = settled.ok ? settled.transaction : (settled.existing ?? transaction);
      }
      if (transaction.status === 'completed') return { code: 200, message: 'OK' };
      return { code: 409, message: PAYMENT_MESSAGES.expired };
    },

    /** Sandbox only: closes a gateway payment's window now, as if its 8 minutes had passed. */
    async expireNow(transactionId: string): Promise<void> {
      const transaction = await ledger.findByReference(GATEWAY_SOURCE, transactionId);
      if (transaction?.status === 'pending') await expire(transaction);
    },

    /** Expires every gateway deposit whose window closed (a timer calls it; so do status checks). */
    async expireOverdue(): Promise<number> {
      const ids = await repository.overdueGatewayDeposits(GATEWAY_SOURCE, now());
      for (const id of ids)
        await ledger.settle({
          transactionId: id,
          type: 'deposit',
          outcome: 'failed',
          remarks: 'Gateway payment window closed',
          details: { expired: 'true' },
        });
      return ids.length;
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
