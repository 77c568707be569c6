import type { AppDeps } from '../../deps.ts';
import type { Caller } from './guards.ts';
import { revokeSessionById } from './sessions.ts';
import { findLiveSession, findRefreshTokenSession } from './sessions-repo.ts';
import { hashOpaqueToken } from '../../lib/tokens.ts';

/** Ends the caller's session (every token of its family); a given refresh token of the same user ends its session too. */
export async function logout(deps: AppDeps, caller: Caller, refreshToken?: string) {
  const row = refreshToken ? await findRefreshTokenSession(deps.db, hashOpaqueToken(refreshToken)) : undefined;
  const other =
    row && row.sessionId !== caller.sessionId && (await findLiveSession(deps.db, row.sessionId, caller.user.id))
      ? row.sessionId
      : undefined;
  await deps.events.transaction(async (tx, emit) => {
    await revokeSessionById(tx, emit, caller.sessionId, 'logout');
    if (other) await revokeSessionById(tx, emit, other, 'logout');
  });
  return { ok: true as const };
}
