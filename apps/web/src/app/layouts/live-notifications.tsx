/**
 * The notifications' live part on every page of a signed-in tab (the badge from socket frames, the
 * toasts), loaded after the sign-in, never in the first view.
 */
import { lazy, Suspense } from 'react';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';

const NotificationsLive = lazy(() =>
  import('../../features/notifications/components/notifications-live').then((m) => ({
    default: m.NotificationsLive,
  })),
);

export function LiveNotifications() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsLive />
    </Suspense>
  );
}
