import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  KYC_APPLICATION_STATUSES,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_TYPES,
  KYC_PROVIDERS,
} from '@fanlane/contracts/kyc';
import { users } from './users.ts';

/**
 * Identity verification applications (docs/kyc.md). A row is never deleted with its documents:
 * the decision (who, when, why) stays after the pictures are gone. users.kyc_status is the
 * summary the payouts read, written by modules/kyc through the users repo.
 */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: KYC_APPLICATION_STATUSES }).notNull().default('submitted'),
    legalName: text('legal_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    documentType: text('document_type', { enum: KYC_DOCUMENT_TYPES }).notNull(),
    provider: text('provider', { enum: KYC_PROVIDERS }).notNull().default('manual'),
    /** The hosted service's session (and the page the applicant finishes on), when not manual. */
    providerSessionId: text('provider_session_id'),
    providerUrl: text('provider_url'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who decided; null for a hosted service's decision or an expiry. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** When an approval runs out (KYC_VALIDITY_DAYS after it; null: never). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The pictures were deleted (KYC_RETENTION_DAYS after the decision). */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One application waits for review per user at a time: a second submit is refused by the index too.
    uniqueIndex('kyc_applications_one_pending_key')
      .on(t.userId)
      .where(sql`status = 'submitted'`),
    index('kyc_applications_user_idx').on(t.userId, t.submittedAt),
    // The review queue (by status, oldest or newest first) and the retention sweep.
    index('kyc_applications_status_idx').on(t.status, t.submittedAt, t.id),
    index('kyc_applications_retention_idx')
      .on(t.decidedAt)
      .where(sql`documents_deleted_at is null and decided_at is not null`),
    uniqueIndex('kyc_applications_provider_session_key').on(t.provider, t.providerSessionId),
  ],
);

/**
 * The pictures of an application, encrypted at rest (AES-256-GCM): `blob_key` is where the
 * ciphertext lives in the private blob store, `key_id` which configured key sealed it.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => kycApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KYC_DOCUMENT_KINDS }).notNull(),
    blobKey: text('blob_key').notNull(),
    keyId: text('key_id').notNull(),
    /** What the plaintext is (always the re-encoded WebP) and its size in bytes. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_documents_application_kind_key').on(t.applicationId, t.kind),
    // The re-encryption sweep: documents not yet under the current key.
    index('kyc_documents_key_idx').on(t.keyId),
  ],
);

export type KycApplicationRow = typeof kycApplications.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
