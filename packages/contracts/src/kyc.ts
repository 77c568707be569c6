/**
 * Identity verification (KYC, /kyc and /kyc-task/v1/*, docs/kyc.md): the applicant's form and
 * where they stand, and the admins' review queue. The documents themselves are never in these
 * shapes: admins read them one at a time through the document call, as image bytes.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.ts';

/** An applicant must be at least this old on the day they submit. */
export const KYC_MIN_AGE = 18;
/** Each picture, before it is re-encoded (the server may be configured lower, never higher). */
export const KYC_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const KYC_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The pictures of one application; a passport has no back. */
export const KYC_DOCUMENT_KINDS = ['front', 'back', 'selfie'] as const;
export type TKycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** The multipart field names of the submit call, by picture. */
export const KYC_FILE_FIELDS = { front: 'documentFront', back: 'documentBack', selfie: 'selfie' } as const;

export const kycKindsFor = (type: TKycDocumentType): TKycDocumentKind[] =>
  type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];

/** An application's state. `none` (never started) is the detail's answer when there is none. */
export const KYC_APPLICATION_STATUSES = ['submitted', 'approved', 'rejected', 'expired'] as const;
export type TKycApplicationStatus = (typeof KYC_APPLICATION_STATUSES)[number];
export const KYC_STATES = ['none', ...KYC_APPLICATION_STATUSES] as const;
export type TKycState = (typeof KYC_STATES)[number];

/** Who decides: the admins (manual, the default) or a hosted verification service. */
export const KYC_PROVIDERS = ['manual', 'veriff'] as const;
export type TKycProvider = (typeof KYC_PROVIDERS)[number];

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is at least `minAge` on `today` (UTC). */
export function isOldEnough(dateOfBirth: string, today: Date, minAge = KYC_MIN_AGE): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const age = year - y - (month < m || (month === m && day < d) ? 1 : 0);
  return age >= minAge;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date (no 31 February). */
export const isCalendarDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The text fields of the submit call (sent as multipart fields beside the pictures). */
export const ZKycSubmitFields = z.object({
  legalName: z.string().trim().min(2).max(120),
  dateOfBirth: z
    .string()
    .trim()
    .refine(isCalendarDate, 'must be a date such as 1990-04-21')
    .refine((v) => v >= '1900-01-01', 'must be after 1900'),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code'),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
});
export type TKycSubmitFields = z.infer<typeof ZKycSubmitFields>;

/** An application as its applicant sees it. */
export const ZKycApplication = z.object({
  id: z.string(),
  status: z.enum(KYC_APPLICATION_STATUSES),
  legalName: z.string(),
  dateOfBirth: z.string(),
  country: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  provider: z.enum(KYC_PROVIDERS),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, written by the reviewer for the applicant. */
  rejectReason: z.string().nullable(),
  /** When an approval runs out (null: never, or not approved). */
  expiresAt: z.string().nullable(),
  /** The pictures were deleted (KYC_RETENTION_DAYS after the decision); the decision stays. */
  documentsDeleted: z.boolean(),
});
export type TKycApplication = z.infer<typeof ZKycApplication>;

export const ZKycDetail = z.object({
  state: z.enum(KYC_STATES),
  /** The newest application, if any. */
  application: ZKycApplication.nullable(),
  /** Who reviews a new application on this server. */
  provider: z.enum(KYC_PROVIDERS),
  /** With a hosted provider: where the applicant finishes (the provider's page), while it is open. */
  hostedUrl: z.string().nullable(),
  /** Whether the caller may send an application now (nothing pending, not approved). */
  canSubmit: z.boolean(),
});
export type TKycDetail = z.infer<typeof ZKycDetail>;

// Admin review.
export const ZAdminKycListRequest = z.object({
  status: z.enum(KYC_APPLICATION_STATUSES).default('submitted'),
  cursor: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type TAdminKycListRequest = z.input<typeof ZAdminKycListRequest>;

export const ZAdminKycApplication = ZKycApplication.extend({
  applicant: z.object({
    id: z.string(),
    address: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    creatorDomain: z.string().nullable(),
  }),
  /** The pictures still kept, by kind (read each through adminKycDocument). */
  documents: z.array(z.enum(KYC_DOCUMENT_KINDS)),
  /** The reviewer's id, when decided by an admin. */
  decidedBy: z.string().nullable(),
});
export type TAdminKycApplication = z.infer<typeof ZAdminKycApplication>;
export const ZAdminKycList = z.object({ items: z.array(ZAdminKycApplication), nextCursor: z.string().nullable() });
export type TAdminKycList = z.infer<typeof ZAdminKycList>;

export const ZAdminKycIdRequest = z.object({ id: z.uuid() });
export type TAdminKycIdRequest = z.infer<typeof ZAdminKycIdRequest>;
export const ZAdminKycDocumentRequest = z.object({ id: z.uuid(), kind: z.enum(KYC_DOCUMENT_KINDS) });
export type TAdminKycDocumentRequest = z.infer<typeof ZAdminKycDocumentRequest>;
export const ZAdminKycRejectRequest = z.object({ id: z.uuid(), reason: z.string().trim().min(3).max(500) });
export type TAdminKycRejectRequest = z.infer<typeof ZAdminKycRejectRequest>;
