/** The signed-in creator's scheduled posts, soonest first, page by page. */
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchQueue, postKeys } from './post-api';

export function useQueue() {
  const domain = useUserStore((s) => s.info?.creatorDomain);
  return useCursorPages({
    queryKey: postKeys.queue(domain),
    fetchPage: (cursor, signal) => fetchQueue(cursor, { signal, silent: true }),
  });
}
