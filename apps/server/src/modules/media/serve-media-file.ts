/**
 * Signed media delivery: `/media-file/<mediaId>/<variant>?exp=&sig=`. The signature is checked
 * before anything is read, so a guessed, edited or expired link learns nothing (403). Blurred
 * previews and watermarked images are made on first request and cached beside the originals.
 */
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { renderBlur, renderWatermark, watermarkHash, type Watermark } from '../../media/derived-variants.ts';
import { parseVariant, variantKey, type Variant } from '../../media/variants.ts';
import type { MediaRow } from '../../db/schema/index.ts';
import { findServableMedia } from './media-repo.ts';

export type MediaFileRequest = {
  mediaId: string;
  variant: string;
  exp?: string | undefined;
  sig?: string | undefined;
  range?: string | undefined;
  nowMs?: number;
};

export type MediaFileAnswer = {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Buffer | (() => Readable) | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Servable = NonNullable<Awaited<ReturnType<typeof findServableMedia>>>;

/** The owner's watermark when it applies to this variant: images only, the real `sm` and `lg`. */
function watermarkFor(item: Servable, variant: Variant): Watermark | null {
  const { owner } = item;
  if (!owner.watermarkEnabled || item.media.kind !== 'image' || (variant.name !== 'sm' && variant.name !== 'lg'))
    return null;
  const text = owner.watermarkText?.trim() || (owner.creatorDomain ? `@${owner.creatorDomain}` : '');
  return text ? { text, position: owner.watermarkPosition } : null;
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
  range: string | undefined,
  headers: Record<string, string>,
): Promise<MediaFileAnswer> {
  const key = variantKey(row.storageKey, 'video', row.mime);
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

export async function serveMediaFile(deps: AppDeps, req: MediaFileRequest): Promise<MediaFileAnswer> {
  const nowMs = req.nowMs ?? Date.now();
  if (!deps.mediaSigner.verify(req.mediaId, req.variant, req.exp, req.sig, nowMs)) throw appError('MEDIA_LINK_INVALID');
  const item = UUID.test(req.mediaId) ? await findServableMedia(deps.db, req.mediaId) : undefined;
  const variant = item && parseVariant(item.media.kind, req.variant);
  if (!item || !variant) throw appError('NOT_FOUND');
  // The link lives until `exp`; the browser may keep the bytes no longer than that.
  const maxAge = Math.max(0, Math.floor(Number(req.exp) - nowMs / 1000));
  const headers = { 'cache-control': `private, max-age=${maxAge}`, 'x-content-type-options': 'nosniff' };
  if (variant.name === 'video') return videoAnswer(deps, item.media, req.range, headers);
  const bytes = await imageBytes(deps, item, variant);
  return {
    status: 200,
    headers: { ...headers, 'content-type': 'image/webp', 'content-length': String(bytes.length) },
    body: bytes,
  };
}
