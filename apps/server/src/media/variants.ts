/**
 * The variants of a media item and where each lives in the blob store:
 * `m/<ownerId>/<mediaId>/<variant>.<ext>`, so one prefix holds everything of one item.
 */
import type { TMediaKind } from '@fanlane/contracts/post';
import { MAX_BLUR_PX, MIN_LOCKED_BLUR_PX } from './present.ts';

/** Written at upload, per kind. */
export const STORED_VARIANTS = { image: ['sm', 'lg'], video: ['poster', 'video'] } as const satisfies Record<
  TMediaKind,
  readonly string[]
>;

export type StoredVariant = (typeof STORED_VARIANTS)[TMediaKind][number];
export type Variant = { name: StoredVariant } | { name: 'blur'; px: number };

/** What a delivery URL may ask for: a stored variant of the item's kind, or `blur-N` within bounds. */
export function parseVariant(kind: TMediaKind, variant: string): Variant | null {
  const blur = /^blur-(\d{1,3})$/.exec(variant);
  if (blur) {
    const px = Number(blur[1]);
    return px >= MIN_LOCKED_BLUR_PX && px <= MAX_BLUR_PX ? { name: 'blur', px } : null;
  }
  const stored: readonly string[] = STORED_VARIANTS[kind];
  return stored.includes(variant) ? { name: variant as StoredVariant } : null;
}

export const mediaPrefix = (ownerId: string, mediaId: string) => `m/${ownerId}/${mediaId}`;

const VIDEO_EXT: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** The blob key of a variant; everything but the video file (and its watermarked copies, `…-video`) is WebP. */
export function variantKey(storageKey: string, variant: string, mime?: string): string {
  const ext = variant === 'video' || variant.endsWith('-video') ? (VIDEO_EXT[mime ?? ''] ?? 'bin') : 'webp';
  return `${storageKey}/${variant}.${ext}`;
}
