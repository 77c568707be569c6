/**
 * What a post may be and hold, without the schemas: the web's first view imports these from here,
 * so it does not load zod (post.ts re-exports them for everything else).
 */
export const POST_VISIBILITIES = ['public', 'followers', 'subscribers', 'ppv'] as const;
export type TPostVisibility = (typeof POST_VISIBILITIES)[number];
export const POST_STATUSES = ['scheduled', 'published'] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];
export const WATERMARK_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center'] as const;
/** Why a viewer cannot open a post; null when they can. */
export const LOCK_REASONS = ['followers', 'subscribers', 'purchase', 'blocked'] as const;
export type TLockReason = (typeof LOCK_REASONS)[number];

export const POST_TEXT_MAX = 5000;
export const POST_MEDIA_MAX = 20;
export const PPV_PRICE_MIN_CENTS = 100;
export const PPV_PRICE_MAX_CENTS = 100_000;
export const SCHEDULE_MAX_DAYS = 365;
export const COMMENT_MAX = 1000;
export const WATERMARK_TEXT_MAX = 40;

/** Upload limits (the server may be configured lower; these are the defaults). */
export const IMAGE_MAX_BYTES = 32 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 512 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Image widths stored at upload, as WebP. */
export const IMAGE_VARIANT_WIDTHS = { sm: 480, lg: 1600 } as const;
