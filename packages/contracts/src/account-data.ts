/**
 * Deleting the account (`/settings/account/deleteAccount`) and downloading one's data
 * (`/settings/security/download`): docs/account-deletion.md.
 */
import { z } from 'zod';
import { ZVerificationCode, PASSWORD_MAX } from './auth.ts';

/** How the caller can confirm: their password, a mailed code (no password), or neither (set a password first). */
export const DELETION_CONFIRM_METHODS = ['password', 'code', 'unavailable'] as const;
export type TDeletionConfirmMethod = (typeof DELETION_CONFIRM_METHODS)[number];

/** One balance that would be given up, in minor units of its currency (earnings in US cents). */
export const ZDeletionBalance = z.object({
  /** `USD`, `ETH`…, or `earnings-pending` / `earnings-available` for a creator's earnings (US cents). */
  kind: z.string(),
  currency: z.string(),
  minor: z.string(),
});
export type TDeletionBalance = z.infer<typeof ZDeletionBalance>;

export const ZAccountDeletionState = z.object({
  /** `scheduled`: the account is deleted at `dueAt` unless its owner signs in before. */
  state: z.enum(['none', 'scheduled']),
  requestedAt: z.number().int().nullable(),
  dueAt: z.number().int().nullable(),
  graceDays: z.number().int(),
  confirmBy: z.enum(DELETION_CONFIRM_METHODS),
  /** Where a code would go (the caller's own e-mail), when confirmBy is `code`. */
  email: z.string().nullable(),
  /** Non-zero balances: given up on deletion, so the caller must tick `forfeitBalance`. */
  balances: z.array(ZDeletionBalance),
  /** A withdrawal still on its way: deletion waits until it is paid out or ends. */
  openWithdrawal: z.boolean(),
  /** Subscriptions of the caller that still renew (they stop), and fans who still renew to the caller. */
  renewingSubscriptions: z.number().int(),
  renewingSubscribers: z.number().int(),
});
export type TAccountDeletionState = z.infer<typeof ZAccountDeletionState>;

export const ZDeleteAccountRequest = z.object({
  password: z.string().min(1).max(PASSWORD_MAX).optional(),
  code: ZVerificationCode.optional(),
  /** The caller ticked that their remaining balance is given up. */
  forfeitBalance: z.boolean().default(false),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const DATA_EXPORT_STATES = ['none', 'queued', 'building', 'ready', 'expired', 'failed'] as const;
export type TDataExportStateName = (typeof DATA_EXPORT_STATES)[number];

export const ZDataExportState = z.object({
  id: z.string().nullable(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.number().int().nullable(),
  readyAt: z.number().int().nullable(),
  expiresAt: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** While ready: the download link (the caller's session, or the signed token the mail carries). */
  downloadUrl: z.string().nullable(),
  /** When another request is allowed (one a day), or null when it is now. */
  nextRequestAt: z.number().int().nullable(),
  ttlHours: z.number().int(),
});
export type TDataExportState = z.infer<typeof ZDataExportState>;

/** `GET /actor/v1/account/data-export/file?id=&token=` (token from the mail; without it, the session). */
export const ZDataExportFileQuery = z.object({
  id: z.uuid(),
  token: z.string().max(512).optional(),
});

/** How often a user can ask for their data. */
export const DATA_EXPORT_MIN_INTERVAL_HOURS = 24;
