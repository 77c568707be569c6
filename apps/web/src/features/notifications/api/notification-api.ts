/**
 * The signed-in user's notifications (contracts/notifications.ts): the list by filter, page by
 * page, newest first, and marking some or all of them read. Every answer carries the unread count,
 * which the navigation's badge shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TNotificationFilter, TNotificationPage } from '@fanlane/contracts/notifications';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { markReadInCache } from './notification-cache';

/** Every query of this feature starts with `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every filter's list of one viewer. */
  lists: (viewer: string | null) => ['notifications', 'list', viewer] as const,
  list: (viewer: string | null, filter: TNotificationFilter) => ['notifications', 'list', viewer, filter] as const,
  config: (viewer: string | null) => ['notifications', 'config', viewer] as const,
};

export function fetchNotifications(filter: TNotificationFilter, cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TNotificationPage>(PATHS.notificationList, { filter, ...(cursor && { cursor }) }, opts);
}

/** Marks the named notifications read, or all of them when `ids` is left out; answers the unread count. */
export async function markNotificationsRead(ids?: string[], opts?: RequestOptions): Promise<number> {
  const answer = await api.post<{ unread: number }>(PATHS.notificationRead, ids ? { ids } : {}, opts);
  return answer.unread;
}

const setUnread = (notification: number) => useUserStore.getState().setMessageCount({ notification });

/** One filter's list; each page read also brings the badge up to date. */
export function useNotificationList(filter: TNotificationFilter) {
  const viewer = useUserStore((s) => s.address);
  return useCursorPages({
    queryKey: notificationKeys.list(viewer, filter),
    fetchPage: async (cursor, signal) => {
      const page = await fetchNotifications(filter, cursor, { signal, silent: true });
      setUnread(page.unread);
      return page;
    },
    enabled: viewer !== null,
  });
}

/**
 * Marks notifications read (`undefined`: all of them) at once in every loaded list and in the
 * badge; the server's count follows. A failure reads the lists again, so nothing shows read that is not.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  return useMutation({
    mutationFn: (ids: string[] | undefined) => markNotificationsRead(ids, { silent: true }),
    onMutate: (ids) => {
      const newlyRead = markReadInCache(queryClient, notificationKeys.lists(viewer), ids);
      const { notification } = useUserStore.getState().messageCount;
      setUnread(ids ? Math.max(0, notification - newlyRead) : 0);
    },
    onSuccess: setUnread,
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(viewer) }),
  });
}
