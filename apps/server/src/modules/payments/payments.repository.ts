import { and, asc, count, eq, isNull, not, sql } from 'drizzle-orm';
import type { LedgerTransactionStatus } from '@khelo/contracts/wallet';
import type { Db } from '../../db/client';
import {
  ledgerTransactions,
  paymentSettings,
  players,
  sandboxBankCredits,
  sandboxGatewayOrders,
} from '../../db/schema';
import { toLedgerTransaction, type LedgerTransaction } from '../wallet/ledger.repository';

// SQL of the payments module: operator settings, the cashier's lists (read from the ledger, which holds
// every deposit's and withdrawal's state) and the two sandbox simulators.

export interface PaymentListRow {
  transaction: LedgerTransaction;
  player: string;
}

export function createPaymentsRepository(db: Db) {
  return {
    async settings(operatorId: number) {
      const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.operatorId, operatorId));
      return row ?? null;
    },

    async countPayments(operatorId: number, type: 'deposit' | 'withdrawal', status: LedgerTransactionStatus) {
      const [row] = await db
        .select({ total: count() })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.operatorId, operatorId),
            eq(ledgerTransactions.type, type),
            eq(ledgerTransactions.status, status),
            not(ledgerTransactions.tombstone),
            sql`${ledgerTransactions.playerId} is not null`,
          ),
        );
      return row?.total ?? 0;
    },

    /** Oldest first: a cashier works the queue from its head. */
    async pagePayments(
      operatorId: number,
      type: 'deposit' | 'withdrawal',
      status: LedgerTransactionStatus,
      offset: number,
      limit: number,
    ): Promise<PaymentListRow[]> {
      const rows = await db
        .select({ transaction: ledgerTransactions, mobile: players.mobileNumber, email: players.email })
        .from(ledgerTransactions)
        .innerJoin(players, eq(players.id, ledgerTransactions.playerId))
        .where(
          and(
            eq(ledgerTransactions.operatorId, operatorId),
            eq(ledgerTransactions.type, type),
            eq(ledgerTransactions.status, status),
            not(ledgerTransactions.tombstone),
          ),
        )
        .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        transaction: toLedgerTransaction(row.transaction),
        player: row.mobile ?? row.email ?? '',
      }));
    },

    async playerContact(playerId: string): Promise<string> {
      const [row] = await db
        .select({ mobile: players.mobileNumber, email: players.email })
        .from(players)
        .where(eq(players.id, playerId));
      return row?.mobile ?? row?.email ?? '';
    },

    /** Pending gateway deposits whose payment window closed before `at`. */
    async overdueGatewayDeposits(source: string, at: Date): Promise<string[]> {
      const rows = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.source, source),
            eq(ledgerTransactions.status, 'pending'),
            sql`(${ledgerTransactions.details}->>'expires_at')::timestamptz < ${at.toISOString()}::timestamptz`,
          ),
        )
        .limit(500);
      return rows.map((row) => String(row.id));
    },

    // Sandbox UPI bank -----------------------------------------------------------------------------------

    async addBankCredit(credit: {
      utr: string;
      operatorId: number;
      upiId: string;
      amount: bigint;
      payer: string;
    }) {
      await db.insert(sandboxBankCredits).values(credit);
    },

    async recentBankCredits(operatorId: number, limit: number) {
      return db
        .select()
        .from(sandboxBankCredits)
        .where(eq(sandboxBankCredits.operatorId, operatorId))
        .orderBy(sql`${sandboxBankCredits.createdAt} desc`)
        .limit(limit);
    },

    /** Marks an unclaimed credit with this UTR and amount as claimed; false when there is none. */
    async claimBankCredit(
      operatorId: number,
      utr: string,
      amount: bigint,
      claimedBy: string,
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxBankCredits)
        .set({ claimedBy })
        .where(
          and(
            eq(sandboxBankCredits.utr, utr),
            eq(sandboxBankCredits.operatorId, operatorId),
            eq(sandboxBankCredits.amount, amount),
            isNull(sandboxBankCredits.claimedBy),
          ),
        )
        .returning({ utr: sandboxBankCredits.utr });
      return rows.length === 1;
    },

    // Sandbox gateway ------------------------------------------------------------------------------------

    async createGatewayOrder(order: {
      id: string;
      merchantTransactionId: string;
      operatorId: number;
      amount: bigint;
    }) {
      await db.insert(sandboxGatewayOrders).values(order);
    },

    async gatewayOrder(id: string) {
      const [row] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, id));
      return row ?? null;
    },

    /** Moves an order out of `from`; false when another click got there first. */
    async moveGatewayOrder(
      id: string,
      from: 'created' | 'paid',
      to: 'paid' | 'declined' | 'refunded',
      merchantAnswer: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxGatewayOrders)
        .set({ status: to, merchantAnswer, updatedAt: new Date() })
        .where(and(eq(sandboxGatewayOrders.id, id), eq(sandboxGatewayOrders.status, from)))
        .returning({ id: sandboxGatewayOrders.id });
      return rows.length === 1;
    },

    async setMerchantAnswer(id: string, merchantAnswer: string) {
      await db.update(sandboxGatewayOrders).set({ merchantAnswer }).where(eq(sandboxGatewayOrders.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
