/** Files for upload tests, made on the spot: a photo drawn by sharp, a clip rendered by ffmpeg. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

export async function photo(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7971e"/><stop offset="1" stop-color="#7f00ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** FFMPEG_PATH, else the ffmpeg that arrives with `npm install`, else PATH's. */
function ffmpeg(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
}

export function clip(seconds = 3): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlane-e2e-clip-'));
  const out = path.join(dir, 'clip.mp4');
  try {
    execFileSync(ffmpeg(), [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=duration=${seconds}:size=640x360:rate=24`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Attaches files in the post composer and waits until every upload has finished. */
export async function attachToComposer(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const before = await page.getByTestId('composer-media-item').count();
  await page.getByTestId('media-input').setInputFiles(files);
  await expect(page.getByTestId('composer-media-item')).toHaveCount(before + files.length, { timeout: 30_000 });
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
}
