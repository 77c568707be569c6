import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import {
  POST_VISIBILITIES,
  POST_STATUSES,
  MEDIA_KINDS,
  WATERMARK_POSITIONS,
  LOCK_REASONS,
  POST_TEXT_MAX,
  POST_MEDIA_MAX,
  PPV_PRICE_MIN_CENTS,
  PPV_PRICE_MAX_CENTS,
  SCHEDULE_MAX_DAYS,
  COMMENT_MAX,
  WATERMARK_TEXT_MAX,
} from './post-limits.ts';

/**
 * Posts, their media and the calls around them. docs/api.md lists the calls; docs/decisions.md
 * says what a locked post shows (its text and blurred previews, plus any free teaser media).
 */
export * from './post-limits.ts';

const ZUuid = z.uuid();
/** USD cents as a string of digits (money is never a float). */
export const ZCents = z.string().regex(/^\d{1,12}$/, 'cents');

export const ZPostAuthor = z.object({
  address: z.string(),
  creatorDomain: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type TPostAuthor = z.infer<typeof ZPostAuthor>;

/** One photo or video of a post, as this viewer may see it. Every URL is signed and short-lived. */
export const ZPostMediaView = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int().nullable(),
  /** A free teaser of a locked post: shown in full to everyone who can see the page. */
  preview: z.boolean(),
  /** The viewer lacks the right: only the blurred thumbnail is given, `url` is null. */
  locked: z.boolean(),
  /** Small image (blurred with the viewer's imageDisplayRatio when locked); a video's poster frame. */
  thumbUrl: z.string(),
  /** The full image, or the video file (range requests); null when locked. */
  url: z.string().nullable(),
  /**
   * Opened items of a sensitive post: a heavily blurred picture (a video's poster) to show in place
   * of the item until the viewer reveals it, so nothing of it is fetched before (the filter).
   */
  blurredUrl: z.string().optional(),
});
export type TPostMediaView = z.infer<typeof ZPostMediaView>;

export const ZPost = z.object({
  id: z.string(),
  author: ZPostAuthor,
  text: z.string(),
  visibility: z.enum(POST_VISIBILITIES),
  /** Pay-per-view price in USD cents. */
  price: ZCents.nullable(),
  minTierId: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  /** ISO time it went (or goes) live. */
  publishAt: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  photos: z.number().int(),
  videos: z.number().int(),
  liked: z.boolean(),
  isOwner: z.boolean(),
  canView: z.boolean(),
  lockReason: z.enum(LOCK_REASONS).nullable(),
  /** Flagged sensitive by its creator: blurred for viewers with the filter on, and for visitors signed out. */
  sensitive: z.boolean(),
  media: z.array(ZPostMediaView),
  /** Taken down by the platform's staff (docs/moderation.md): only its author and staff get such a post. */
  removed: z.object({ at: z.string(), reason: z.string() }).optional(),
});
export type TPost = z.infer<typeof ZPost>;

const ZPostFields = z.object({
  text: z.string().trim().max(POST_TEXT_MAX).default(''),
  mediaIds: z.array(ZUuid).max(POST_MEDIA_MAX).default([]),
  /** Media of this post shown free as a teaser; only for locked posts. */
  previewMediaIds: z.array(ZUuid).max(POST_MEDIA_MAX).default([]),
  visibility: z.enum(POST_VISIBILITIES),
  price: ZCents.nullable().optional(),
  minTierId: ZUuid.nullable().optional(),
  pinned: z.boolean().default(false),
  /** Sensitive content: fans with the filter on (and visitors signed out) see it blurred until they reveal it. */
  sensitive: z.boolean().default(false),
  /** A future ISO time schedules the post (it shows in /queue until then); absent or past publishes now. */
  publishAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

type PostFieldsOut = z.output<typeof ZPostFields>;
function checkPostFields(v: PostFieldsOut, ctx: z.RefinementCtx) {
  if (!v.text && v.mediaIds.length === 0) ctx.addIssue({ code: 'custom', path: ['text'], message: 'post_empty' });
  if (new Set(v.mediaIds).size !== v.mediaIds.length)
    ctx.addIssue({ code: 'custom', path: ['mediaIds'], message: 'duplicate' });
  if (v.previewMediaIds.some((id) => !v.mediaIds.includes(id)))
    ctx.addIssue({ code: 'custom', path: ['previewMediaIds'], message: 'not_in_post' });
  if (v.visibility === 'public' && v.previewMediaIds.length > 0)
    ctx.addIssue({ code: 'custom', path: ['previewMediaIds'], message: 'public_post' });
  if (v.visibility === 'ppv') {
    const cents = v.price == null ? NaN : Number(v.price);
    if (!(cents >= PPV_PRICE_MIN_CENTS && cents <= PPV_PRICE_MAX_CENTS))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_range' });
  } else if (v.price != null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'ppv_only' });
  if (v.minTierId != null && v.visibility !== 'subscribers')
    ctx.addIssue({ code: 'custom', path: ['minTierId'], message: 'subscribers_only' });
  if (v.publishAt != null && Date.parse(v.publishAt) > Date.now() + SCHEDULE_MAX_DAYS * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'too_far' });
  }
}

