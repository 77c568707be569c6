/** The account's private settings on the users row: verified e-mail, full name, wallet address, content filter. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { setUserFields } from './users-repo.ts';

type Db = Database | Tx;

/**
 * Marks `email` proven for the user, when it is still their e-mail and not yet verified; false
 * otherwise (it changed meanwhile, or was verified already).
 */
export async function markEmailVerified(db: Db, userId: string, email: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type AccountFields = Partial<
  Pick<UserRow, 'legalFirstName' | 'legalLastName' | 'payoutAddress' | 'sensitiveFilter'>
>;

/** Writes some of the account's settings; the row as it is after, or undefined when there is no such user. */
export function setAccountFields(db: Db, userId: string, fields: AccountFields): Promise<UserRow | undefined> {
  return setUserFields(db, userId, fields);
}
