import { paiseToRupees } from '@khelo/contracts/money';
import { DEPOSIT_METHOD_UPI_QR, PAYMENT_MESSAGES, type StaffPaymentRow } from '@khelo/contracts/payments';
import type { LedgerTransactionStatus } from '@khelo/contracts/wallet';
import type { StaffIdentity } from '../staff/staff.service';
import type { StaffDecoration } from '../staff/register-staff';
import type { LedgerTransaction } from '../wallet/ledger.repository';
import type { LedgerService } from '../wallet/ledger.service';
import type { StaffClaimsService } from '../backoffice/staff-claims.service';
import { PaymentError } from './payment-error';
import type { PaymentsRepository } from './payments.repository';
import type { PayoutRail } from './rails';

// The cashier API (until the back office of issue 12): pending deposits and withdrawals, approved or
// rejected with a reason. Two staff acting on one request at once cannot both succeed: the ledger settles a
// pending transaction once (a row lock and a status check in one statement); the other gets 409. Every
// decision writes an audit row with who, when, what and why.

export const CASHIER_PAGE_SIZE = 50;

export type PaymentKind = 'deposit' | 'withdrawal';
export type Decision = 'approve' | 'reject';

export function presentPayment(transaction: LedgerTransaction, player: string): StaffPaymentRow {
  const { direction: _direction, ...details } = transaction.details;
  return {
    transaction_id: transaction.id,
    player_id: transaction.playerId ?? '',
    player,
    amount: paiseToRupees(transaction.amount),
    status: transaction.status,
    method: details.method ?? '',
    details,
    created_at: transaction.createdAt.toISOString(),
  };
}

/** "… already decided by cashier@… (completed)": the back office shows who won a race. */
function alreadyDecided(transaction: LedgerTransaction): string {
  const by = transaction.details.decided_by;
  return by
    ? `${PAYMENT_MESSAGES.alreadyDecided} by ${by} (${transaction.status})`
    : PAYMENT_MESSAGES.alreadyDecided;
}

export interface CashierServiceOptions {
  ledger: LedgerService;
  repository: PaymentsRepository;
  payout: PayoutRail;
  staff: StaffDecoration;
  /** The back office's claims: a decision holds the item's claim, refused while another cashier has it. */
  claims?: Pick<StaffClaimsService, 'claim' | 'release'>;
}

export function createCashierService(options: CashierServiceOptions) {
  const { ledger, repository } = options;
  return {
    async list(staff: StaffIdentity, kind: PaymentKind, status: LedgerTransactionStatus, page: number) {
      const [total, rows] = await Promise.all([
        repository.countPayments(staff.operatorId, kind, status),
        repository.pagePayments(
          staff.operatorId,
          kind,
          status,
          (page - 1) * CASHIER_PAGE_SIZE,
          CASHIER_PAGE_SIZE,
        ),
      ]);
      return {
        status: 1 as const,
        message: total === 0 ? 'No data found' : `${kind}s`,
        data: rows.map((row) => presentPayment(row.transaction, row.player)),
        page,
        total,
      };
    },

    async decide(staff: StaffIdentity, kind: PaymentKind, id: string, decision: Decision, reason: string) {
      const pending = await ledger.findById(id);
      if (!pending?.playerId || pending.type !== kind || pending.operatorId !== staff.operatorId)
        throw new PaymentError(404, PAYMENT_MESSAGES.notFound);
      if (kind === 'deposit' && pending.details.method !== DEPOSIT_METHOD_UPI_QR)
        throw new PaymentError(409, PAYMENT_MESSAGES.gatewayOnly);
      if (pending.status !== 'pending') throw new PaymentError(409, alreadyDecided(pending));
      await options.claims?.claim(staff, kind, id);

      const details: Record<string, string> = { decided_by: staff.email, decision_reason: reason };
      const result = await ledger.settle({
        transactionId: id,
        type: kind,
        outcome: decision === 'approve' ? 'completed' : 'failed',
        remarks: `${decision === 'approve' ? 'approved' : 'rejected'} by ${staff.email}`,
        details,
      });
      if (!result.ok) {
        const decided = await ledger.findById(id);
        throw new PaymentError(409, decided ? alreadyDecided(decided) : PAYMENT_MESSAGES.alreadyDecided);
      }
      // Paid only after this cashier's settlement won: a concurrent decision can never pay out twice.
      let payoutReference: string | undefined;
      if (kind === 'withdrawal' && decision === 'approve') {
        ({ reference: payoutReference } = await options.payout.payout({
          withdrawalId: id,
          amount: pending.amount,
          method: pending.details.method ?? '',
        }));
      }
      await options.staff.audit({
        staff,
        action: `${kind}.${decision}`,
        subjectType: kind,
        subjectId: id,
        reason,
        details: {
          amount: paiseToRupees(pending.amount),
          player_id: pending.playerId,
          status: result.transaction.status,
          ...(payoutReference ? { payout_reference: payoutReference } : {}),
        },
      });
      await options.claims?.release(staff, kind, id);
      return {
        status: 1 as const,
        message: `${kind} ${decision === 'approve' ? 'approved' : 'rejected'}`,
        transaction: presentPayment(result.transaction, await repository.playerContact(pending.playerId)),
      };
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