export const ZPostCreateRequest = ZPostFields.superRefine(checkPostFields);
export type TPostCreateRequest = z.input<typeof ZPostCreateRequest>;
/** An edit replaces every field; a published post cannot be moved back to the queue. */
export const ZPostUpdateRequest = ZPostFields.extend({ id: ZUuid }).superRefine(checkPostFields);
export type TPostUpdateRequest = z.input<typeof ZPostUpdateRequest>;

export const ZPostIdRequest = z.object({ id: ZUuid });
export const ZPostPinRequest = z.object({ id: ZUuid, pinned: z.boolean() });
/** The creator flags (or unflags) one of their posts as sensitive, without editing the rest. */
export const ZPostSensitiveRequest = z.object({ id: ZUuid, sensitive: z.boolean() });

/** A creator's page: the posts tab (pinned first) or the media tab (posts with photos/videos). */
export const ZCreatorPostsRequest = ZCursorRequest.extend({
  addressOrDomain: z.string().trim().min(1).max(64),
  tab: z.enum(['posts', 'media']).default('posts'),
  mediaKind: z.enum(MEDIA_KINDS).optional(),
});
export const ZPostSearchRequest = ZCursorRequest.extend({
  addressOrDomain: z.string().trim().min(1).max(64),
  query: z.string().trim().min(1).max(100),
});

export const ZLikeRequest = z.object({ id: ZUuid, like: z.boolean() });
export const ZLikeState = z.object({ liked: z.boolean(), likes: z.number().int() });
export type TLikeState = z.infer<typeof ZLikeState>;

export const ZComment = z.object({
  id: z.string(),
  postId: z.string(),
  author: ZPostAuthor,
  text: z.string(),
  createdAt: z.string(),
  /** The author, and the creator of the post, may delete it. */
  canDelete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentListRequest = ZCursorRequest.extend({ postId: ZUuid });
export const ZCommentAddRequest = z.object({ postId: ZUuid, text: z.string().trim().min(1).max(COMMENT_MAX) });
export const ZCommentDeleteRequest = z.object({ id: ZUuid });

/** The vault: a creator's uploads, with where each was used. */
export const ZVaultItem = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int().nullable(),
  bytes: z.number().int(),
  createdAt: z.string(),
  thumbUrl: z.string(),
  url: z.string(),
  usedIn: z.array(
    z.object({ postId: z.string(), status: z.enum(POST_STATUSES), visibility: z.enum(POST_VISIBILITIES) }),
  ),
});
export type TVaultItem = z.infer<typeof ZVaultItem>;
export const ZVaultListRequest = ZCursorRequest.extend({ kind: z.enum(MEDIA_KINDS).optional() });
export const ZMediaIdRequest = z.object({ id: ZUuid });

export const ZWatermarkSettings = z.object({
  enabled: z.boolean(),
  text: z.string().trim().max(WATERMARK_TEXT_MAX),
  position: z.enum(WATERMARK_POSITIONS),
});
export type TWatermarkSettings = z.infer<typeof ZWatermarkSettings>;
/** `/media/v1/upload` (multipart, field `file`, repeated): the stored items, in upload order. */
export const ZUploadResult = z.object({ items: z.array(ZVaultItem) });
export type TUploadResult = z.infer<typeof ZUploadResult>;
