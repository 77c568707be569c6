/**
 * What a purchase needs of a post, remembered for a minute per database. Never trusted:
 * purchase_post checks every field again at commit (LD003), so a stale entry costs one retry,
 * never a wrong sale.
 */
import type { Database } from '../../db/client.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { findPost } from '../posts/posts-repo.ts';

export type ForSale = Pick<PostRow, 'id' | 'creatorId' | 'status' | 'visibility' | 'priceCents'>;

const forSaleCaches = new WeakMap<Database, TtlCache<ForSale>>();
const forSaleCache = (db: Database) => {
  let cache = forSaleCaches.get(db);
  if (!cache) forSaleCaches.set(db, (cache = createTtlCache<ForSale>({ ttlMs: 60_000, max: 50_000 })));
  return cache;
};

/** The post as a purchase sees it; `fresh` skips the cache (after purchase_post found it changed). */
export async function postForSale(db: Database, id: string, fresh: boolean): Promise<ForSale | undefined> {
  const cache = forSaleCache(db);
  const remembered = fresh ? undefined : cache.get(id);
  if (remembered) return remembered;
  const row = await findPost(db, id);
  if (!row) return undefined;
  const post = {
    id: row.id,
    creatorId: row.creatorId,
    status: row.status,
    visibility: row.visibility,
    priceCents: row.priceCents,
  };
  // Only what is for sale: a refusal always comes from a fresh read.
  if (post.status === 'published' && post.visibility === 'ppv' && post.priceCents !== null) cache.set(id, post);
  return post;
}
