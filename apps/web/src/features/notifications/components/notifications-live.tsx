/**
 * A signed-in tab's live notifications: each `notification` frame of the app socket sets the
 * navigation's unread badge, goes on top of the loaded lists and, away from /notifications, pops
 * up as a toast. Mounted by the app while someone is signed in.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ZNotificationFrame } from '@fanlane/contracts/notifications';
import { onSocketFrame } from '../../../shared/lib/socket-frames';
import { useUserStore } from '../../../shared/stores/user-store';
import { notificationKeys } from '../api/notification-api';
import { addToCache } from '../api/notification-cache';
import { notificationStrings } from '../lib/notification-strings';
import { isNotificationsPage, toastsOn, useToastStore } from '../lib/toast-store';
import { NotificationToasts } from './notification-toasts';

export function NotificationsLive() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((s) => s.address);
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
    // On the list, what the toasts said is there already.
    if (isNotificationsPage(pathname)) useToastStore.setState({ toasts: [] });
  }, [pathname]);

  useEffect(
    () =>
      onSocketFrame(['notification'], (frame) => {
        const parsed = ZNotificationFrame.safeParse(frame);
        if (!parsed.success) return;
        const { notification, unread } = parsed.data;
        useUserStore.getState().setMessageCount({ notification: unread });
        if (notification.kind !== 'message.new') {
          addToCache(queryClient, notificationKeys.lists(viewer), notification);
        }
        if (toastsOn(path.current, notification)) useToastStore.getState().show(notification);
      }),
    [queryClient, viewer],
  );

  // Signed out or another user: their toasts go with them.
  useEffect(() => () => useToastStore.setState({ toasts: [] }), [viewer]);

  return (
    <notificationStrings.Gate>
      <NotificationToasts />
    </notificationStrings.Gate>
  );
}
