import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { findLiveSession, revokeSessionById } from './sessions.ts';
import { hashOpaqueToken } from './tokens.ts';

/** Ends the caller's session (every token of its family); a given refresh token of the same user ends its session too. */
export async function logout(deps: AppDeps, caller: Caller, refreshToken?: string) {
  await revokeSessionById(deps.db, caller.sessionId, 'logout');
  deps.sessionCache.forgetSession(caller.sessionId);
  if (refreshToken) {
    const [row] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
    if (row && row.sessionId !== caller.sessionId) {
      if (await findLiveSession(deps.db, row.sessionId, caller.user.id))
        await revokeSessionById(deps.db, row.sessionId, 'logout');
      deps.sessionCache.forgetSession(row.sessionId);
    }
  }
  return { ok: true as const };
}
