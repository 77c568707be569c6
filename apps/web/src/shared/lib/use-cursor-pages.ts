import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { TPage } from '@fanlane/contracts/page';

interface CursorPagesOptions<T> {
  queryKey: QueryKey;
  /** One page after `cursor` (undefined for the first). */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage<T>>;
  enabled?: boolean;
  /** Ask again every so many ms while the pages read so far call for it (false: not now). */
  refetchInterval?: (items: T[]) => number | false;
}

/**
 * A list the API hands out page by page (contracts/page.ts): the next page while `nextCursor` is
 * set, and `items`, every page read so far in order. The cache holds the pages as they came, so
 * `setQueryData(queryKey, …)` edits them as `InfiniteData<TPage<T>>`.
 */
export function useCursorPages<T>({ queryKey, fetchPage, enabled, refetchInterval }: CursorPagesOptions<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    refetchInterval: refetchInterval
      ? (q) => refetchInterval(q.state.data?.pages.flatMap((page) => page.items) ?? [])
      : undefined,
    // The result is handed to other components (PagedList, LoadMoreButton), which read its status
    // later, perhaps after a lazy chunk: React Query re-renders only for the fields read so far, so
    // an answer landing before that first read would never show. Every change re-renders the list.
    notifyOnChangeProps: 'all',
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, items };
}
