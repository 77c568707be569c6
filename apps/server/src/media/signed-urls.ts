/**
 * Short-lived signed media URLs.
 *
 * - Public items (a public post's media, free teasers, blurred previews):
 *   `/media-file/<mediaId>/<variant>?exp=<unix s>&sig=<hmac>`; anyone holding the link may open it.
 * - Paid or private items (opened by a subscription, a purchase, a grant or ownership):
 *   `/media-file/<mediaId>/<variant>?exp=<unix s>&in=<postId | vault>&sig=<hmac>`, where the
 *   signature also covers the viewer's user id. The id is not in the URL: delivery takes it from the
 *   viewer's media key cookie (`viewerKey`), so a copied link opens nothing for anyone else.
 *
 * The signature covers the media, the variant and the expiry, so a viewer given a blurred preview
 * cannot turn it into the original, and a guessed, expired or edited URL is refused (403).
 * Expiries are rounded up to a bucket, so one viewer gets the same URL for a while and the
 * browser can cache it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';
import { isUuid } from '../lib/uuid.ts';

/** The scope of a bound link to an item in its owner's vault (other scopes are post ids). */
export const VAULT_SCOPE = 'vault';

/** Whose a bound link is (a user id) and where it was handed out: a post id, or the owner's vault. */
export type MediaBinding = { viewerId: string; scope: string };

/** What a delivery request presents: the link's parts, and for a bound link the cookie's user. */
export type MediaLinkParts = {
  mediaId: string;
  variant: string;
  exp?: string | undefined;
  sig?: string | undefined;
  /** Present on bound links only. */
  scope?: string | undefined;
  /** The user the request's media key cookie names (bound links only). */
  viewerId?: string | undefined;
};

/** The session and user a media key cookie stands for. */
export type ViewerKey = { sessionId: string; userId: string };

export type MediaSigner = {
  /** A URL valid for at least `ttlSeconds` and at most `ttlSeconds + bucketSeconds`. */
  url(mediaId: string, variant: string, nowMs?: number): string;
  /** The same, opened only by `binding.viewerId`'s browser (its media key cookie). */
  boundUrl(mediaId: string, variant: string, binding: MediaBinding, nowMs?: number): string;
  verify(link: MediaLinkParts, nowMs?: number): boolean;
  /** The expiry (unix s) that links made at `nowMs` carry: they stay the same strings until it moves. */
  expiry(nowMs?: number): number;
  /** The media key cookie's value for a session: its ids and a MAC, so it cannot be made up. */
  viewerKey(key: ViewerKey): string;
  /** The session a cookie value stands for, or null when it was not made by viewerKey. */
  openViewerKey(value: string | undefined): ViewerKey | null;
};

export const MEDIA_URL_TTL_SECONDS = 600;
const BUCKET_SECONDS = 300;
/** Signatures remembered: the same URL goes to every viewer within a bucket, so feeds sign each once. */
const REMEMBERED_SIGNATURES = 50_000;

const safeEqual = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createMediaSigner(secret: string, ttlSeconds = MEDIA_URL_TTL_SECONDS): MediaSigner {
  // One key per use, so a signature made for one kind of link never verifies as another.
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const [publicKey, boundKey, cookieKey] = [
    derive('fanlane media urls v1'),
    derive('fanlane bound media urls v1'),
    derive('fanlane media key cookie v1'),
  ];
  const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const payloadOf = (
    link: { mediaId: string; variant: string; scope?: string | undefined },
    exp: number,
    viewerId?: string,
  ) =>
    link.scope === undefined
      ? `${link.mediaId}/${link.variant}/${exp}`
      : `${link.mediaId}/${link.variant}/${exp}/${link.scope}/${viewerId ?? ''}`;
  const remembered = new Map<string, string>();
  const signRemembered = (key: Buffer, payload: string) => {
    const id = `${key === boundKey ? 'b' : 'p'}:${payload}`;
    let sig = remembered.get(id);
    if (sig === undefined) {
      if (remembered.size >= REMEMBERED_SIGNATURES) remembered.clear();
      remembered.set(id, (sig = mac(key, payload)));
    }
    return sig;
  };
  const expiryFrom = (nowMs: number) => Math.ceil((nowMs / 1000 + ttlSeconds) / BUCKET_SECONDS) * BUCKET_SECONDS;
  const base = (mediaId: string, variant: string) => `${PATHS.mediaFile}/${mediaId}/${variant}`;

  return {
    url(mediaId, variant, nowMs = Date.now()) {
      const exp = expiryFrom(nowMs);
      return `${base(mediaId, variant)}?exp=${exp}&sig=${signRemembered(publicKey, payloadOf({ mediaId, variant }, exp))}`;
    },
    boundUrl(mediaId, variant, { viewerId, scope }, nowMs = Date.now()) {
      const exp = expiryFrom(nowMs);
      const sig = signRemembered(boundKey, payloadOf({ mediaId, variant, scope }, exp, viewerId));
      return `${base(mediaId, variant)}?exp=${exp}&in=${encodeURIComponent(scope)}&sig=${sig}`;
    },
    expiry: (nowMs = Date.now()) => expiryFrom(nowMs),
    verify(link, nowMs = Date.now()) {
      const { exp, sig, scope } = link;
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= nowMs) return false;
      if (scope === undefined) return safeEqual(sig, mac(publicKey, payloadOf(link, expiry)));
      // A bound link without a viewer is checked anyway, so a refusal takes the same time.
      return safeEqual(sig, mac(boundKey, payloadOf(link, expiry, link.viewerId))) && !!link.viewerId;
    },
    viewerKey({ sessionId, userId }) {
      return `${sessionId}.${userId}.${mac(cookieKey, `${sessionId}/${userId}`)}`;
    },
    openViewerKey(value) {
      const [sessionId = '', userId = '', given = '', ...rest] = (value ?? '').split('.');
      if (rest.length > 0 || !isUuid(sessionId) || !isUuid(userId)) return null;
      return safeEqual(given, mac(cookieKey, `${sessionId}/${userId}`)) ? { sessionId, userId } : null;
    },
  };
}
