/**
 * Variants made on first request and cached in the blob store: the blurred previews of locked
 * posts and the watermarked images of creators who turned the watermark on (and the overlay that
 * puts the same watermark on their videos).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { TWatermarkSettings } from '@fanlane/contracts/post';

/**
 * A preview nobody can read: shrunk so few pixels survive that no detail is left to recover,
 * scaled back up, then blurred with a sigma of `px` on the 480-pixel image.
 */
export async function renderBlur(source: Buffer, px: number): Promise<Buffer> {
  const { width = 480, height = 270 } = await sharp(source).metadata();
  const tinyWidth = Math.max(4, Math.round((width * 0.75) / px));
  const tiny = await sharp(source).resize({ width: tinyWidth }).toBuffer();
  // A low minAmplitude keeps the whole Gaussian, not libvips' default truncated one.
  return sharp(tiny)
    .resize(width, height, { fit: 'fill' })
    .blur({ sigma: px, minAmplitude: 0.01 })
    .webp({ quality: 70 })
    .toBuffer();
}

/** Settings as they affect the pixels; the hash names the cached files, so a change makes new ones. */
export type Watermark = Pick<TWatermarkSettings, 'text' | 'position'>;

const RENDER_VERSION = 'v1';

export function watermarkHash(mark: Watermark): string {
  return createHash('sha256').update(`${RENDER_VERSION}\n${mark.position}\n${mark.text}`).digest('hex').slice(0, 16);
}

/** XML-escaped, with the characters XML cannot hold at all removed, so any text renders as text. */
function svgText(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function placement(position: Watermark['position'], width: number, height: number, fontSize: number) {
  const pad = Math.round(fontSize * 0.8);
  const [vertical, horizontal] = position === 'center' ? ['center', 'center'] : position.split('-');
  const x = horizontal === 'left' ? pad : horizontal === 'right' ? width - pad : width / 2;
  const y = vertical === 'top' ? pad + fontSize : vertical === 'bottom' ? height - pad : height / 2 + fontSize / 3;
  const anchor = horizontal === 'left' ? 'start' : horizontal === 'right' ? 'end' : 'middle';
  return { x: Math.round(x), y: Math.round(y), anchor };
}

/** The text as an SVG layer the size of the picture (light text, dark outline, readable on any picture). */
function watermarkSvg(mark: Watermark, width: number, height: number): string {
  // About 1/22 of the picture, smaller when a long text would not fit across (bold glyphs are ~0.62 em).
  const fitting = (width * 0.9) / (Math.max(1, [...mark.text].length) * 0.62);
  const fontSize = Math.max(10, Math.round(Math.min(Math.min(width, height * 1.5) / 22, fitting)));
  const { x, y, anchor } = placement(mark.position, width, height, fontSize);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" ` +
    `font-size="${fontSize}" fill="#ffffff" fill-opacity="0.8" stroke="#000000" stroke-opacity="0.5" ` +
    `stroke-width="${Math.max(1, Math.round(fontSize / 12))}" paint-order="stroke">${svgText(mark.text)}</text></svg>`
  );
}

/** The image with the text burned in. */
export async function renderWatermark(source: Buffer, mark: Watermark): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  return sharp(source)
    .composite([{ input: Buffer.from(watermarkSvg(mark, width, height)), top: 0, left: 0 }])
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * The same text on a transparent PNG of `width`×`height`, for ffmpeg to lay over every frame of a
 * video: the look of the photos' watermark, and no font needed inside ffmpeg.
 */
export function renderWatermarkOverlay(mark: Watermark, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(watermarkSvg(mark, width, height)))
    .png()
    .toBuffer();
}
