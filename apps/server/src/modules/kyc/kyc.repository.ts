import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { KycDocType, KycStatus } from '@khelo/contracts/kyc';
import type { Db } from '../../db/client';
import { kycDocuments } from '../../db/schema';

// The only SQL of KYC documents. One row per player and type; a rejected row is replaced in place by the
// next submission, a pending or verified one is not.

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewSubmission {
  operatorId: number;
  playerId: string;
  docType: KycDocType;
  playerName: string;
  numberSealed: string;
  numberHash: string;
  numberLast4: string;
  frontFile: string;
  backFile: string | null;
  submittedAt: Date;
}

export type SubmitResult =
  { kind: 'created' } | { kind: 'replaced'; previousFiles: string[] } | { kind: 'exists' };

export type DecideResult =
  | { kind: 'decided'; row: KycDocumentRow }
  | { kind: 'not-found' }
  | { kind: 'not-pending' }
  | { kind: 'taken' };

/** Postgres unique_violation, as PGlite and pg report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createKycRepository(db: Db) {
  return {
    async listForPlayer(playerId: string): Promise<KycDocumentRow[]> {
      return db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, playerId))
        .orderBy(kycDocuments.docType);
    },

    async findForPlayer(playerId: string, docType: KycDocType): Promise<KycDocumentRow | null> {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.docType, docType)))
        .limit(1);
      return row ?? null;
    },

    /** True when this number is verified on another player's account of the operator. */
    async verifiedElsewhere(
      operatorId: number,
      docType: KycDocType,
      hash: string,
      playerId: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: kycDocuments.id })
        .from(kycDocuments)
        .where(
          and(
            eq(kycDocuments.operatorId, operatorId),
            eq(kycDocuments.docType, docType),
            eq(kycDocuments.numberHash, hash),
            eq(kycDocuments.status, 'verified'),
            ne(kycDocuments.playerId, playerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async submit(submission: NewSubmission): Promise<SubmitResult> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({
            id: kycDocuments.id,
            status: kycDocuments.status,
            front: kycDocuments.frontFile,
            back: kycDocuments.backFile,
          })
          .from(kycDocuments)
          .where(
            and(eq(kycDocuments.playerId, submission.playerId), eq(kycDocuments.docType, submission.docType)),
          )
          .for('update');
        if (existing && existing.status !== 'rejected') return { kind: 'exists' };
        if (existing) {
          await tx
            .update(kycDocuments)
            .set({ ...submission, status: 'pending', reason: null, reviewedBy: null, reviewedAt: null })
            .where(eq(kycDocuments.id, existing.id));
          return {
            kind: 'replaced',
            previousFiles: [existing.front, existing.back].filter((f): f is string => !!f),
          };
        }
        const inserted = await tx
          .insert(kycDocuments)
          .values(submission)
          .onConflictDoNothing()
          .returning({ id: kycDocuments.id });
        return inserted.length > 0 ? { kind: 'created' } : { kind: 'exists' };
      });
    },

    async list(operatorId: number, status: KycStatus, offset: number, limit: number) {
      const where = and(eq(kycDocuments.operatorId, operatorId), eq(kycDocuments.status, status));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(kycDocuments)
          .where(where)
          // Oldest first for the pending queue; newest first for decided ones.
          .orderBy(
            status === 'pending' ? kycDocuments.submittedAt : desc(kycDocuments.reviewedAt),
            kycDocuments.id,
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(kycDocuments).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findForOperator(operatorId: number, id: string): Promise<KycDocumentRow | null> {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.operatorId, operatorId), eq(kycDocuments.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Decides a pending submission; `alsoInTx` (the audit row) commits or rolls back with it. */
    async decide(
      operatorId: number,
      id: string,
      decision: { status: 'verified' | 'rejected'; reason: string | null; reviewedBy: string; at: Date },
      alsoInTx: (tx: Tx) => Promise<unknown>,
    ): Promise<DecideResult> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ status: kycDocuments.status })
            .from(kycDocuments)
            .where(and(eq(kycDocuments.operatorId, operatorId), eq(kycDocuments.id, id)))
            .for('update');
          if (!row) return { kind: 'not-found' } as const;
          if (row.status !== 'pending') return { kind: 'not-pending' } as const;
          const [updated] = await tx
            .update(kycDocuments)
            .set({
              status: decision.status,
              reason: decision.reason,
              reviewedBy: decision.reviewedBy,
              reviewedAt: decision.at,
            })
            .where(eq(kycDocuments.id, id))
            .returning();
          await alsoInTx(tx);
          return { kind: 'decided', row: updated! } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
    },
  };
}

export type KycRepository = ReturnType<typeof createKycRepository>;
