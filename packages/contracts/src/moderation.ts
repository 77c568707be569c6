import { z } from 'zod';
import { ZCursorRequest, ZPage } from './page.ts';
import { ROLES } from './staff.ts';

/**
 * Moderation (issue 16 §2, docs/moderation.md): the staff's users console (search, open, restrict,
 * ban, lift, roles), reports and their queue, content takedown, and appeals.
 *
 * - restricted: signs in and reads; every call that acts answers ACCOUNT_RESTRICTED (1012220),
 *   which the web shows as the global alert with SUPPORT. Their content stays visible.
 * - banned: cannot sign in (ACCOUNT_BANNED), every session revoked, their creator page and posts
 *   are not found for anyone but staff.
 */
const ZUuid = z.uuid();

export const ACCOUNT_STATUSES = ['active', 'restricted', 'banned', 'deleted'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const RESTRICTION_KINDS = ['restrict', 'ban'] as const;
export type TRestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** A staff member's written reason: shown to the user in the mail and on /appeal. */
export const MODERATION_REASON_MAX = 1000;
const ZReason = z.string().trim().min(3).max(MODERATION_REASON_MAX);

// ---------------------------------------------------------------- reports

export const REPORT_TARGETS = ['post', 'comment', 'user', 'message'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];

/** The fixed reasons a reporter picks from (`other` wants a note). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual_minors',
  'non_consensual',
  'impersonation',
  'copyright',
  'scam',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 500;

export const ZReportCreateRequest = z.object({
  targetType: z.enum(REPORT_TARGETS),
  /** The id; for a user, their address also works (a creator page knows the address). */
  targetId: z.union([ZUuid, z.string().regex(/^0x[0-9a-fA-F]{40}$/)]),
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
export type TReportCreateRequest = z.infer<typeof ZReportCreateRequest>;
export const ZReportCreated = z.object({ id: z.string(), createdAt: z.string() });
export type TReportCreated = z.infer<typeof ZReportCreated>;

/** What the queue shows of the reported thing (the staff's view: removed content included). */
export const ZReportPreview = z.object({
  /** The post's or comment's text, the message's text, or the user's shown name. */
  text: z.string(),
  /** Where staff can look at it in the app (a post page, a creator page), if anywhere. */
  path: z.string().nullable(),
  removed: z.boolean(),
});

export const ZUserCard = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  creatorDomain: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
});
export type TUserCard = z.infer<typeof ZUserCard>;

export const REPORT_QUEUE_STATUSES = ['open', 'resolved'] as const;
export const ZReportQueueRequest = ZCursorRequest.extend({
  status: z.enum(REPORT_QUEUE_STATUSES).default('open'),
});
export type TReportQueueRequest = z.input<typeof ZReportQueueRequest>;

/** The queue groups reports by what they are about: one row a target. */
export const ZReportGroup = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The reporters' notes, newest first (at most five). */
  notes: z.array(z.string()),
  firstAt: z.string(),
  lastAt: z.string(),
  /** Whose content it is (the reported user, for a user report). */
  owner: ZUserCard.nullable(),
  preview: ZReportPreview.nullable(),
  /** For resolved groups: what was done. */
  resolution: z.enum(['dismissed', 'removed', 'restricted']).nullable(),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;
export const ZReportGroupPage = ZPage(ZReportGroup);
export type TReportGroupPage = z.infer<typeof ZReportGroupPage>;

export const REPORT_ACTIONS = ['dismiss', 'remove', 'restrict'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];
export const ZReportResolveRequest = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: ZUuid,
  action: z.enum(REPORT_ACTIONS),
  /** Shown to the author (remove) or the user (restrict); not needed to dismiss. */
  reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
});
export type TReportResolveRequest = z.infer<typeof ZReportResolveRequest>;
export const ZReportResolved = z.object({ resolved: z.number().int() });

// ---------------------------------------------------------------- content takedown

export const REMOVABLE_CONTENT = ['post', 'comment'] as const;
export type TRemovableContent = (typeof REMOVABLE_CONTENT)[number];
export const ZContentRemoveRequest = z.object({
  targetType: z.enum(REMOVABLE_CONTENT),
  targetId: ZUuid,
  reason: ZReason,
});
export type TContentRemoveRequest = z.infer<typeof ZContentRemoveRequest>;
export const ZContentRemoved = z.object({ removed: z.literal(true) });

// ---------------------------------------------------------------- users console

