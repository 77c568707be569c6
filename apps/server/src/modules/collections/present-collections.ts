/** Collection rows as one viewer sees them: author, count of published posts, saved or not. */
import type { TCollection } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { favoritedAmong, livePostCounts, type CollectionRow } from './collections-repo.ts';

export async function presentCollections(
  deps: AppDeps,
  viewerId: string | null,
  rows: CollectionRow[],
): Promise<TCollection[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, counts, favorites] = await Promise.all([
    authorsByIds(
      deps,
      rows.map((r) => r.creatorId),
    ),
    livePostCounts(deps.db, ids),
    favoritedAmong(deps.db, viewerId, ids),
  ]);
  return rows.map((row) => {
    const author = authors.get(row.creatorId);
    if (!author) throw new Error(`collection ${row.id} has no author`);
    return {
      id: row.id,
      author,
      title: row.title,
      description: row.description,
      postCount: counts.get(row.id) ?? 0,
      favorite: favorites.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function presentCollection(
  deps: AppDeps,
  viewerId: string | null,
  row: CollectionRow,
): Promise<TCollection> {
  const [collection] = await presentCollections(deps, viewerId, [row]);
  return collection!;
}
