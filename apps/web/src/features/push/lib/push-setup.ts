/**
 * Push for the signed-in user on this browser (spec sections 4 and 5): switched on by the user
 * (ask permission, subscribe, bind to the browser's key, keep the token), switched off (unbind,
 * unsubscribe, forget the token), renewed at start-up when the binding is older than 7 days, its
 * subscription changed or another user signed in here, and unbound at logout.
 */
import { PUSH_TOKEN_REFRESH_MS } from '@fanlane/contracts/constants';
import { ERRORS } from '@fanlane/contracts/errors';
import { ApiError } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';
import { bindPushToken, fetchPushState, unbindPushToken } from '../api/push-api';
import { askPermission, currentSubscription, pushSupported, subscribe, unsubscribe } from './push-browser';
import { readPushDevice, updatePushDevice } from './push-device';
import { PushError } from './push-errors';

const mirror = (change: { fcmToken: string | null; fcmBoundAt: number | null }) =>
  useUserStore.getState().setPush({ ...change, userAgentKey: readPushDevice().key });

/** The server's VAPID key; `push-not-configured` when it has none, `token-subscribe-failed` when it cannot be asked. */
async function serverKey(): Promise<string> {
  let key: string | null;
  try {
    key = (await fetchPushState()).vapidPublicKey;
  } catch (error) {
    throw new PushError('token-subscribe-failed', { cause: error });
  }
  if (!key) throw new PushError('push-not-configured');
  return key;
}

async function bind(address: string, subscription: PushSubscription): Promise<void> {
  const fcmToken = JSON.stringify(subscription);
  try {
    await bindPushToken({ fcmToken, userAgentKey: readPushDevice().key });
  } catch (error) {
    const notConfigured = error instanceof ApiError && error.code === ERRORS.PUSH_NOT_CONFIGURED.code;
    throw new PushError(notConfigured ? 'push-not-configured' : 'token-subscribe-failed', { cause: error });
  }
  const at = Date.now();
  updatePushDevice({ off: false, bound: { address, endpoint: subscription.endpoint, at } });
  mirror({ fcmToken, fcmBoundAt: at });
}

/**
 * Switches push on for `address` here. The permission is asked first, while the user's click still
 * counts (some browsers ask only then); pass the VAPID key when the page already has it.
 */
export async function enablePush(address: string, vapidPublicKey?: string | null): Promise<void> {
  if (!pushSupported()) throw new PushError('unsupported-browser');
  if (vapidPublicKey === null) throw new PushError('push-not-configured');
  await askPermission();
  const key = vapidPublicKey ?? (await serverKey());
  await bind(address, await subscribe(key));
}

/** Switches push off here: unbound on the server, unsubscribed in the browser, and left off at later starts. */
export async function disablePush(): Promise<void> {
  try {
    await unbindPushToken(readPushDevice().key);
  } catch (error) {
    throw new PushError('token-unsubscribe-failed', { cause: error });
  }
  updatePushDevice({ off: true, bound: null });
  mirror({ fcmToken: null, fcmBoundAt: null });
  await unsubscribe();
}

/** Whether push is on for `address` on this browser: bound for them, with the permission still granted. */
export function isPushOn(address: string | null): boolean {
  const { off, bound } = readPushDevice();
  return pushSupported() && Notification.permission === 'granted' && !off && bound?.address === address;
}

export type RefreshOutcome = 'off' | 'kept' | 'bound';

/**
 * Start-up (spec section 5): with the permission granted and push not switched off here, the
 * user's binding is kept when it is theirs, for the current subscription and under 7 days old;
 * otherwise the subscription is bound again (made anew when the binding is older than 7 days or
 * the browser has none).
 */
export async function refreshPush(address: string, now: number = Date.now()): Promise<RefreshOutcome> {
  if (!pushSupported() || Notification.permission !== 'granted') return 'off';
  const { off, bound } = readPushDevice();
  if (off) return 'off';
  const current = await currentSubscription();
  const sameSubscription = current !== null && bound?.endpoint === current.endpoint;
  const expired = sameSubscription && now - bound.at >= PUSH_TOKEN_REFRESH_MS;
  if (sameSubscription && !expired && bound.address === address) {
    mirror({ fcmToken: JSON.stringify(current), fcmBoundAt: bound.at });
    return 'kept';
  }
  await bind(address, await subscribe(await serverKey(), { renew: expired }));
  return 'bound';
}

/** Logout (spec section 4): when this browser is bound for the user, unbind it while the session still works. */
export async function unbindForLogout(): Promise<void> {
  const { fcmToken, address } = useUserStore.getState();
  const { bound, key } = readPushDevice();
  if (!fcmToken && (!bound || bound.address !== address)) return;
  try {
    await unbindPushToken(key);
  } finally {
    updatePushDevice({ bound: null });
    mirror({ fcmToken: null, fcmBoundAt: null });
  }
}
