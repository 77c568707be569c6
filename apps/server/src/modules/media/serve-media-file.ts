/**
 * Signed media delivery: `/media-file/<mediaId>/<variant>?exp=&sig=` (public) or `…&in=&sig=`
 * (bound to a viewer, signed-urls.ts). The signature, and for a bound link the viewer's media key
 * and live session, are checked before anything is read, so a guessed, edited, expired or borrowed
 * link learns nothing (403). A link of a deleted post, or to an item no longer there, is 404.
 * Blurred previews and watermarked pictures are made on first request and cached beside the originals;
 * a watermarked video is made at upload or on first request (watermark-video.ts).
 */
import type { Readable } from 'node:stream';
import type { VideoToolsLoader } from '../../media/video-tools.ts';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { renderBlur, renderWatermark, watermarkHash, type Watermark } from '../../media/derived-variants.ts';
import { activeWatermark } from './get-watermark.ts';
import { videoKeyFor } from './watermark-video.ts';
import { parseVariant, variantKey, type Variant } from '../../media/variants.ts';
import type { MediaRow } from '../../db/schema/index.ts';
import { VAULT_SCOPE, type ViewerKey } from '../../media/signed-urls.ts';
import { CHAT_SCOPE_PREFIX } from '../../media/present.ts';
import { findLiveSessionCached } from '../auth/sessions.ts';
import { findServableMedia, type MediaPlace } from './media-repo.ts';
import { isUuid } from '../../lib/uuid.ts';

export type MediaFileRequest = {
  mediaId: string;
  variant: string;
  exp?: string | undefined;
  sig?: string | undefined;
  /** Where a bound link was handed out (a post id or the vault); absent on public links. */
  in?: string | undefined;
  /** The session of the request's media key cookie, if it carries a genuine one. */
  viewer?: ViewerKey | null;
  range?: string | undefined;
  nowMs?: number;
};

export type MediaFileAnswer = {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Buffer | (() => Readable) | null;
};

type Servable = NonNullable<Awaited<ReturnType<typeof findServableMedia>>>;

/** The owner's watermark when it applies to this picture: a photo's real `sm` and `lg`, a video's poster. */
function watermarkFor(item: Servable, variant: Variant): Watermark | null {
  const marked = item.media.kind === 'image' ? ['sm', 'lg'] : ['poster'];
  return marked.includes(variant.name) ? activeWatermark(item.owner) : null;
}

