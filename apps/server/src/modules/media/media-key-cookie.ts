/**
 * The media key cookie: what lets an <img> or <video> (which cannot send an Authorization header)
 * open a media link bound to its viewer. It names the session and its user with a MAC
 * (MediaSigner.viewerKey), is HttpOnly, and goes only to the media route. Every signed-in answer
 * (re)sets it for the caller's session, so the browser holds it before it renders the links that
 * answer handed out; signing out clears it, and delivery checks the session is still live.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATHS, productPaths } from '@fanlane/contracts/api-paths';
import { REFRESH_TOKEN_TTL_SECONDS } from '@fanlane/contracts/constants';
import type { Config } from '../../config.ts';
import type { ViewerKey } from '../../media/signed-urls.ts';

export const MEDIA_KEY_COOKIE = 'fl_media_key';
/** Sessions whose key is kept made (a session's key never changes). */
const REMEMBERED_KEYS = 50_000;

/**
 * Over https: Secure, SameSite=None and Partitioned, because the mini-app runs in Telegram's iframe
 * (web.telegram.org), where only a partitioned third-party cookie is kept. Over plain http
 * (development) browsers refuse SameSite=None without Secure, so Lax.
 */
function cookieHeader(config: Pick<Config, 'publicUrl'>, value: string, maxAge: number): string {
  const attributes = [`${MEDIA_KEY_COOKIE}=${value}`, `Path=${PATHS.mediaFile}`, `Max-Age=${maxAge}`, 'HttpOnly'];
  if (config.publicUrl.startsWith('https://')) attributes.push('Secure', 'SameSite=None', 'Partitioned');
  else attributes.push('SameSite=Lax');
  return attributes.join('; ');
}

/** Every value of the cookie the request carries (a partitioned and a plain copy may both come). */
function cookieValues(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${MEDIA_KEY_COOKIE}=`))
    .map((pair) => pair.slice(MEDIA_KEY_COOKIE.length + 1));
}

/** The session the request's media key stands for, or null without a genuine one. */
export function readMediaKey(request: FastifyRequest): ViewerKey | null {
  const { mediaSigner } = request.server.deps;
  for (const value of cookieValues(request)) {
    const key = mediaSigner.openViewerKey(value);
    if (key) return key;
  }
  return null;
}

/**
 * Gives every successful signed-in answer the caller's media key;
 * the sign-out answer clears it instead (the session behind it is revoked anyway). Watching the
 * route here, rather than auth calling media, keeps auth free of media.
 */
export function registerMediaKeyCookie(app: FastifyInstance): void {
  const { config, mediaSigner } = app.deps;
  const logoutPath = productPaths(config.productPrefix).logout;
  // Every signed-in answer runs this: the key and its header are made once per session, and a
  // browser that already holds the key is not sent it again.
  const made = new Map<string, { value: string; header: string }>();
  const keyOf = (sessionId: string, userId: string) => {
    let key = made.get(sessionId);
    if (!key) {
      if (made.size >= REMEMBERED_KEYS) made.clear();
      const value = mediaSigner.viewerKey({ sessionId, userId });
      key = { value, header: cookieHeader(config, value, REFRESH_TOKEN_TTL_SECONDS) };
      made.set(sessionId, key);
    }
    return key;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    const { caller } = request;
    if (request.routeOptions.url === logoutPath && reply.statusCode < 400) {
      void reply.header('set-cookie', cookieHeader(config, '', 0));
    } else if (caller && reply.statusCode < 400) {
      const key = keyOf(caller.sessionId, caller.user.id);
      if (!request.headers.cookie?.includes(`${MEDIA_KEY_COOKIE}=${key.value}`))
        void reply.header('set-cookie', key.header);
    }
    done(null, payload);
  });
}
