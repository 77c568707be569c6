/**
 * Web push for a signed-in tab outside Telegram (spec section 1: inside Telegram the bot
 * notifies), loaded after the sign-in from its own chunk, never in the first view.
 */
import { lazy, Suspense } from 'react';
import { isTelegram } from '../../shared/lib/device';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';

const PushLive = lazy(() => import('../../features/push/components/push-live').then((m) => ({ default: m.PushLive })));

export function PushSetup() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  if (!isLoggedIn || isTelegram()) return null;
  return (
    <Suspense fallback={null}>
      <PushLive />
    </Suspense>
  );
}
