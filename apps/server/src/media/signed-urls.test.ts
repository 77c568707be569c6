import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './signed-urls.ts';

const parse = (url: string) => {
  const match = /^\/media-file\/([^/]+)\/([^?]+)\?exp=(\d+)&sig=([\w-]+)$/.exec(url);
  if (!match) throw new Error(`not a media URL: ${url}`);
  const [, mediaId, variant, exp, sig] = match;
  return { mediaId: mediaId!, variant: variant!, exp: exp!, sig: sig! };
};

describe('signed media URLs', () => {
  const signer = createMediaSigner('a-jwt-secret-that-is-long-enough-0123456789');
  const now = Date.parse('2026-05-01T12:01:00Z');

  it('the same media and variant within one bucket get the same URL, and it verifies', () => {
    const first = signer.url('m1', 'lg', now);
    expect(signer.url('m1', 'lg', now + 1_000)).toBe(first);
    const { mediaId, variant, exp, sig } = parse(first);
    expect(signer.verify(mediaId, variant, exp, sig, now)).toBe(true);
  });

  it('a signature covers its media, its variant and its expiry', () => {
    const lg = parse(signer.url('m1', 'lg', now));
    expect(parse(signer.url('m1', 'blur-15', now)).sig).not.toBe(lg.sig);
    expect(parse(signer.url('m2', 'lg', now)).sig).not.toBe(lg.sig);
    expect(signer.verify('m2', 'lg', lg.exp, lg.sig, now)).toBe(false);
    expect(signer.verify('m1', 'blur-15', lg.exp, lg.sig, now)).toBe(false);
    expect(signer.verify('m1', 'lg', String(Number(lg.exp) + 300), lg.sig, now)).toBe(false);
  });

  it('a later bucket gets a new expiry and signature; an expired URL is refused', () => {
    const early = parse(signer.url('m1', 'lg', now));
    const later = parse(signer.url('m1', 'lg', now + 3_600_000));
    expect(later.exp).not.toBe(early.exp);
    expect(later.sig).not.toBe(early.sig);
    expect(signer.verify('m1', 'lg', early.exp, early.sig, now + 3_600_000)).toBe(false);
  });
});
