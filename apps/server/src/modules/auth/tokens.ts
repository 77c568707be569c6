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
  /** A keyed hash for short secrets (6-digit codes) so a database leak does not reveal them. */
  hashCode(code: string, salt: string): string;
};

const ISSUER = 'fanlane';

export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess({ userId, sessionId }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: exp * 1000 };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
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

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
