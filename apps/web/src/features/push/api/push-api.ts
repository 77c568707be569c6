/**
 * The push calls (spec section 7, `/seller/fcm/v1/user-token/*`): bind this browser's subscription,
 * unbind it, and read the server's VAPID key with the user's bound browsers. Each gives up after
 * 10 s (spec section 9) and shows no global alert: the push pages and the start-up say it their way.
 */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PUSH_TIMEOUT_MS } from '@fanlane/contracts/constants';
import type { TPushBindRequest, TPushQuery } from '@fanlane/contracts/notifications';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';

export const pushKeys = {
  state: (viewer: string | null) => ['push', 'state', viewer] as const,
};

/** `call` with no alert, cancelled by the caller's signal or after PUSH_TIMEOUT_MS, whichever comes first. */
async function timed<T>(call: (opts: RequestOptions) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Push call timed out', 'TimeoutError')),
    PUSH_TIMEOUT_MS,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    return await call({ signal: controller.signal, silent: true });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export function fetchPushState(signal?: AbortSignal): Promise<TPushQuery> {
  return timed((opts) => api.post<TPushQuery>(PATHS.pushQuery, {}, opts), signal);
}

export function bindPushToken(body: TPushBindRequest): Promise<unknown> {
  return timed((opts) => api.post(PATHS.pushBind, body, opts));
}

export function unbindPushToken(userAgentKey: string): Promise<unknown> {
  return timed((opts) => api.post(PATHS.pushUnbind, { userAgentKey }, opts));
}

/** The server's VAPID key (null: push is not set up there) and the user's bound browsers. */
export function usePushState() {
  const viewer = useUserStore((s) => s.address);
  return useQuery({
    queryKey: pushKeys.state(viewer),
    queryFn: ({ signal }) => fetchPushState(signal),
    enabled: viewer !== null,
  });
}
