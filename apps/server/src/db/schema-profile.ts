import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KYC_DOC_TYPES, KYC_STATUSES } from '@khelo/contracts/kyc';
import { INDIAN_STATES } from '@khelo/contracts/profile';
import { operators, players } from './schema';

// Profile and KYC (issue 7, docs/profile-kyc.md). Re-exported from schema.ts so drizzle-kit sees it; the
// references to players / operators are lazy callbacks, so the circular import is harmless.

/** One row per player once anything of the profile was set; the nickname stays players.display_name. */
export const playerProfiles = pgTable('player_profiles', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  /** 1-12: a generated avatar; 0: the uploaded picture; null: initials. */
  avatarId: integer('avatar_id'),
  /** Random file name of the uploaded picture under DATA_DIR/media/pictures (also its URL). */
  pictureName: text('picture_name'),
  birthday: date('birthday', { mode: 'string' }),
  phone: text('phone'),
  city: text('city'),
  state: text('state', { enum: INDIAN_STATES }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A KYC document: one per type and player. The number is stored sealed (AES-256-GCM with DATA_KEY), as a
 * keyed hash for the uniqueness check and as its last four; the images are sealed files in DATA_DIR/kyc.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    docType: text('doc_type', { enum: KYC_DOC_TYPES }).notNull(),
    playerName: text('player_name').notNull(),
    numberSealed: text('number_sealed').notNull(),
    /** HMAC-SHA256 of "type:number" with a key derived from DATA_KEY. */
    numberHash: text('number_hash').notNull(),
    numberLast4: text('number_last4').notNull(),
    frontFile: text('front_file').notNull(),
    backFile: text('back_file'),
    status: text('status', { enum: KYC_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    /** The staff account that decided (no foreign key: staff accounts live in another module). */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_documents_player_type_key').on(table.playerId, table.docType),
    // A number can be verified on one account only (per operator and type).
    uniqueIndex('kyc_documents_verified_number_key')
      .on(table.operatorId, table.docType, table.numberHash)
      .where(sql`${table.status} = 'verified'`),
    index('kyc_documents_status_idx').on(table.operatorId, table.status, table.submittedAt),
  ],
);
