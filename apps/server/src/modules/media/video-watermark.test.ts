import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TWatermarkSettings } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { expectError } from '../../../test/fixtures.ts';
import { fetchMedia, filesUnder, makeVideo, upload } from '../../../test/media-test-kit.ts';
import { media, users } from '../../db/schema/index.ts';
import { sniffMedia } from '../../media/sniff-media.ts';
import { variantKey } from '../../media/variants.ts';
import { findVideoBinaries, videoToolsLoader } from '../../media/video-tools.ts';
import { jobs } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { videoKeyFor, WATERMARK_VIDEOS_JOB, watermarkedVideoKey } from './watermark-video.ts';

const run = promisify(execFile);

/** One frame of a stored video, as greyscale pixels. */
async function frameOf(video: Buffer, atSeconds = 0.5) {
  const { ffmpeg } = await findVideoBinaries(process.env.FFMPEG_PATH);
  if (!ffmpeg) throw new Error('no ffmpeg');
  const dir = await mkdtemp(path.join(tmpdir(), 'fanlane-frame-'));
  try {
    const file = path.join(dir, 'clip');
    await writeFile(file, video);
    const args = ['-v', 'error', '-ss', String(atSeconds), '-i', file, '-frames:v', '1', '-f', 'image2pipe'];
    const { stdout } = await run(ffmpeg, [...args, '-c:v', 'png', 'pipe:1'], { encoding: 'buffer' });
    return await sharp(stdout).greyscale().raw().toBuffer({ resolveWithObject: true });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Frame = Awaited<ReturnType<typeof frameOf>>;

/** The share of pixels (0–1) in one corner third where two frames differ by more than a third of the range. */
function changedIn(a: Frame, b: Frame, corner: 'top-left' | 'bottom-right'): number {
  const { width, height } = a.info;
  expect(b.info).toMatchObject({ width, height });
  const w = Math.floor(width / 3);
  const h = Math.floor(height / 3);
  const [x0, y0] = corner === 'top-left' ? [0, 0] : [width - w, height - h];
  let changed = 0;
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++)
      if (Math.abs((a.data[y * width + x] ?? 0) - (b.data[y * width + x] ?? 0)) > 85) changed++;
  return changed / (w * h);
}

describe(`the creator's watermark on videos (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  const setWatermark = async (body: TWatermarkSettings) => {
    const res = await t.post<TWatermarkSettings>(PATHS.watermarkUpdate, body, creator.seller);
    expect(res.status).toBe(200);
  };
  const uploadClip = async (clip: Buffer, filename = 'clip.mp4') => {
    const res = await upload(t, creator.seller, [{ filename, bytes: clip }]);
    expect(res.status, res.body.msg).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(media)
      .where(eq(media.id, res.body.data.items[0]?.id ?? ''));
    if (!row) throw new Error('no media row');
    return row;
  };
  const ownerOf = async (ownerId: string) => {
    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, ownerId));
    if (!owner) throw new Error('no owner');
    return owner;
  };
  const blob = async (key: string) => {
    const bytes = await t.deps.blobs.read(key);
    if (!bytes) throw new Error(`no blob ${key}`);
    return bytes;
  };

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'reelmaker');
  });
  afterAll(async () => {
    await t.close();
  });

  it('on at upload: a copy with the text burned into its frames where chosen; the original is kept', async () => {
    const mark = { enabled: true, text: 'reelmaker.tv', position: 'bottom-right' } as const;
    await setWatermark(mark);
    const clip = await makeVideo({ seconds: 2, width: 640, height: 360 });
    const row = await uploadClip(clip);

    const original = await blob(variantKey(row.storageKey, 'video', row.mime));
    expect(original.equals(clip)).toBe(true);
    const markedKey = watermarkedVideoKey(row.storageKey, mark, row.mime);
    const marked = await blob(markedKey);
    expect(sniffMedia(marked)?.mime).toBe('video/mp4');

    const [before, after] = await Promise.all([frameOf(original), frameOf(marked)]);
    expect(after.info).toMatchObject({ width: 640, height: 360 });
    expect(changedIn(before, after, 'bottom-right')).toBeGreaterThan(0.005);
    expect(changedIn(before, after, 'top-left')).toBeLessThan(0.001);

    // What is streamed while it is on is the copy; the owner's settings choose.
    const tools = videoToolsLoader(t.deps.config.ffmpegPath, t.app.log);
    expect(await videoKeyFor(t.deps, row, await ownerOf(row.ownerId), tools)).toBe(markedKey);
  });

  it('off: no copy is made and the original is what is streamed', async () => {
    await setWatermark({ enabled: false, text: 'reelmaker.tv', position: 'bottom-right' });
    const row = await uploadClip(await makeVideo({ seconds: 1 }));
    const tools = videoToolsLoader(t.deps.config.ffmpegPath, t.app.log);
    const owner = await ownerOf(row.ownerId);
    expect(await videoKeyFor(t.deps, row, owner, tools)).toBe(variantKey(row.storageKey, 'video', row.mime));
    const wouldBe = watermarkedVideoKey(row.storageKey, { text: 'reelmaker.tv', position: 'bottom-right' }, row.mime);
    expect(await t.deps.blobs.stat(wouldBe)).toBeNull();
  });

  it('turned on after upload, the copy is made once on first request; a new text makes a new one', async () => {
    await setWatermark({ enabled: false, text: '', position: 'top-left' });
    const row = await uploadClip(await makeVideo({ seconds: 1, width: 320, height: 240 }));
    const tools = videoToolsLoader(t.deps.config.ffmpegPath, t.app.log);

    await setWatermark({ enabled: true, text: 'first text', position: 'top-left' });
    const owner = await ownerOf(row.ownerId);
    // Several range requests of one player at once wait for one encode.
    const keys = await Promise.all([1, 2, 3].map(() => videoKeyFor(t.deps, row, owner, tools)));
    const firstKey = watermarkedVideoKey(row.storageKey, { text: 'first text', position: 'top-left' }, row.mime);
    expect(new Set(keys)).toEqual(new Set([firstKey]));
    const [before, after] = await Promise.all([
      frameOf(await blob(variantKey(row.storageKey, 'video', row.mime))),
      frameOf(await blob(firstKey)),
    ]);
    expect(changedIn(before, after, 'top-left')).toBeGreaterThan(0.005);
    expect(changedIn(before, after, 'bottom-right')).toBeLessThan(0.001);

    await setWatermark({ enabled: true, text: 'new text', position: 'top-left' });
    const renamed = await videoKeyFor(t.deps, row, await ownerOf(row.ownerId), tools);
    expect(renamed).not.toBe(firstKey);
    expect(await t.deps.blobs.stat(renamed)).not.toBeNull();
  });

  it('turned on or changed after upload, a job makes the copies before anyone asks; off schedules none', async () => {
    const runJobs = () => runDueJobs(t.deps.db, jobHandlers(t.deps, t.app.log));
    await setWatermark({ enabled: false, text: '', position: 'top-left' });
    await runJobs(); // the earlier tests' job, which finds the watermark off and stops
    const rows = [
      await uploadClip(await makeVideo({ seconds: 1, width: 320, height: 240 })),
      await uploadClip(await makeVideo({ seconds: 1, width: 160, height: 120, format: 'webm' }), 'c.webm'),
    ];
    const pendingJobs = () =>
      t.deps.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, WATERMARK_VIDEOS_JOB))
        .then((all) => all.filter((job) => job.status === 'pending' && job.key === creator.user.id));
    expect(await pendingJobs()).toHaveLength(0);

    // Two changes in a row leave one job, which makes the copies of the settings of the time it runs.
    await setWatermark({ enabled: true, text: 'first', position: 'center' });
    const mark = { enabled: true, text: 'by the job', position: 'bottom-right' } as const;
    await setWatermark(mark);
    expect(await pendingJobs()).toHaveLength(1);
    const keys = rows.map((row) => watermarkedVideoKey(row.storageKey, mark, row.mime));
    for (const key of keys) expect(await t.deps.blobs.stat(key)).toBeNull();

    expect(await runJobs()).toBe(1);
    for (const [i, key] of keys.entries()) expect(sniffMedia(await blob(key))?.mime).toBe(rows[i]?.mime);
    expect(await pendingJobs()).toHaveLength(0);
    const first = watermarkedVideoKey(rows[0]?.storageKey ?? '', { text: 'first', position: 'center' }, 'video/mp4');
    expect(await t.deps.blobs.stat(first)).toBeNull();

    await setWatermark({ ...mark, enabled: false });
    expect(await pendingJobs()).toHaveLength(0);
  });

  it('delivery streams the watermarked copy (ranges too) and poster while on, the originals when off', async () => {
    const mark = { enabled: true, text: 'reelmaker.tv', position: 'bottom-right' } as const;
    await setWatermark({ ...mark, enabled: false });
    const clip = await makeVideo({ seconds: 1, width: 640, height: 360 });
    const res = await upload(t, creator.seller, [{ filename: 'clip.mp4', bytes: clip }]);
    const item = res.body.data.items[0];
    if (!item?.url) throw new Error('no video url');
    const plainPoster = (await fetchMedia(t, item.thumbUrl)).bytes;
    expect((await fetchMedia(t, item.url)).bytes.equals(clip)).toBe(true);

    await setWatermark(mark);
    const [row] = await t.deps.db.select().from(media).where(eq(media.id, item.id));
    if (!row) throw new Error('no media row');
    const marked = await fetchMedia(t, item.url);
    expect(marked.status).toBe(200);
    expect(marked.headers['content-type']).toBe('video/mp4');
    expect(marked.bytes.equals(await blob(watermarkedVideoKey(row.storageKey, mark, row.mime)))).toBe(true);
    expect(marked.bytes.equals(clip)).toBe(false);
    const part = await fetchMedia(t, item.url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(marked.bytes.subarray(0, 100))).toBe(true);
    const poster = (await fetchMedia(t, item.thumbUrl)).bytes;
    expect(poster.equals(plainPoster)).toBe(false);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });

    await setWatermark({ ...mark, enabled: false });
    expect((await fetchMedia(t, item.url)).bytes.equals(clip)).toBe(true);
    expect((await fetchMedia(t, item.thumbUrl)).bytes.equals(plainPoster)).toBe(true);
  });

  it('a WebM video keeps its container', async () => {
    await setWatermark({ enabled: true, text: 'reelmaker.tv', position: 'center' });
    const row = await uploadClip(await makeVideo({ seconds: 1, width: 160, height: 120, format: 'webm' }), 'c.webm');
    const marked = await blob(
      watermarkedVideoKey(row.storageKey, { text: 'reelmaker.tv', position: 'center' }, row.mime),
    );
    expect(sniffMedia(marked)?.mime).toBe('video/webm');
    expect((await frameOf(marked)).info).toMatchObject({ width: 160, height: 120 });
  });

  it('a video ffmpeg probes but cannot re-encode is refused as invalid and leaves nothing behind', async () => {
    const { ffmpeg, ffprobe } = await findVideoBinaries(process.env.FFMPEG_PATH);
    if (!ffmpeg || !ffprobe) throw new Error('no ffmpeg');
    // An ffmpeg that makes posters but fails every watermark encode (the only run with an overlay).
    const dir = await mkdtemp(path.join(tmpdir(), 'fanlane-ffmpeg-'));
    await writeFile(
      path.join(dir, 'ffmpeg'),
      `#!/bin/sh\ncase "$*" in *overlay*) echo broken >&2; exit 1;; esac\nexec "${ffmpeg}" "$@"\n`,
    );
    await chmod(path.join(dir, 'ffmpeg'), 0o755);
    await symlink(ffprobe, path.join(dir, 'ffprobe'));
    const failing = await createTestApp({ FFMPEG_PATH: path.join(dir, 'ffmpeg') });
    try {
      const maker = await createCreator(failing, 'failing');
      await failing.post(PATHS.watermarkUpdate, { enabled: true, text: 'x', position: 'center' }, maker.seller);
      const files = [{ filename: 'c.mp4', bytes: await makeVideo({ seconds: 1 }) }];
      expectError(await upload(failing, maker.seller, files), 'UPLOAD_INVALID');
      expect(await failing.deps.db.select().from(media)).toEqual([]);
      expect(await filesUnder(path.join(failing.config.dataDir, 'blobs'))).toEqual([]);
      expect(await filesUnder(path.join(failing.config.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await failing.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without ffmpeg the video is still accepted, and the original is streamed', async () => {
    const bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/bin/ffmpeg' });
    try {
      const maker = await createCreator(bare, 'bare');
      await bare.post(PATHS.watermarkUpdate, { enabled: true, text: 'x', position: 'center' }, maker.seller);
      const res = await upload(bare, maker.seller, [{ filename: 'c.mp4', bytes: await makeVideo({ seconds: 1 }) }]);
      expect(res.status, res.body.msg).toBe(200);
      const [row] = await bare.deps.db
        .select()
        .from(media)
        .where(eq(media.id, res.body.data.items[0]?.id ?? ''));
      if (!row) throw new Error('no media row');
      const [owner] = await bare.deps.db.select().from(users).where(eq(users.id, row.ownerId));
      if (!owner) throw new Error('no owner');
      const tools = videoToolsLoader(bare.deps.config.ffmpegPath, bare.app.log);
      expect(await videoKeyFor(bare.deps, row, owner, tools)).toBe(variantKey(row.storageKey, 'video', row.mime));
    } finally {
      await bare.close();
    }
  });
});
