import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createMediaSigner, VAULT_SCOPE } from './signed-urls.ts';

const parse = (url: string) => {
  const match = /^\/media-file\/([^/]+)\/([^?]+)\?exp=(\d+)(?:&in=([\w-]+))?&sig=([\w-]+)$/.exec(url);
  if (!match) throw new Error(`not a media URL: ${url}`);
  const [, mediaId, variant, exp, scope, sig] = match;
  return { mediaId: mediaId!, variant: variant!, exp: exp!, sig: sig!, scope };
};

describe('signed media URLs', () => {
  const signer = createMediaSigner('a-jwt-secret-that-is-long-enough-0123456789');
  const now = Date.parse('2026-05-01T12:01:00Z');

  it('the same media and variant within one bucket get the same URL, and it verifies', () => {
    const first = signer.url('m1', 'lg', now);
    expect(signer.url('m1', 'lg', now + 1_000)).toBe(first);
    expect(signer.verify(parse(first), now)).toBe(true);
  });

  it('a signature covers its media, its variant and its expiry', () => {
    const lg = parse(signer.url('m1', 'lg', now));
    expect(parse(signer.url('m1', 'blur-15', now)).sig).not.toBe(lg.sig);
    expect(parse(signer.url('m2', 'lg', now)).sig).not.toBe(lg.sig);
    expect(signer.verify({ ...lg, mediaId: 'm2' }, now)).toBe(false);
    expect(signer.verify({ ...lg, variant: 'blur-15' }, now)).toBe(false);
    expect(signer.verify({ ...lg, exp: String(Number(lg.exp) + 300) }, now)).toBe(false);
  });

  it('a later bucket gets a new expiry and signature; an expired URL is refused', () => {
    const early = parse(signer.url('m1', 'lg', now));
    const later = parse(signer.url('m1', 'lg', now + 3_600_000));
    expect(later.exp).not.toBe(early.exp);
    expect(later.sig).not.toBe(early.sig);
    expect(signer.verify(early, now + 3_600_000)).toBe(false);
  });

  it('a bound link verifies only for its viewer and its scope, and never as a public link', () => {
    const [fan, other, post] = [randomUUID(), randomUUID(), randomUUID()];
    const url = signer.boundUrl('m1', 'lg', { viewerId: fan, scope: post }, now);
    const link = parse(url);
    expect(link.scope).toBe(post);
    expect(signer.verify({ ...link, viewerId: fan }, now)).toBe(true);
    expect(signer.verify({ ...link, viewerId: other }, now)).toBe(false);
    expect(signer.verify(link, now)).toBe(false);
    expect(signer.verify({ ...link, viewerId: fan, scope: VAULT_SCOPE }, now)).toBe(false);
    expect(signer.verify({ ...link, viewerId: fan, scope: undefined }, now)).toBe(false);
    // Nor does a public signature open the same item as a bound link.
    const open = parse(signer.url('m1', 'lg', now));
    expect(signer.verify({ ...open, scope: post, viewerId: fan }, now)).toBe(false);
    expect(signer.boundUrl('m1', 'lg', { viewerId: other, scope: post }, now)).not.toBe(url);
  });

  it('a media key opens to its session and user; an edited or foreign one opens to nothing', () => {
    const key = { sessionId: randomUUID(), userId: randomUUID() };
    const value = signer.viewerKey(key);
    expect(signer.openViewerKey(value)).toEqual(key);
    const [sessionId, , mac] = value.split('.');
    expect(signer.openViewerKey(`${sessionId}.${randomUUID()}.${mac}`)).toBeNull();
    expect(signer.openViewerKey(`${value}.x`)).toBeNull();
    expect(signer.openViewerKey(createMediaSigner('another-secret-another-secret-000000').viewerKey(key))).toBeNull();
    expect(signer.openViewerKey(undefined)).toBeNull();
    expect(signer.openViewerKey('')).toBeNull();
  });
});
