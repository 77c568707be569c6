/**
 * The browser's side of Web Push: the service worker at /firebase-messaging-sw.js (spec section 7)
 * and its PushManager. Each step gives up after its time-out and fails as a PushError.
 */
import { PUSH_TIMEOUT_MS, PUSH_WORKER_TIMEOUT_MS } from '@fanlane/contracts/constants';
import { PUSH_WORKER_PATH } from '../../../shared/lib/version-check';
import { PushError, withTimeout } from './push-errors';

/** Whether this browser can receive web pushes at all (a service worker, PushManager, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** Whether the user let this site show notifications: granted, denied, or not asked yet (default). */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** Asks for the permission (once the user asked for push); `permission-blocked` unless granted (spec section 5). */
export async function askPermission(): Promise<void> {
  const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (answer !== 'granted') throw new PushError('permission-blocked');
}

/**
 * Registers the push worker, giving it PUSH_WORKER_TIMEOUT_MS; a failure answers null (the start-up
 * ignores it, spec section 7). Registering again returns the browser's same registration.
 */
export async function registerPushWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  try {
    return await withTimeout(
      navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: '/' }),
      PUSH_WORKER_TIMEOUT_MS,
      'token-subscribe-failed',
    );
  } catch {
    return null;
  }
}

/** The push worker once active: PushManager subscribes only through an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await registerPushWorker();
  if (!registered) throw new PushError('token-subscribe-failed');
  return withTimeout(navigator.serviceWorker.ready, PUSH_TIMEOUT_MS, 'token-subscribe-failed');
}

/** This browser's current subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID key's bytes (base64url, as the server gives it). */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options?.applicationServerKey;
  if (!own) return true; // not told: take it as ours
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * A subscription for the server's VAPID key: the current one when it was made for that key and
 * `renew` is not asked, else a new one (the old one unsubscribed first).
 */
export async function subscribe(vapidPublicKey: string, { renew = false } = {}): Promise<PushSubscription> {
  try {
    const registration = await activeRegistration();
    const key = vapidKeyBytes(vapidPublicKey);
    const current = await registration.pushManager.getSubscription();
    if (current && !renew && sameKey(current, key)) return current;
    if (current) await current.unsubscribe();
    return await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      PUSH_TIMEOUT_MS,
      'token-subscribe-failed',
    );
  } catch (error) {
    if (Notification.permission === 'denied') throw new PushError('permission-blocked', { cause: error });
    if (error instanceof PushError) throw error;
    throw new PushError('token-subscribe-failed', { cause: error });
  }
}

/** Ends this browser's subscription, if it has one. */
export async function unsubscribe(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (subscription) await withTimeout(subscription.unsubscribe(), PUSH_TIMEOUT_MS, 'token-unsubscribe-failed');
  } catch (error) {
    throw error instanceof PushError ? error : new PushError('token-unsubscribe-failed', { cause: error });
  }
}
