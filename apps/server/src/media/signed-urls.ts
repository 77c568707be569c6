/**
 * Short-lived signed media URLs: `/media-file/<mediaId>/<variant>?exp=<unix s>&sig=<hmac>`.
 * The signature covers the media, the variant and the expiry, so a viewer given a blurred preview
 * cannot turn it into the original, and a guessed, expired or edited URL is refused (403).
 * Expiries are rounded up to a bucket, so one viewer gets the same URL for a while and the
 * browser can cache it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';

export type MediaSigner = {
  /** A URL valid for at least `ttlSeconds` and at most `ttlSeconds + bucketSeconds`. */
  url(mediaId: string, variant: string, nowMs?: number): string;
  verify(mediaId: string, variant: string, exp: string | undefined, sig: string | undefined, nowMs?: number): boolean;
};

export const MEDIA_URL_TTL_SECONDS = 600;
const BUCKET_SECONDS = 300;
/** Signatures remembered: the same URL goes to every viewer within a bucket, so feeds sign each once. */
const REMEMBERED_SIGNATURES = 50_000;

export function createMediaSigner(secret: string, ttlSeconds = MEDIA_URL_TTL_SECONDS): MediaSigner {
  const key = createHmac('sha256', secret).update('fanlane media urls v1').digest();
  const sign = (mediaId: string, variant: string, exp: number) =>
    createHmac('sha256', key).update(`${mediaId}/${variant}/${exp}`).digest('base64url');
  const remembered = new Map<string, string>();
  const signRemembered = (mediaId: string, variant: string, exp: number) => {
    const signed = `${mediaId}/${variant}/${exp}`;
    let sig = remembered.get(signed);
    if (sig === undefined) {
      if (remembered.size >= REMEMBERED_SIGNATURES) remembered.clear();
      remembered.set(signed, (sig = sign(mediaId, variant, exp)));
    }
    return sig;
  };
  return {
    url(mediaId, variant, nowMs = Date.now()) {
      const exp = Math.ceil((nowMs / 1000 + ttlSeconds) / BUCKET_SECONDS) * BUCKET_SECONDS;
      return `${PATHS.mediaFile}/${mediaId}/${variant}?exp=${exp}&sig=${signRemembered(mediaId, variant, exp)}`;
    },
    verify(mediaId, variant, exp, sig, nowMs = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(mediaId, variant, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