/** A cached derived variant, or made from its source now and cached. */
async function derived(
  deps: AppDeps,
  key: string,
  sourceKey: string,
  make: (source: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  const cached = await deps.blobs.read(key);
  if (cached) return cached;
  const source = await deps.blobs.read(sourceKey);
  if (!source) throw appError('NOT_FOUND');
  const bytes = await make(source);
  await deps.blobs.put(key, bytes);
  return bytes;
}

async function imageBytes(deps: AppDeps, item: Servable, variant: Variant): Promise<Buffer> {
  const row = item.media;
  if (variant.name === 'blur') {
    const source = variantKey(row.storageKey, row.kind === 'video' ? 'poster' : 'sm');
    return derived(deps, variantKey(row.storageKey, `blur-${variant.px}`), source, (b) => renderBlur(b, variant.px));
  }
  const key = variantKey(row.storageKey, variant.name);
  const mark = watermarkFor(item, variant);
  if (mark)
    return derived(deps, variantKey(row.storageKey, `wm-${watermarkHash(mark)}-${variant.name}`), key, (b) =>
      renderWatermark(b, mark),
    );
  const bytes = await deps.blobs.read(key);
  if (!bytes) throw appError('NOT_FOUND');
  return bytes;
}

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` within the file; null means send it whole (no header, or
 * one we may ignore: several ranges, or malformed), `unsatisfiable` means 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

async function videoAnswer(
  deps: AppDeps,
  row: MediaRow,
  key: string,
  range: string | undefined,
  headers: Record<string, string>,
): Promise<MediaFileAnswer> {
  const stat = await deps.blobs.stat(key);
  if (!stat) throw appError('NOT_FOUND');
  const size = stat.size;
  const common = { ...headers, 'content-type': row.mime, 'accept-ranges': 'bytes' };
  const wanted = parseRange(range, size);
  if (wanted === 'unsatisfiable')
    return { status: 416, headers: { ...common, 'content-range': `bytes */${size}` }, body: null };
  if (!wanted)
    return { status: 200, headers: { ...common, 'content-length': String(size) }, body: () => deps.blobs.stream(key) };
  return {
    status: 206,
    headers: {
      ...common,
      'content-range': `bytes ${wanted.start}-${wanted.end}/${size}`,
      'content-length': String(wanted.end - wanted.start + 1),
    },
    body: () => deps.blobs.stream(key, wanted),
  };
}

/** Where the item must still be for this link: a bound link's post, vault or chat message, else any live post. */
function placeOf(scope: string | undefined, viewer: ViewerKey): MediaPlace | null {
  if (scope === VAULT_SCOPE) return { in: 'vault', ownerId: viewer.userId };
  const messageId = scope?.startsWith(CHAT_SCOPE_PREFIX) ? scope.slice(CHAT_SCOPE_PREFIX.length) : undefined;
  if (messageId !== undefined) return isUuid(messageId) ? { in: 'message', messageId } : null;
  return scope && isUuid(scope) ? { in: 'post', postId: scope } : null;
}

/** A chat message's media opens for a member; its full picture only where the message is free, theirs or bought. */
async function mayOpenInMessage(
  deps: AppDeps,
  place: MediaPlace | null,
  req: MediaFileRequest,
  viewer: ViewerKey | null,
) {
  if (place?.in !== 'message' || !viewer) return true;
  if (!isUuid(req.mediaId)) return false;
  const full = !req.variant.startsWith('blur-');
  return deps.mayOpenMessageMedia({ viewerId: viewer.userId, messageId: place.messageId, mediaId: req.mediaId, full });
}

/** Public links may be kept by shared caches for their life; bound ones by nobody. */
function cacheControl(bound: boolean, exp: string | undefined, nowMs: number): string {
  if (bound) return 'private, no-store';
  return `public, max-age=${Math.max(0, Math.floor(Number(exp) - nowMs / 1000))}`;
}

export async function serveMediaFile(
  deps: AppDeps,
  req: MediaFileRequest,
  videoTools: VideoToolsLoader,
): Promise<MediaFileAnswer> {
  const nowMs = req.nowMs ?? Date.now();
  const bound = req.in !== undefined;
  const viewer = bound ? (req.viewer ?? null) : null;
  const link = { ...req, scope: req.in, viewerId: viewer?.userId };
  if (!deps.mediaSigner.verify(link, nowMs)) throw appError('MEDIA_LINK_INVALID');
  // A bound link opens only while the session that holds its key is live (sign-out, revocation).
  if (viewer && !(await findLiveSessionCached(deps, viewer.sessionId, viewer.userId)))
    throw appError('MEDIA_LINK_INVALID');
  const place = viewer ? placeOf(req.in, viewer) : { in: 'public' as const };
  if (!(await mayOpenInMessage(deps, place, req, viewer))) throw appError('NOT_FOUND');
  const item = place && isUuid(req.mediaId) ? await findServableMedia(deps.db, req.mediaId, place) : undefined;
  const variant = item && parseVariant(item.media.kind, req.variant);
  if (!item || !variant) throw appError('NOT_FOUND');
  const headers = { 'cache-control': cacheControl(bound, req.exp, nowMs), 'x-content-type-options': 'nosniff' };
  if (variant.name === 'video') {
    // While the owner's watermark is on, the copy with it burned in; else the original.
    const key = await videoKeyFor(deps, item.media, item.owner, videoTools);
    return videoAnswer(deps, item.media, key, req.range, headers);
  }
  const bytes = await imageBytes(deps, item, variant);
  return {
    status: 200,
    headers: { ...headers, 'content-type': 'image/webp', 'content-length': String(bytes.length) },
    body: bytes,
  };
}
