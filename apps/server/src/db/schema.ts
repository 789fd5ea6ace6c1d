import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// The database schema; drizzle-kit generates the SQL migrations in ./migrations from this file.

export const operators = pgTable('operators', {
  // The operator id players and game providers send (230201 for the demo), not a surrogate key.
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys the web app asked for but its locale files lack (i18next saveMissing), for translators. */
export const missingTranslations = pgTable(
  'missing_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lng: text('lng').notNull(),
    ns: text('ns').notNull(),
    key: text('key').notNull(),
    fallback: text('fallback').notNull().default(''),
    hits: integer('hits').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('missing_translations_lng_ns_key').on(table.lng, table.ns, table.key)],
);
