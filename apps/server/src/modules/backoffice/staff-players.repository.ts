import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { paiseToRupees } from '@khelo/contracts/money';
import type { StaffAdjustment, StaffLedgerRow, StaffPlayerRow } from '@khelo/contracts/backoffice-players';
import type { Db } from '../../db/client';
import {
  kycDocuments,
  ledgerAccounts,
  ledgerTransactions,
  players,
  staffAccounts,
  staffAdjustments,
} from '../../db/schema';

// The back office's reads of players (search, one player's file) and the adjustments table.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const playerColumns = {
  id: players.id,
  mobileNumber: players.mobileNumber,
  email: players.email,
  displayName: players.displayName,
  status: players.status,
  createdAt: players.createdAt,
  lastLoginAt: players.lastLoginAt,
  mobileVerifiedAt: players.mobileVerifiedAt,
};

type PlayerRecord = { [K in keyof typeof playerColumns]: (typeof playerColumns)[K]['_']['data'] | null };

function presentPlayer(row: PlayerRecord): StaffPlayerRow {
  return {
    id: row.id!,
    mobile_number: row.mobileNumber,
    email: row.email,
    display_name: row.displayName ?? '',
    status: row.status ?? 'active',
    created_at: row.createdAt!.toISOString(),
  };
}

export type AdjustmentRecord = typeof staffAdjustments.$inferSelect;

export function presentAdjustment(row: AdjustmentRecord, emails: Map<string, string>): StaffAdjustment {
  return {
    id: row.id,
    player_id: row.playerId,
    amount: paiseToRupees(row.amount),
    reason: row.reason,
    status: row.status,
    requested_by: emails.get(row.requestedBy) ?? row.requestedBy,
    decided_by: row.decidedBy ? (emails.get(row.decidedBy) ?? row.decidedBy) : null,
    transaction_id: row.transactionId,
    created_at: row.createdAt.toISOString(),
  };
}

export function createStaffPlayersRepository(db: Db) {
  return {
    async search(operatorId: number, q: string): Promise<StaffPlayerRow[]> {
      const term = q.replace(/[%_\\]/g, (char) => `\\${char}`);
      const match = UUID.test(q)
        ? eq(players.id, q)
        : or(ilike(players.mobileNumber, `%${term}%`), ilike(players.email, `%${term}%`));
      const rows = await db
        .select(playerColumns)
        .from(players)
        .where(and(eq(players.operatorId, operatorId), match))
        .orderBy(desc(players.createdAt))
        .limit(20);
      return rows.map(presentPlayer);
    },

    async player(operatorId: number, playerId: string) {
      const [row] = await db
        .select(playerColumns)
        .from(players)
        .where(and(eq(players.operatorId, operatorId), eq(players.id, playerId)));
      if (!row) return null;
      return {
        ...presentPlayer(row),
        last_login_at: row.lastLoginAt?.toISOString() ?? null,
        mobile_verified: row.mobileVerifiedAt !== null,
      };
    },

    async balances(playerId: string): Promise<{ cash: number; bonus: number }> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.playerId, playerId));
      const of = (kind: string) => paiseToRupees(rows.find((row) => row.kind === kind)?.balance ?? 0n);
      return { cash: of('player_cash'), bonus: of('player_bonus') };
    },

    async kyc(playerId: string) {
      return db
        .select({
          doc_type: kycDocuments.docType,
          status: kycDocuments.status,
          number_last4: kycDocuments.numberLast4,
        })
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, playerId));
    },

    /** The latest transactions, signed from the player's side (game debits and credits are the rounds). */
    async ledger(playerId: string, limit = 30): Promise<StaffLedgerRow[]> {
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          type: ledgerTransactions.type,
          status: ledgerTransactions.status,
          amount: ledgerTransactions.amount,
          direction: sql<string | null>`${ledgerTransactions.details}->>'direction'`,
          remarks: ledgerTransactions.remarks,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.tombstone, false)))
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit);
      return rows.map((row) => ({
        id: String(row.id),
        type: row.type,
        status: row.status,
        amount: paiseToRupees(row.direction === 'out' ? -row.amount : row.amount),
        remarks: row.remarks,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async adjustments(filter: { operatorId: number; playerId?: string; status?: 'pending' }) {
      return db
        .select()
        .from(staffAdjustments)
        .where(
          and(
            eq(staffAdjustments.operatorId, filter.operatorId),
            filter.playerId ? eq(staffAdjustments.playerId, filter.playerId) : undefined,
            filter.status ? eq(staffAdjustments.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(staffAdjustments.createdAt))
        .limit(50);
    },

    async insertAdjustment(row: typeof staffAdjustments.$inferInsert): Promise<AdjustmentRecord> {
      const [inserted] = await db.insert(staffAdjustments).values(row).returning();
      return inserted!;
    },

    async findAdjustment(operatorId: number, id: string): Promise<AdjustmentRecord | null> {
      const [row] = await db
        .select()
        .from(staffAdjustments)
        .where(and(eq(staffAdjustments.operatorId, operatorId), eq(staffAdjustments.id, id)));
      return row ?? null;
    },

    /** pending → applied/rejected once: null when another admin decided first. */
    async decideAdjustment(
      id: string,
      change: { status: 'applied' | 'rejected'; decidedBy: string; at: Date },
    ): Promise<AdjustmentRecord | null> {
      const [row] = await db
        .update(staffAdjustments)
        .set({ status: change.status, decidedBy: change.decidedBy, decidedAt: change.at })
        .where(and(eq(staffAdjustments.id, id), eq(staffAdjustments.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async setTransaction(id: string, transactionId: string): Promise<void> {
      await db.update(staffAdjustments).set({ transactionId }).where(eq(staffAdjustments.id, id));
    },

    async reopen(id: string): Promise<void> {
      await db
        .update(staffAdjustments)
        .set({ status: 'pending', decidedBy: null, decidedAt: null })
        .where(eq(staffAdjustments.id, id));
    },

    /** Staff e-mails by id, to show who requested and decided. */
    async staffEmails(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staffAccounts.id, email: staffAccounts.email })
        .from(staffAccounts)
        .where(inArray(staffAccounts.id, ids));
      return new Map(rows.map((row) => [row.id, row.email]));
    },
  };
}

export type StaffPlayersRepository = ReturnType<typeof createStaffPlayersRepository>;
