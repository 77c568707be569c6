/**
 * A short memory of live sessions and their users, so a signed-in call need not ask the database
 * every time. This instance forgets an entry at once when the session is revoked or the user's row
 * changes (forgetSession, forgetUser after the write commits); another instance may still accept a
 * revoked session, or see the old row, for up to SESSION_CACHE_MS (docs/security.md).
 */
import type { UserRow } from '../db/schema/index.ts';

export type SessionCache = {
  /** The user of a session remembered as live, when the token's user is that user. */
  get(sessionId: string, userId: string): UserRow | undefined;
  /** Take before reading the session; remember keeps nothing if anything was forgotten since. */
  stamp(): number;
  remember(sessionId: string, user: UserRow, stamp: number): void;
  forgetSession(sessionId: string): void;
  /** Every remembered session of the user: their row changed, or their sessions were revoked. */
  forgetUser(userId: string): void;
  /** Everything: the instance may have missed the events that keep it fresh. */
  clear(): void;
};

const MAX_SESSIONS = 50_000;

/** `ttlMs` 0 remembers nothing: every call reads the database. */
export function createSessionCache(options: { ttlMs: number; now?: () => number }): SessionCache {
  const { ttlMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: UserRow; expiresAt: number }>();
  const sessionsOf = new Map<string, Set<string>>();
  let forgets = 0;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ofUser = sessionsOf.get(entry.user.id);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) sessionsOf.delete(entry.user.id);
  };

  return {
    get(sessionId, userId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(sessionId);
        return undefined;
      }
      return entry.user.id === userId ? entry.user : undefined;
    },
    stamp: () => forgets,
    remember(sessionId, user, stamp) {
      if (ttlMs <= 0 || stamp !== forgets) return;
      drop(sessionId);
      // Shared by every request of the session until it expires: nobody may change it.
      entries.set(sessionId, { user: Object.freeze({ ...user }), expiresAt: now() + ttlMs });
      let ofUser = sessionsOf.get(user.id);
      if (!ofUser) sessionsOf.set(user.id, (ofUser = new Set()));
      ofUser.add(sessionId);
      if (entries.size > MAX_SESSIONS) drop(entries.keys().next().value as string);
    },
    forgetSession(sessionId) {
      forgets++;
      drop(sessionId);
    },
    forgetUser(userId) {
      forgets++;
      for (const sessionId of [...(sessionsOf.get(userId) ?? [])]) drop(sessionId);
    },
    clear() {
      forgets++;
      entries.clear();
      sessionsOf.clear();
    },
  };
}
