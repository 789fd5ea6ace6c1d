import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Messages of the Contact Us form (issue 9), read by support staff through GET /staff/contact-messages.
// Re-exported from schema.ts, which drizzle-kit reads.

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** The sender's address: the per-IP hourly limit counts rows by it. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_operator_created_idx').on(table.operatorId, table.createdAt),
    index('contact_messages_ip_created_idx').on(table.ip, table.createdAt),
  ],
);
