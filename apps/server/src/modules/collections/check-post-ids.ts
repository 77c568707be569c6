import type { Tx } from '../../db/client.ts';
import { invalidField } from '../../http/app-error.ts';
import { ownPostIds } from '../posts/posts-repo.ts';

/** A collection lists the creator's own posts (published or queued, not deleted), each once. */
export async function checkPostIds(tx: Tx, creatorId: string, postIds: string[]): Promise<void> {
  if (new Set(postIds).size !== postIds.length) throw invalidField('postIds', 'duplicate');
  const own = await ownPostIds(tx, creatorId, postIds);
  if (postIds.some((id) => !own.has(id))) throw invalidField('postIds', 'not_your_post');
}
