/** Author cards (name, avatar, address, domain) by user id, for posts, comments and subscriptions. */
import { sql } from 'drizzle-orm';
import type { TPostAuthor } from '@fanlane/contracts/post';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

export const authorOf = (
  u: Pick<UserRow, 'id' | 'address' | 'creatorDomain' | 'displayName' | 'avatarUrl'>,
): TPostAuthor => ({
  address: u.address,
  creatorDomain: u.creatorDomain,
  displayName: shownName(u),
  avatar: u.avatarUrl,
});

/** What an author card shows, as columns: creator lists select them too. */
export const authorCardColumns = {
  id: users.id,
  address: users.address,
  creatorDomain: users.creatorDomain,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
};

const authorsQuery = preparedPerDatabase((db) =>
  db
    .select(authorCardColumns)
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('authors_by_ids'),
);

/** Author cards by user id, from deps.authorCache where it has them (profile events drop one). */
export async function authorsByIds(deps: AppDeps, ids: string[]): Promise<Map<string, TPostAuthor>> {
  const out = new Map<string, TPostAuthor>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = deps.authorCache.get(id);
    if (cached) out.set(id, cached);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const stamp = deps.authorCache.stamp();
  for (const r of await authorsQuery(deps.db).execute({ ids: missing })) {
    const author = authorOf(r);
    deps.authorCache.setLoaded(r.id, author, stamp);
    out.set(r.id, author);
  }
  return out;
}
