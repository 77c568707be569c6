import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { TPage } from '@fanlane/contracts/page';

interface CursorPagesOptions<T> {
  queryKey: QueryKey;
  /** One page after `cursor` (undefined for the first). */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage<T>>;
  enabled?: boolean;
}

/**
 * A list the API hands out page by page (contracts/page.ts): the next page while `nextCursor` is
 * set, and `items`, every page read so far in order. The cache holds the pages as they came, so
 * `setQueryData(queryKey, …)` edits them as `InfiniteData<TPage<T>>`.
 */
export function useCursorPages<T>({ queryKey, fetchPage, enabled }: CursorPagesOptions<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, items };
}
