/**
 * How one viewer sees the media of a post. The only place that decides which variants a viewer
 * gets a URL for: entitled viewers (and free teasers) get the real images and the video file,
 * everyone else only the blurred thumbnail made for their imageDisplayRatio.
 */
import type { TPostMediaView } from '@fanlane/contracts/post';
import type { MediaRow } from '../db/schema/index.ts';
import type { MediaSigner } from './signed-urls.ts';

/** Locked previews are never sharper than this, whatever the viewer's setting. */
export const MIN_LOCKED_BLUR_PX = 8;
export const MAX_BLUR_PX = 60;

/** `blur-15px` → 15, clamped so a locked preview never shows the picture. */
export function lockedBlurPx(imageDisplayRatio: string | null | undefined): number {
  const match = /^blur-(\d{1,3})px$/.exec(imageDisplayRatio ?? '');
  const px = match ? Number(match[1]) : 15;
  return Math.min(MAX_BLUR_PX, Math.max(MIN_LOCKED_BLUR_PX, px));
}

export type MediaItem = { media: MediaRow; isPreview: boolean };

export function presentPostMedia(
  signer: MediaSigner,
  items: MediaItem[],
  opts: { entitled: boolean; imageDisplayRatio: string | null | undefined; nowMs?: number },
): TPostMediaView[] {
  const blur = `blur-${lockedBlurPx(opts.imageDisplayRatio)}`;
  return items.map(({ media, isPreview }) => {
    const open = opts.entitled || isPreview;
    const url = (variant: string) => signer.url(media.id, variant, opts.nowMs);
    const isVideo = media.kind === 'video';
    return {
      id: media.id,
      kind: media.kind,
      width: media.width,
      height: media.height,
      durationMs: media.durationMs,
      preview: isPreview,
      locked: !open,
      thumbUrl: open ? url(isVideo ? 'poster' : 'sm') : url(blur),
      url: open ? url(isVideo ? 'video' : 'lg') : null,
    };
  });
}
