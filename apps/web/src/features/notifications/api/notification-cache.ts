/**
 * Edits of the loaded notification lists (one per filter, `InfiniteData<TNotificationPage>`): a
 * live notification goes on top of each list whose filter takes its kind, and read marks show
 * before the server has answered.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_FILTERS } from '@fanlane/contracts/notifications';
import type { TNotification, TNotificationFilter, TNotificationPage } from '@fanlane/contracts/notifications';

type Pages = InfiniteData<TNotificationPage>;

const filterOf = (key: QueryKey): TNotificationFilter | undefined => key[3] as TNotificationFilter | undefined;

/** Marks `ids` (all when undefined) read in every list under `listsKey`; answers how many were unread. */
export function markReadInCache(queryClient: QueryClient, listsKey: QueryKey, ids?: readonly string[]): number {
  const wanted = ids ? new Set(ids) : null;
  const newlyRead = new Set<string>();
  queryClient.setQueriesData<Pages>({ queryKey: listsKey }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => {
          if (item.read || (wanted && !wanted.has(item.id))) return item;
          newlyRead.add(item.id);
          return { ...item, read: true };
        }),
      })),
    };
  });
  return newlyRead.size;
}

/** Puts a new notification on top of every loaded list whose filter shows its kind (once). */
export function addToCache(queryClient: QueryClient, listsKey: QueryKey, notification: TNotification): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: listsKey })) {
    const filter = filterOf(key);
    if (!data || !filter || !(NOTIFICATION_FILTERS[filter] as readonly string[]).includes(notification.kind)) continue;
    if (data.pages.some((page) => page.items.some((item) => item.id === notification.id))) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: [{ ...first, items: [notification, ...first.items] }, ...rest],
    });
  }
}
