/** The sessions and refresh_tokens tables: opening, rotating and revoking sign-in sessions. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { refreshTokens, sessions, users, type UserRow } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type SessionRow = typeof sessions.$inferSelect;

/** Opens a session row; its id comes back. */
export async function insertSession(
  db: Db,
  fields: { userId: string; loginType: string; ip: string | null; userAgent: string | null },
): Promise<{ id: string } | undefined> {
  const [session] = await db.insert(sessions).values(fields).returning({ id: sessions.id });
  return session;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return session;
}

export async function insertRefreshToken(
  db: Db,
  fields: { tokenHash: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(fields);
}

/** Marks an unused refresh token used; undefined when it is unknown or was used already. */
export async function claimRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; expiresAt: Date } | undefined> {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  return claimed;
}

/** The session a refresh token was issued for, used or not. */
export async function findRefreshTokenSession(db: Db, tokenHash: string): Promise<{ sessionId: string } | undefined> {
  const [known] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return known;
}

/** Revokes a live session; its user comes back, or undefined when it was revoked already. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: string,
): Promise<{ userId: string } | undefined> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked;
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeSessionsOfUser(
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

// Every signed-in call asks this, so its SQL is built once per database.
const liveSessionQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** The session an access token belongs to, with its user; undefined when revoked or gone. */
export async function findLiveSession(db: Database, sessionId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await liveSessionQuery(db).execute({ sessionId, userId });
  return row?.user;
}
