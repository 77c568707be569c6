/**
 * How one viewer sees the media of a post. The only place that decides which variants a viewer
 * gets a URL for, and what kind of URL: entitled viewers (and free teasers) get the real images and
 * the video file, everyone else only the blurred thumbnail made for their imageDisplayRatio.
 * What anyone may see (a published public post, a free teaser, a blurred preview) gets a public
 * link; what this viewer sees only by a right (a subscription, a purchase, a grant, ownership) gets
 * a link bound to them and to the post, which delivery checks against their media key cookie.
 */
import type { TPostMediaView } from '@fanlane/contracts/post';
import type { MediaRow, PostRow } from '../db/schema/index.ts';
import type { MediaSigner } from './signed-urls.ts';

/** Locked previews are never sharper than this, whatever the viewer's setting. */
export const MIN_LOCKED_BLUR_PX = 8;
export const MAX_BLUR_PX = 60;
/** What a sensitive post's opened items show until revealed: blurred past recognition, whatever the setting. */
export const SENSITIVE_BLUR_PX = 40;

/** `blur-15px` → 15, clamped so a locked preview never shows the picture. */
export function lockedBlurPx(imageDisplayRatio: string | null | undefined): number {
  const match = /^blur-(\d{1,3})px$/.exec(imageDisplayRatio ?? '');
  const px = match ? Number(match[1]) : 15;
  return Math.min(MAX_BLUR_PX, Math.max(MIN_LOCKED_BLUR_PX, px));
}

export type MediaItem = { media: MediaRow; isPreview: boolean };

export function presentPostMedia(
  signer: MediaSigner,
  post: Pick<PostRow, 'id' | 'visibility' | 'status'>,
  items: MediaItem[],
  opts: {
    entitled: boolean;
    viewerId: string | null;
    imageDisplayRatio: string | null | undefined;
    nowMs?: number;
    /** A sensitive post: its opened items come with a blurred stand-in too (`blurredUrl`). */
    sensitive?: boolean;
  },
): TPostMediaView[] {
  // A sensitive post's locked previews are blurred at least as strongly as its stand-ins.
  const blurPx = lockedBlurPx(opts.imageDisplayRatio);
  const blur = `blur-${opts.sensitive ? Math.max(blurPx, SENSITIVE_BLUR_PX) : blurPx}`;
  const publicPost = post.visibility === 'public' && post.status === 'published';
  const { viewerId, nowMs } = opts;
  return items.map(({ media, isPreview }) => {
    const forEveryone = isPreview || publicPost;
    // What is not for everyone is opened by a right only a signed-in viewer holds: bind it to them.
    const binding = forEveryone || viewerId === null ? null : { viewerId, scope: post.id };
    const opened = (opts.entitled || isPreview) && (forEveryone || binding !== null);
    const url = (variant: string) =>
      binding ? signer.boundUrl(media.id, variant, binding, nowMs) : signer.url(media.id, variant, nowMs);
    const view = mediaView(media, {
      preview: isPreview,
      opened,
      url,
      lockedThumb: () => signer.url(media.id, blur, nowMs),
    });
    // A blurred picture gives nothing away, so its link is public like a locked preview's.
    return opts.sensitive && opened
      ? { ...view, blurredUrl: signer.url(media.id, `blur-${SENSITIVE_BLUR_PX}`, nowMs) }
      : view;
  });
}

/** One item as a viewer sees it: opened, its real thumbnail and full URL; locked, the blurred thumbnail only. */
function mediaView(
  media: MediaRow,
  how: { preview: boolean; opened: boolean; url: (variant: string) => string; lockedThumb: () => string },
): TPostMediaView {
  const isVideo = media.kind === 'video';
  return {
    id: media.id,
    kind: media.kind,
    width: media.width,
    height: media.height,
    durationMs: media.durationMs,
    preview: how.preview,
    locked: !how.opened,
    thumbUrl: how.opened ? how.url(isVideo ? 'poster' : 'sm') : how.lockedThumb(),
    url: how.opened ? how.url(isVideo ? 'video' : 'lg') : null,
  };
}

/** The delivery scope of a chat message's media: links bound to one viewer and that message. */
export const CHAT_SCOPE_PREFIX = 'chat:';
export const chatScope = (messageId: string) => `${CHAT_SCOPE_PREFIX}${messageId}`;

/**
 * How one member of a conversation sees a message's media: always through links bound to them and
 * the message (a conversation is private); the real pictures when `unlocked` (free, their own, or
 * bought), else the blurred thumbnail only.
 */
export function presentChatMedia(
  signer: MediaSigner,
  messageId: string,
  items: MediaRow[],
  opts: { unlocked: boolean; viewerId: string; imageDisplayRatio: string | null | undefined; nowMs?: number },
): TPostMediaView[] {
  const binding = { viewerId: opts.viewerId, scope: chatScope(messageId) };
  const url = (id: string, variant: string) => signer.boundUrl(id, variant, binding, opts.nowMs);
  const blur = `blur-${lockedBlurPx(opts.imageDisplayRatio)}`;
  return items.map((media) =>
    mediaView(media, {
      preview: false,
      opened: opts.unlocked,
      url: (variant) => url(media.id, variant),
      lockedThumb: () => url(media.id, blur),
    }),
  );
}
