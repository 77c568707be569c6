/**
 * Turns staged uploads into vault items: images become WebP variants (metadata gone), videos are
 * probed and get a poster, and a watermarked copy while the creator's watermark is on. The rows are written only after every blob is, in one insert; on any
 * failure every blob written so far is removed, so a failed upload leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import type { TUploadResult } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { encodePoster, makePostImageVariants, neutralPoster } from '../../media/process-image.ts';
import { mediaPrefix, variantKey } from '../../media/variants.ts';
import type { VideoTools, VideoToolsLoader } from '../../media/video-tools.ts';
import type { Watermark } from '../../media/derived-variants.ts';
import { activeWatermark } from './get-watermark.ts';
import { insertMedia, type NewMedia } from './media-repo.ts';
import { removeStaged, type StagedUpload } from './stage-uploads.ts';
import { toVaultItem } from './vault-item.ts';
import { storeWatermarkedVideo, watermarkedVideoKey } from './watermark-video.ts';

type StoredFacts = Required<Pick<NewMedia, 'kind' | 'mime' | 'width' | 'height' | 'durationMs' | 'bytes' | 'variants'>>;

async function storeImage(deps: AppDeps, file: StagedUpload, storageKey: string): Promise<StoredFacts> {
  const image = await makePostImageVariants(file.tmpPath);
  await deps.blobs.put(variantKey(storageKey, 'sm'), image.sm);
  await deps.blobs.put(variantKey(storageKey, 'lg'), image.lg);
  return {
    kind: 'image',
    mime: 'image/webp',
    width: image.width,
    height: image.height,
    durationMs: null,
    bytes: image.lg.length,
    variants: ['sm', 'lg'],
  };
}

async function storeVideo(
  deps: AppDeps,
  file: StagedUpload,
  storageKey: string,
  tools: VideoTools | null,
  mark: Watermark | null,
): Promise<StoredFacts> {
  const demuxer = file.type.demuxer ?? 'mov';
  const facts = tools ? await tools.probe(file.tmpPath, demuxer) : { width: 0, height: 0, durationMs: null };
  // A second in (or a tenth of a short clip) is usually past a black first frame.
  const at = facts.durationMs ? Math.min(1, facts.durationMs / 10_000) : 0;
  const poster = tools ? await encodePoster(await tools.posterFrame(file.tmpPath, demuxer, at)) : await neutralPoster();
  await deps.blobs.put(variantKey(storageKey, 'poster'), poster);
  // Made now so the first view need not wait for it (before the original is moved into the store).
  if (tools && mark) {
    const video = { path: file.tmpPath, mime: file.type.mime, ...facts };
    const key = watermarkedVideoKey(storageKey, mark, file.type.mime);
    // A video ffmpeg can probe but not re-encode is refused like any other it cannot read.
    await storeWatermarkedVideo(deps, tools, video, mark, key).catch((err: unknown) => {
      throw appError('UPLOAD_INVALID', { cause: err });
    });
  }
  await deps.blobs.putFile(variantKey(storageKey, 'video', file.type.mime), file.tmpPath);
  return { kind: 'video', mime: file.type.mime, ...facts, bytes: file.bytes, variants: ['poster', 'video'] };
}

export async function uploadMedia(
  deps: AppDeps,
  caller: Caller,
  staged: StagedUpload[],
  videoTools: VideoToolsLoader,
): Promise<TUploadResult> {
  const written: string[] = [];
  try {
    if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
    const tools = staged.some((f) => f.type.kind === 'video') ? await videoTools() : null;
    const mark = activeWatermark(caller.user);
    const rows: NewMedia[] = [];
    for (const file of staged) {
      const id = randomUUID();
      const storageKey = mediaPrefix(caller.user.id, id);
      written.push(storageKey);
      const stored =
        file.type.kind === 'image'
          ? await storeImage(deps, file, storageKey)
          : await storeVideo(deps, file, storageKey, tools, mark);
      rows.push({ ...stored, id, ownerId: caller.user.id, storageKey, originalName: file.originalName });
    }
    // Whole milliseconds (the vault cursor's precision), one apart so the vault lists a batch in upload order.
    const now = Date.now();
    const inserted = await insertMedia(
      deps.db,
      rows.map((row, i) => ({ ...row, createdAt: new Date(now + i) })),
    );
    const order = new Map(rows.map((row, i) => [row.id, i]));
    inserted.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { items: inserted.map((row) => toVaultItem(deps.mediaSigner, row, [])) };
  } catch (err) {
    await Promise.all(written.map((key) => deps.blobs.removePrefix(key)));
    throw err;
  } finally {
    await removeStaged(staged);
  }
}
