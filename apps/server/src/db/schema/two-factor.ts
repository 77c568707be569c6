import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An account's authenticator app (TOTP) and recovery codes (docs/admin-console.md). A row with no
 * `enabledAt` is a setup not confirmed yet. The secret is AES-256-GCM ciphertext under
 * TOTP_ENCRYPTION_KEY; recovery codes are kept as keyed hashes, each removed when used.
 */
export const twoFactorAuth = pgTable('two_factor_auth', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code of that step or earlier never works again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
