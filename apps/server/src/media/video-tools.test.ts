import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findVideoBinaries } from './video-tools.ts';

describe('where ffmpeg and ffprobe come from', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlane-ffmpeg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without FFMPEG_PATH, the builds that npm install brought for this platform', async () => {
    const found = await findVideoBinaries(undefined);
    expect(found.ffmpeg).toMatch(/@ffmpeg-installer[\\/][^\\/]+[\\/]ffmpeg$/);
    expect(found.ffprobe).toMatch(/@ffprobe-installer[\\/][^\\/]+[\\/]ffprobe$/);
  });

  it('FFMPEG_PATH wins, with the ffprobe beside it', async () => {
    for (const name of ['ffmpeg', 'ffprobe']) {
      writeFileSync(path.join(dir, name), '#!/bin/sh\nexit 0\n');
      chmodSync(path.join(dir, name), 0o755);
    }
    expect(await findVideoBinaries(path.join(dir, 'ffmpeg'))).toEqual({
      ffmpeg: path.join(dir, 'ffmpeg'),
      ffprobe: path.join(dir, 'ffprobe'),
    });
  });

  it('an FFMPEG_PATH that is not there finds no ffmpeg rather than another one', async () => {
    expect((await findVideoBinaries(path.join(dir, 'missing', 'ffmpeg'))).ffmpeg).toBeUndefined();
  });
});
