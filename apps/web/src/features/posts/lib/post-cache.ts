/**
 * One post is often in several caches at once (the home feed, a creator's tabs, its details page).
 * These helpers change it in all of them, whatever key the list was cached under, and hand back
 * what they replaced so an optimistic change can be rolled back.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';

type PostPages = InfiniteData<TPage<TPost>>;
export type CacheSnapshot = Array<[QueryKey, unknown]>;

function isPost(value: unknown): value is TPost {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' && Array.isArray(v.media) && typeof v.author === 'object' && typeof v.canView === 'boolean'
  );
}

function isPostPages(value: unknown): value is PostPages {
  if (!value || typeof value !== 'object') return false;
  const pages = (value as { pages?: unknown }).pages;
  return (
    Array.isArray(pages) &&
    pages.every((page: unknown) => Boolean(page) && Array.isArray((page as { items?: unknown }).items)) &&
    pages.some((page: TPage<unknown>) => page.items.some(isPost))
  );
}

/** `update` returns the new post, or null to take it out of lists. */
function mapData(data: unknown, id: string, update: (post: TPost) => TPost | null): unknown {
  if (isPost(data)) return data.id === id ? (update(data) ?? data) : data;
  if (!isPostPages(data)) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((post) => post.id === id)) return page;
    changed = true;
    const items = page.items.flatMap((post) => {
      if (post.id !== id) return [post];
      const next = update(post);
      return next ? [next] : [];
    });
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

export function updatePostInCaches(
  queryClient: QueryClient,
  id: string,
  update: (post: TPost) => TPost | null,
): CacheSnapshot {
  const snapshot: CacheSnapshot = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const before = query.state.data;
    const after = mapData(before, id, update);
    if (after === before) continue;
    snapshot.push([query.queryKey, before]);
    queryClient.setQueryData(query.queryKey, after);
  }
  return snapshot;
}

export function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** The post as some list already holds it, to show at once while its details load. */
export function findCachedPost(queryClient: QueryClient, id: string): TPost | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (isPost(data) && data.id === id) return data;
    if (isPostPages(data)) {
      for (const page of data.pages) {
        const found = page.items.find((post) => post.id === id);
        if (found) return found;
      }
    }
  }
  return undefined;
}
