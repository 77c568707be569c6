import { z } from 'zod';

/**
 * Becoming a creator: the application (spec: /creator/submission/v1/submit and detail) and its
 * review by an admin. A user is a creator once an approved application set their creatorDomain.
 */
export const CREATOR_DOMAIN_MIN = 3;
export const CREATOR_DOMAIN_MAX = 30;
export const CREATOR_MIN_AGE = 18;
export const CREATOR_CATEGORIES = [
  'art',
  'music',
  'fitness',
  'cosplay',
  'gaming',
  'lifestyle',
  'fashion',
  'photography',
  'education',
  'comedy',
  'cooking',
  'travel',
  'adult',
  'other',
] as const;
export type TCreatorCategory = (typeof CREATOR_CATEGORIES)[number];
export const SOCIAL_PLATFORMS = ['x', 'instagram', 'tiktok', 'youtube', 'twitch', 'telegram', 'website'] as const;

/**
 * Domains become page addresses (/:domain), so they may not shadow a route of the app.
 * Compared lower-cased.
 */
export const RESERVED_DOMAINS = [
  'home',
  'rewardcenter',
  'createpost',
  'post',
  'notifications',
  'transaction',
  'withdraw',
  'dispute',
  'payments',
  'statistics',
  'becomecreator',
  'becomecreatorintro',
  'becomecreatorapply',
  'claim-dividends',
  'claim-confirmation',
  'claim-success',
  'stake-dfs',
  'stake-confirm',
  'stake-success',
  'subscriptions',
  'collections',
  'vault',
  'queue',
  'wallet',
  'contact',
  'massmessagesstatistics',
  'appeal',
  'topup',
  'settings',
  'loginphone',
  'faq',
  'kyc',
  'about',
  'ourmission',
  '404',
  'template',
  'partner',
  'videoguide',
  'loading',
  'signin',
  'signup',
  'login',
  'campaigns',
  'brand',
  'pay',
  'diagnose',
  'chats',
  'searchpost',
  'admin',
  'api',
  'docs',
  'media',
  'assets',
  'dev',
  'healthz',
  'metrics',
  'shares',
  'support',
  'official',
  'fanlane',
  'track',
  'actor',
  'creator',
  'blog',
  'chat',
  'chat-msg',
  'event',
  'statistic',
  'discover',
] as const;

export const ZCreatorDomain = z
  .string()
  .trim()
  .min(CREATOR_DOMAIN_MIN)
  .max(CREATOR_DOMAIN_MAX)
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9_]*[A-Za-z0-9])?$/, 'domain_chars')
  .refine((d) => !(RESERVED_DOMAINS as readonly string[]).includes(d.toLowerCase()), 'domain_reserved');

export const ZSocialLink = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.url({ protocol: /^https?$/ }).max(300),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

export const SUBMISSION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Age in whole years on `today` for an ISO date of birth (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const ZDateOfBirth = z.iso
  .date()
  .refine((d) => ageOn(d, new Date()) >= CREATOR_MIN_AGE, 'under_18')
  .refine((d) => ageOn(d, new Date()) <= 120, 'date_of_birth');

/** A draft may be incomplete; `submit: true` needs every field and the agreement. */
export const ZSubmissionFields = z.object({
  creatorDomain: ZCreatorDomain,
  displayName: z.string().trim().min(1).max(40),
  categories: z.array(z.enum(CREATOR_CATEGORIES)).min(1).max(3),
  socialLinks: z.array(ZSocialLink).max(SOCIAL_PLATFORMS.length),
  country: z.string().regex(/^[A-Z]{2}$/, 'country'),
  dateOfBirth: ZDateOfBirth,
  agreed: z.literal(true),
});

export const ZSubmitRequest = z.discriminatedUnion('submit', [
  ZSubmissionFields.partial().extend({ submit: z.literal(false) }),
  ZSubmissionFields.extend({ submit: z.literal(true) }),
]);
export type TSubmitRequest = z.infer<typeof ZSubmitRequest>;

export const ZSubmission = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  creatorDomain: z.string().nullable(),
  displayName: z.string().nullable(),
  categories: z.array(z.string()),
  socialLinks: z.array(ZSocialLink),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  agreed: z.boolean(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/** detail: null when the user never started an application. */
export const ZSubmissionDetail = ZSubmission.nullable();
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

export const ZDomainExistRequest = z.object({ creatorDomain: z.string().trim().max(64) });
export type TDomainExistRequest = z.infer<typeof ZDomainExistRequest>;
export const ZDomainExistResponse = z.object({
  available: z.boolean(),
  /** Why not: 'taken' (a creator or another pending application has it), 'reserved', 'invalid'. */
  reason: z.enum(['taken', 'reserved', 'invalid']).nullable(),
});
export type TDomainExistResponse = z.infer<typeof ZDomainExistResponse>;

// Admin review.
export const ZAdminSubmissionListRequest = z.object({
  status: z.enum(SUBMISSION_STATUSES).default('submitted'),
  cursor: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type TAdminSubmissionListRequest = z.input<typeof ZAdminSubmissionListRequest>;
export const ZAdminSubmission = ZSubmission.extend({
  applicant: z.object({
    id: z.string(),
    address: z.string(),
    email: z.string().nullable(),
    createdAt: z.string(),
    /** Identity verification (docs/kyc.md), decided on /admin/kyc: payouts need `approved`. */
    kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  }),
  /** Identity documents are reviewed apart, on /admin/kyc (docs/kyc.md); always null here. */
  kyc: z.null(),
});
export type TAdminSubmission = z.infer<typeof ZAdminSubmission>;
export const ZAdminSubmissionList = z.object({ items: z.array(ZAdminSubmission), nextCursor: z.string().nullable() });
export type TAdminSubmissionList = z.infer<typeof ZAdminSubmissionList>;
export const ZApproveRequest = z.object({ id: z.uuid() });
export type TApproveRequest = z.infer<typeof ZApproveRequest>;
export const ZRejectRequest = z.object({ id: z.uuid(), reason: z.string().trim().min(3).max(500) });
export type TRejectRequest = z.infer<typeof ZRejectRequest>;
