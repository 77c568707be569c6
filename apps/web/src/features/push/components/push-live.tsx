/**
 * Push for a signed-in tab outside Telegram (spec section 1), loaded after the sign-in: registers
 * the push worker 1 s after start (5 s at most, a failure ignored, spec section 7), then renews the
 * browser's binding when due (spec section 5); follows the worker's messages (a notification
 * clicked, a subscription the browser replaced); and unbinds this browser before a logout.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PUSH_WORKER_DELAY_MS } from '@fanlane/contracts/constants';
import { beforeLogout } from '../../../shared/lib/before-logout';
import { useUserStore } from '../../../shared/stores/user-store';
import { pushSupported, registerPushWorker } from '../lib/push-browser';
import { refreshPush, unbindForLogout } from '../lib/push-setup';

/** What the worker (public/firebase-messaging-sw.js) posts to the app's tabs. */
export const WORKER_MESSAGES = {
  navigate: 'fanlane:navigate',
  subscriptionChanged: 'fanlane:push-subscription-changed',
} as const;

type WorkerMessage = { type?: unknown; url?: unknown };

/** Renews quietly: a failure here leaves push as it was, and the settings page shows the state. */
const refreshQuietly = (address: string) => refreshPush(address).catch(() => 'off' as const);

export function PushLive() {
  const address = useUserStore((s) => s.address);
  const navigate = useNavigate();

  useEffect(() => beforeLogout(unbindForLogout), []);

  useEffect(() => {
    if (!address || !pushSupported()) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void registerPushWorker().then((registration) => {
        if (registration && !cancelled) return refreshQuietly(address);
        return undefined;
      });
    }, PUSH_WORKER_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [address]);

  useEffect(() => {
    if (!address || !pushSupported()) return undefined;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const { type, url } = event.data ?? {};
      if (type === WORKER_MESSAGES.navigate && typeof url === 'string' && /^\/(?!\/)/.test(url)) {
        void navigate(url);
        event.ports[0]?.postMessage('done');
      } else if (type === WORKER_MESSAGES.subscriptionChanged) {
        void refreshQuietly(address);
      }
    };
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [address, navigate]);

  return null;
}
