import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  operatorId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  ip: string | null;
  createdAt: Date;
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },

    /** Messages from `ip` after `since`, and the oldest of them (when the window frees up again). */
    async countForIpSince(ip: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(contactMessages.createdAt) })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async page(operatorId: number, offset: number, limit: number): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.operatorId, operatorId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
    },

    async total(operatorId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(contactMessages)
        .where(eq(contactMessages.operatorId, operatorId));
      return row?.count ?? 0;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
