/**
 * Creators' tracking links (/settings/tracking, docs/tracking-links.md): named links to the
 * creator's page carrying `?promotionTag=<code>`, with what each brought in.
 */
import { z } from 'zod';

/** The most live (not archived) links one creator may have. */
export const TRACKING_LINK_MAX = 100;
export const TRACKING_LINK_NAME_MAX = 40;
/** A fan's follow, subscription or payment counts for the first link they came through at most this many days before. */
export const TRACKING_LINK_ATTRIBUTION_DAYS = 30;
/** A sign-in carrying a code counts as the link's sign-up when the account is at most this old. */
export const TRACKING_LINK_SIGN_UP_HOURS = 24;
/** Codes are random letters and digits: they pass the web app's invitation filter and need no escaping. */
export const TRACKING_LINK_CODE_RE = /^[A-Za-z0-9]{8,32}$/;

export const TRACKING_LINK_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export const ZTrackingLinkPeriod = z.enum(TRACKING_LINK_PERIODS);
export type TTrackingLinkPeriod = z.infer<typeof ZTrackingLinkPeriod>;
/** The days a period spans (`all`: since the link was made). */
export const PERIOD_DAYS: Record<TTrackingLinkPeriod, number | null> = { '7d': 7, '30d': 30, '90d': 90, all: null };

export const ZTrackingLinkFigures = z.object({
  /** Visits carrying the code, one per visitor per day. */
  clicks: z.number().int(),
  /** New accounts whose sign-up carried the code. */
  signUps: z.number().int(),
  /** Fans attributed to the link (first touch) who followed, and who subscribed, in the period. */
  follows: z.number().int(),
  subscribers: z.number().int(),
  /** What those fans paid the creator in the period (subscriptions, renewals, posts, messages, tips): USD cents, gross. */
  revenueCents: z.string(),
});
export type TTrackingLinkFigures = z.infer<typeof ZTrackingLinkFigures>;

export const ZTrackingLink = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  /** `${PUBLIC_URL}/${creatorDomain}?promotionTag=${code}` */
  url: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type TTrackingLink = z.infer<typeof ZTrackingLink>;

export const ZTrackingLinkRow = ZTrackingLink.extend({
  figures: ZTrackingLinkFigures,
  /** Clicks per UTC day (`YYYY-MM-DD`) over the last min(period, 90) days; days without clicks are left out. */
  clicksByDay: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
});
export type TTrackingLinkRow = z.infer<typeof ZTrackingLinkRow>;

export const ZTrackingLinkList = z.object({
  period: ZTrackingLinkPeriod,
  /** The first instant counted (null for `all`). */
  since: z.string().nullable(),
  /** Live links first (newest first), then archived ones. */
  links: z.array(ZTrackingLinkRow),
  totals: ZTrackingLinkFigures,
  /** Live links, and the most allowed. */
  live: z.number().int(),
  max: z.number().int(),
});
export type TTrackingLinkList = z.infer<typeof ZTrackingLinkList>;

const ZName = z.string().trim().min(1).max(TRACKING_LINK_NAME_MAX);

export const ZTrackingLinkListRequest = z.object({ period: ZTrackingLinkPeriod.default('30d') });
export type TTrackingLinkListRequest = z.input<typeof ZTrackingLinkListRequest>;
export const ZTrackingLinkCreateRequest = z.object({ name: ZName });
export type TTrackingLinkCreateRequest = z.infer<typeof ZTrackingLinkCreateRequest>;
export const ZTrackingLinkUpdateRequest = z.object({ id: z.uuid(), name: ZName });
export type TTrackingLinkUpdateRequest = z.infer<typeof ZTrackingLinkUpdateRequest>;
/** `archived: false` restores the link. */
export const ZTrackingLinkArchiveRequest = z.object({ id: z.uuid(), archived: z.boolean() });
export type TTrackingLinkArchiveRequest = z.infer<typeof ZTrackingLinkArchiveRequest>;

/** The spec's promotion-tag usage registration: a visit that carried `?promotionTag=`. */
export const ZPromotionTagUse = z.object({
  promotionTag: z.string().trim().min(1).max(64),
  /** The web app's visitor id (a device hash): clicks are counted once per visitor a day. */
  visitorId: z.string().trim().min(1).max(128).optional(),
});
export type TPromotionTagUse = z.infer<typeof ZPromotionTagUse>;
/** `counted`: a live link's code, and the first visit of this visitor today. */
export const ZPromotionTagUseResult = z.object({ counted: z.boolean() });
export type TPromotionTagUseResult = z.infer<typeof ZPromotionTagUseResult>;
