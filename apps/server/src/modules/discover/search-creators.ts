import type { z } from 'zod';
import type { TCreatorCard, ZCreatorSearchRequest } from '@fanlane/contracts/discover';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { creatorCards } from './creator-cards.ts';
import type { ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { searchCreatorIds } from './discover-repo.ts';
import { decodeRankCursor, encodeRankCursor } from './rank-cursor.ts';

/**
 * Creators whose name or domain contains the query and who chose the category, most followed first;
 * never the caller's blockers.
 */
export async function searchCreators(
  deps: AppDeps,
  viewer: ViewerPlace,
  input: z.output<typeof ZCreatorSearchRequest>,
): Promise<TPage<TCreatorCard>> {
  const cursor = decodeRankCursor(input.cursor);
  const limit = input.limit ?? PAGE_SIZE_DEFAULT;
  const { viewerId } = viewer;
  const rows = await searchCreatorIds(
    deps.db,
    viewer,
    { query: input.query, category: input.category },
    cursor,
    limit + 1,
  );
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: await creatorCards(
      deps,
      kept.map((r) => r.id),
      viewerId,
    ),
    nextCursor:
      rows.length > limit && last ? encodeRankCursor({ followers: last.followers, domain: last.domain }) : null,
  };
}
