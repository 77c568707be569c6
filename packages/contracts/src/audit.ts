/** The staff audit log (/admin/audit) and the FX rates page (/admin/rates): docs/admin-console.md. */
import { z } from 'zod';
import { ZCursorRequest } from './page.ts';

export const ZAuditListRequest = ZCursorRequest.extend({
  /** Only what this staff member did (their user id). */
  actorId: z.uuid().optional(),
  /** One action (`withdrawal.approve`), or every action of a kind by its prefix (`withdrawal.`). */
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(128).optional(),
  /** ISO dates or date-times, both ends included (`to` as a date: up to its end). */
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
});
export type TAuditListRequest = z.infer<typeof ZAuditListRequest>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actor: z.object({
    id: z.string(),
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    role: z.string(),
  }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAdminRate = z.object({
  currency: z.string(),
  /** The rate in the rates table (what an admin set, or the starting default). */
  usdRate: z.string(),
  source: z.string(),
  updatedAt: z.string(),
  /** The rate conversions use now: the table's, or the configured live source's (FX_SOURCE). Null: none now. */
  effectiveUsdRate: z.string().nullable(),
  effectiveSource: z.string().nullable(),
});
export type TAdminRate = z.infer<typeof ZAdminRate>;
export const ZAdminRateList = z.object({ items: z.array(ZAdminRate) });
export type TAdminRateList = z.infer<typeof ZAdminRateList>;
