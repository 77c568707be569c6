/** Access tokens (short JWTs) and opaque one-time secrets (refresh tokens, codes, links) kept as hashes. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@fanlane/contracts/constants';

export type AccessClaims = { userId: string; sessionId: string };
export type AccessToken = { token: string; expiresAt: number };

export type TokenService = {
  signAccess(claims: AccessClaims, now?: Date): Promise<AccessToken>;
  /** Null for anything that is not a valid, unexpired token of ours. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * A short token that only opens a chat socket (audience `chat`): it is sent in the socket's first
   * frame, and the API refuses it as an access token.
   */
  signChat(claims: AccessClaims, ttlSeconds: number, now?: Date): Promise<AccessToken>;
  verifyChat(token: string): Promise<AccessClaims | null>;
  /** A keyed hash for short secrets (6-digit codes) so a database leak does not reveal them. */
  hashCode(code: string, salt: string): string;
};

const ISSUER = 'fanlane';
const REMEMBERED_TOKENS = 20_000;
const CHAT_AUDIENCE = 'chat';

export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  // Imported once, on first use: given raw bytes, jose imports the key again on every verify.
  let verifyKey: Promise<CryptoKey> | undefined;
  const keyForVerify = () =>
    (verifyKey ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));
  // Tokens already verified, byte for byte, until they expire: a client sends the same token on every
  // call, and the signature check is much of the cost of a signed-in call. Whether the session still
  // lives is the guards' question (findLiveSessionCached), not this one's.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  async function sign({ userId, sessionId }: AccessClaims, ttl: number, now: Date, audience?: string) {
    const iat = Math.floor(now.getTime() / 1000);
    const jwt = new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER);
    if (audience) jwt.setAudience(audience);
    const token = await jwt
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(key);
    return { token, expiresAt: (iat + ttl) * 1000 };
  }
  return {
    signAccess: (claims, now = new Date()) => sign(claims, ttlSeconds, now),
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await keyForVerify(), { issuer: ISSUER, algorithms: ['HS256'] });
        // Ids are uuids: anything else, even correctly signed (a leaked secret, another issuer's
        // token), is no session and must not reach the database as a malformed uuid.
        if (!isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.exp !== 'number') return null;
        // A chat token (audience `chat`) opens a socket, nothing else.
        if (payload.aud !== undefined) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
    signChat: (claims, ttl, now = new Date()) => sign(claims, ttl, now, CHAT_AUDIENCE),
    async verifyChat(token) {
      try {
        const { payload } = await jwtVerify(token, await keyForVerify(), {
          issuer: ISSUER,
          audience: CHAT_AUDIENCE,
          algorithms: ['HS256'],
        });
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
    hashCode(code, salt) {
      return createHmac('sha256', key).update(`${salt}:${code}`).digest('hex');
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
