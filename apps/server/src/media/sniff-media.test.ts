import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff-media.ts';

/** An ISO-BMFF file start: an ftyp box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('telling media types from their first bytes', () => {
  it('knows the five image formats', () => {
    expect(sniffMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
    expect(sniffMedia(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe('image/png');
    expect(sniffMedia(Buffer.from('GIF89a\x01\x00', 'latin1'))?.mime).toBe('image/gif');
    expect(sniffMedia(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
    expect(sniffMedia(ftyp('avif', 'avif', 'mif1'))).toMatchObject({ kind: 'image', mime: 'image/avif' });
    expect(sniffMedia(ftyp('mif1', 'avif'))).toMatchObject({ kind: 'image', mime: 'image/avif' });
  });

  it('knows MP4, QuickTime and WebM, each with the demuxer ffmpeg is told to use', () => {
    expect(sniffMedia(ftyp('isom', 'isom', 'avc1'))).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
      demuxer: 'mov',
    });
    expect(sniffMedia(ftyp('mp42', 'mp42'))).toMatchObject({ mime: 'video/mp4' });
    expect(sniffMedia(ftyp('M4V ', 'M4V ', 'mp42'))).toMatchObject({ mime: 'video/mp4' });
    expect(sniffMedia(ftyp('qt  ', 'qt  '))).toEqual({
      kind: 'video',
      mime: 'video/quicktime',
      ext: 'mov',
      demuxer: 'mov',
    });
    expect(sniffMedia(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toEqual({
      kind: 'video',
      mime: 'video/webm',
      ext: 'webm',
      demuxer: 'matroska',
    });
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffMedia(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeUndefined(); // ELF
    expect(sniffMedia(Buffer.from('MZ\x90\x00', 'latin1'))).toBeUndefined(); // Windows executable
    expect(sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffMedia(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffMedia(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffMedia(ftyp('M4A ', 'M4A '))).toBeUndefined();
    expect(sniffMedia(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffMedia(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffMedia(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads compatible brands only inside the ftyp box', () => {
    // The box ends after the major brand; "isom" just after it is outside and must not count.
    const box = ftyp('abcd');
    box.write('isom', 16, 'latin1');
    expect(sniffMedia(box)).toBeUndefined();
  });
});
