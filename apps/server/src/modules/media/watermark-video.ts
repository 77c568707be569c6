/**
 * A creator's watermark on their videos, as on their photos: the original stays as uploaded and a
 * copy with the text burned into every frame (`wm-<hash>-video`, named by the settings) is what is
 * streamed while the watermark is on. The copy is made at upload when the watermark is already on,
 * else by a background job started when it is turned on or changed (or on the first request, if
 * that comes first: both wait for the same encode); turning it off streams the original.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { JobRow, MediaRow, UserRow } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { isUuid } from '../../lib/uuid.ts';
import { renderWatermarkOverlay, watermarkHash, type Watermark } from '../../media/derived-variants.ts';
import { variantKey } from '../../media/variants.ts';
import type { Demuxer, VideoTools, VideoToolsLoader } from '../../media/video-tools.ts';
import { findUserById } from '../users/users-repo.ts';
import { activeWatermark } from './get-watermark.ts';
import { liveVideosOf } from './media-repo.ts';
import { uploadTmpDir } from './stage-uploads.ts';

type Owner = Pick<UserRow, 'creatorDomain' | 'watermarkEnabled' | 'watermarkText' | 'watermarkPosition'>;
type VideoFile = { path: string; mime: string; width: number; height: number };

export const demuxerOf = (mime: string): Demuxer => (mime === 'video/webm' ? 'matroska' : 'mov');

export const watermarkedVideoKey = (storageKey: string, mark: Watermark, mime: string) =>
  variantKey(storageKey, `wm-${watermarkHash(mark)}-video`, mime);

/** Burns `mark` into the video at `video.path` and stores the copy under `key`. */
export async function storeWatermarkedVideo(
  deps: AppDeps,
  tools: VideoTools,
  video: VideoFile,
  mark: Watermark,
  key: string,
): Promise<void> {
  const demuxer = demuxerOf(video.mime);
  // A video stored without ffmpeg has no dimensions yet.
  const { width, height } = video.width && video.height ? video : await tools.probe(video.path, demuxer);
  const dir = uploadTmpDir(deps.config);
  await mkdir(dir, { recursive: true });
  const overlay = path.join(dir, `${randomUUID()}.mark.png`);
  const out = path.join(dir, `${randomUUID()}.marked`);
  try {
    await writeFile(overlay, await renderWatermarkOverlay(mark, width, height));
    await tools.burnOverlay(video.path, demuxer, video.mime, overlay, out);
    await deps.blobs.putFile(key, out);
  } finally {
    await Promise.all([rm(overlay, { force: true }), rm(out, { force: true })]);
  }
}

/** Copies being made now, by key: the many range requests of one player wait for one encode. */
const inProgress = new Map<string, Promise<void>>();

async function makeFromStored(deps: AppDeps, tools: VideoTools, row: MediaRow, mark: Watermark, key: string) {
  const dir = uploadTmpDir(deps.config);
  await mkdir(dir, { recursive: true });
  const source = path.join(dir, `${randomUUID()}.source`);
  try {
    await pipeline(deps.blobs.stream(variantKey(row.storageKey, 'video', row.mime)), createWriteStream(source));
    await storeWatermarkedVideo(deps, tools, { ...row, path: source }, mark, key);
  } finally {
    await rm(source, { force: true });
  }
}

/**
 * The blob key to stream for a video: the watermarked copy while its owner's watermark is on (made
 * now if missing), else the original. Without ffmpeg no copy can be made and the original is streamed.
 */
export async function videoKeyFor(
  deps: AppDeps,
  row: MediaRow,
  owner: Owner,
  videoTools: VideoToolsLoader,
): Promise<string> {
  const original = variantKey(row.storageKey, 'video', row.mime);
  const mark = activeWatermark(owner);
  if (!mark) return original;
  const key = watermarkedVideoKey(row.storageKey, mark, row.mime);
  if (await deps.blobs.stat(key)) return key;
  const tools = await videoTools();
  if (!tools) return original;
  let job = inProgress.get(key);
  if (!job) {
    job = makeFromStored(deps, tools, row, mark, key).finally(() => inProgress.delete(key));
    inProgress.set(key, job);
  }
  await job;
  return key;
}

export const WATERMARK_VIDEOS_JOB = 'media.watermark-videos';
const VIDEOS_PER_READ = 20;

/** Schedules the copies of a creator's videos with their new watermark (one pending job per creator). */
export async function scheduleWatermarkedCopies(tx: Tx, ownerId: string): Promise<void> {
  await enqueueJob(tx, { kind: WATERMARK_VIDEOS_JOB, key: ownerId, payload: { ownerId } });
}

/**
 * The job: makes the missing watermarked copy of each of the creator's live videos with the
 * watermark they have now, one at a time, so the first viewer after a change does not wait for an
 * encode. Idempotent: a copy that exists is kept; a watermark turned off or changed meanwhile is
 * read again for every video, and a change schedules a job of its own.
 */
export async function makeWatermarkedCopies(deps: AppDeps, videoTools: VideoToolsLoader, job: JobRow) {
  const ownerId = job.payload.ownerId;
  if (typeof ownerId !== 'string' || !isUuid(ownerId)) return;
  let after: string | null = null;
  for (;;) {
    const videos = await liveVideosOf(deps.db, ownerId, after, VIDEOS_PER_READ);
    for (const video of videos) {
      const owner = await findUserById(deps.db, ownerId);
      if (!owner || !activeWatermark(owner)) return;
      await videoKeyFor(deps, video, owner, videoTools);
    }
    if (videos.length < VIDEOS_PER_READ) return;
    after = videos[videos.length - 1]?.id ?? null;
  }
}
