import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IMAGE_DISPLAY_RATIO_DEFAULT } from '@fanlane/contracts/auth';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { LOCALES } from '@fanlane/contracts/locales';
import { WATERMARK_POSITIONS } from '@fanlane/contracts/post';
import { ROLES } from '@fanlane/contracts/staff';

/** Hands out HD derivation indexes for user addresses, one per account, never reused. */
export const addressIndexSeq = pgSequence('user_address_index_seq', { startWith: 1 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 0x + 40 hex, derived from the HD seed at `addressIndex`; later the user's deposit address. */
    address: text('address').notNull(),
    addressIndex: integer('address_index').notNull(),
    email: text('email'),
    /** A mobile number in E.164 (+15551234567), proven by a texted code: a sign-in name like the e-mail. */
    phone: text('phone'),
    /**
     * When a mailed code or link proved `email`: sign-up, code sign-in, binding, a confirmed change,
     * or /settings/account/verifyEmail. Null for an e-mail nobody has proven (seeded accounts).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    coverUrl: text('cover_url'),
    /** Links shown on a creator page. */
    links: jsonb('links').$type<TSocialLink[]>().notNull().default([]),
    /** Burned into delivered images of this creator's posts when on. */
    watermarkEnabled: boolean('watermark_enabled').notNull().default(false),
    watermarkText: text('watermark_text'),
    watermarkPosition: text('watermark_position', { enum: WATERMARK_POSITIONS }).notNull().default('bottom-right'),
    creatorDomain: text('creator_domain'),
    imageDisplayRatio: text('image_display_ratio').notNull().default(IMAGE_DISPLAY_RATIO_DEFAULT),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** `restricted` and `banned`: docs/moderation.md. `deleted`: an anonymised tombstone after an account deletion (docs/account-deletion.md); the ledger still points here. */
    status: text('status', { enum: ['active', 'restricted', 'banned', 'deleted'] })
      .notNull()
      .default('active'),
    /** Identity verification's summary, written by modules/kyc (docs/kyc.md); payouts need `approved`. */
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    /**
     * The language the user reads the product in: set at sign-up and sign-in from the request (a
     * Telegram sign-up from Telegram's language), moved when a signed-in request names another.
     * Mails sent outside a request (notifications) are written in it.
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** The full (legal) name, private to the account (KYC and payouts use it, no page shows it). */
    legalFirstName: text('legal_first_name'),
    legalLastName: text('legal_last_name'),
    /** The user's own wallet for payouts and withdrawals, EIP-55 checksummed (not `address`, which is ours). */
    payoutAddress: text('payout_address'),
    /** The sensitive-content filter: sensitive posts show blurred until revealed. Off until turned on. */
    sensitiveFilter: boolean('sensitive_filter').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_address_key').on(sql`lower(${t.address})`),
    uniqueIndex('users_address_index_key').on(t.addressIndex),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_creator_domain_key').on(sql`lower(${t.creatorDomain})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
