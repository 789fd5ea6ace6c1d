import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, type OtpChannel } from '../../db/schema';

export interface OutboxRow {
  to: string;
  channel: OtpChannel;
  body: string;
  code: string | null;
  sentAt: Date;
}

export function createOutboxRepository(db: Db) {
  return {
    async add(row: OutboxRow): Promise<void> {
      await db.insert(outboxMessages).values(row);
    },

    /** Newest first; all destinations when `to` is absent. */
    async list(to: string | undefined, limit: number): Promise<OutboxRow[]> {
      const columns = {
        to: outboxMessages.to,
        channel: outboxMessages.channel,
        body: outboxMessages.body,
        code: outboxMessages.code,
        sentAt: outboxMessages.sentAt,
      };
      const query = db.select(columns).from(outboxMessages);
      const filtered = to ? query.where(eq(outboxMessages.to, to)) : query;
      return filtered.orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