export const ZUserSearchRequest = ZCursorRequest.extend({
  /** Part of an e-mail, phone, creator domain, display name or address; empty lists the newest. */
  query: z.string().trim().max(200).default(''),
  status: z.enum(['any', 'active', 'restricted', 'banned']).default('any'),
});
export type TUserSearchRequest = z.input<typeof ZUserSearchRequest>;
export const ZUserSearchItem = ZUserCard.extend({
  phone: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TUserSearchItem = z.infer<typeof ZUserSearchItem>;
export const ZUserSearchPage = ZPage(ZUserSearchItem);
export type TUserSearchPage = z.infer<typeof ZUserSearchPage>;

export const ZUserDetailRequest = z.object({ userId: ZUuid });

export const ZRestriction = z.object({
  id: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  createdAt: z.string(),
  /** The staff member's address. */
  createdBy: z.string().nullable(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type TRestriction = z.infer<typeof ZRestriction>;

export const ZAuditEntry = z.object({
  action: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
  /** The staff member's address. */
  by: z.string().nullable(),
});

export const ZUserDetail = z.object({
  user: ZUserSearchItem.extend({
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    kycStatus: z.string(),
    emailVerified: z.boolean(),
  }),
  counts: z.object({
    posts: z.number().int(),
    followers: z.number().int(),
    reportsAgainst: z.number().int(),
    openReportsAgainst: z.number().int(),
    reportsMade: z.number().int(),
  }),
  /** The restriction in force, if any. */
  restriction: ZRestriction.nullable(),
  history: z.array(ZRestriction),
  /** The newest staff actions on this account (the audit log), newest first. */
  actions: z.array(ZAuditEntry),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const ZUserRestrictRequest = z.object({ userId: ZUuid, kind: z.enum(RESTRICTION_KINDS), reason: ZReason });
export type TUserRestrictRequest = z.infer<typeof ZUserRestrictRequest>;
export const ZUserLiftRequest = z.object({
  userId: ZUuid,
  reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
});
export type TUserLiftRequest = z.infer<typeof ZUserLiftRequest>;
export const ZUserRoleRequest = z.object({ userId: ZUuid, role: z.enum(ROLES) });
export type TUserRoleRequest = z.infer<typeof ZUserRoleRequest>;

// ---------------------------------------------------------------- appeals

export const APPEAL_SUBJECTS = ['restriction', 'post', 'comment'] as const;
export type TAppealSubject = (typeof APPEAL_SUBJECTS)[number];
export const APPEAL_STATES = ['open', 'upheld', 'lifted'] as const;
export type TAppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_MESSAGE_MIN = 10;
export const APPEAL_MESSAGE_MAX = 2000;

/**
 * Who is appealing: the signed-in caller (restricted users sign in), or `token`, the signed link
 * from a moderation mail (a banned user cannot sign in). APPEAL_LINK_INVALID when it does not verify.
 */
export const ZAppealStateRequest = z.object({ token: z.string().max(300).optional() });

export const ZAppealable = z.object({
  subjectType: z.enum(APPEAL_SUBJECTS),
  subjectId: z.string(),
  /** restrict / ban for a restriction; the removal for content. */
  kind: z.enum(['restrict', 'ban', 'removed']),
  reason: z.string(),
  at: z.string(),
  /** A few words of the removed content. */
  excerpt: z.string().nullable(),
  /** The appeal against it, if one was sent. */
  appeal: z
    .object({
      id: z.string(),
      state: z.enum(APPEAL_STATES),
      message: z.string(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type TAppealable = z.infer<typeof ZAppealable>;

export const ZAppealState = z.object({
  account: z.object({ address: z.string(), displayName: z.string().nullable(), status: z.enum(ACCOUNT_STATUSES) }),
  /** What the account can appeal, and the appeals already sent (decided ones stay listed). */
  items: z.array(ZAppealable),
});
export type TAppealOverview = z.infer<typeof ZAppealState>;

export const ZAppealCreateRequest = z.object({
  token: z.string().max(300).optional(),
  subjectType: z.enum(APPEAL_SUBJECTS),
  subjectId: ZUuid,
  message: z.string().trim().min(APPEAL_MESSAGE_MIN).max(APPEAL_MESSAGE_MAX),
});
export type TAppealCreateRequest = z.infer<typeof ZAppealCreateRequest>;

/** A fresh link to /appeal for an account that lost its mail: always answers ok (no account probing). */
export const ZAppealLinkRequest = z.object({ email: z.string().trim().max(254) });

export const ZAdminAppeal = z.object({
  id: z.string(),
  subjectType: z.enum(APPEAL_SUBJECTS),
  subjectId: z.string(),
  state: z.enum(APPEAL_STATES),
  message: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  user: ZUserCard,
  /** What is appealed: the restriction's or the removal's reason, and the content's words. */
  reason: z.string(),
  excerpt: z.string().nullable(),
});
export type TAdminAppeal = z.infer<typeof ZAdminAppeal>;
export const ZAdminAppealListRequest = ZCursorRequest.extend({ status: z.enum(['open', 'decided']).default('open') });
export const ZAdminAppealPage = ZPage(ZAdminAppeal);
export type TAdminAppealPage = z.infer<typeof ZAdminAppealPage>;
export const APPEAL_DECISIONS = ['uphold', 'lift'] as const;
export const ZAppealDecideRequest = z.object({
  appealId: ZUuid,
  decision: z.enum(APPEAL_DECISIONS),
  note: z.string().trim().max(MODERATION_REASON_MAX).optional(),
});
export type TAppealDecideRequest = z.infer<typeof ZAppealDecideRequest>;

/** Shown on a removed post or comment to its author and to staff (nobody else gets the post). */
export const ZRemoval = z.object({ at: z.string(), reason: z.string() });
export type TRemoval = z.infer<typeof ZRemoval>;
