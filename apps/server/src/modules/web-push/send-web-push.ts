/**
 * Delivers a push to every browser a user bound (the notifications' push channel calls this).
 * `web-push` encrypts the payload for each subscription (aes128gcm) and signs the VAPID header;
 * the request itself goes out with fetch, which speaks https to real push services and plain http
 * to a test's local one (web-push's own sender knows only https).
 */
import webPush from 'web-push';
import type { TPushPayload } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { PushSubscriptionRow } from '../../db/schema/index.ts';
import { dropSubscription, subscriptionsOf } from './push-subscriptions-repo.ts';

export type WebPushDeps = Pick<AppDeps, 'db' | 'log' | 'webPush'>;
export type PushOutcome = { sent: number; dropped: number; failed: number };

/** A push waits at most a day for an offline browser: later it is old news (the list still has it). */
export const PUSH_TTL_SECONDS = 86_400;
/** A push payload has about 4 KB; long texts are cut so any notification fits. */
const TITLE_MAX = 120;
const BODY_MAX = 600;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Sends `payload` to each of the user's subscriptions at once. A subscription its push service
 * calls gone (404, 410) is forgotten; any other failure (refused, unreachable, no answer within
 * the time-out) is logged and left: the next push tries again. Never throws for a failed push.
 */
export async function sendWebPush(deps: WebPushDeps, userId: string, payload: TPushPayload): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, dropped: 0, failed: 0 };
  const { vapid, timeoutMs } = deps.webPush;
  if (!vapid) return outcome;
  const body = JSON.stringify({
    ...payload,
    title: clip(payload.title, TITLE_MAX),
    body: clip(payload.body, BODY_MAX),
  });
  const subs = await subscriptionsOf(deps.db, userId);
  await Promise.all(
    subs.map(async (sub) => {
      const origin = new URL(sub.endpoint).origin;
      try {
        const status = await deliver(sub, body, { vapid, timeoutMs });
        if (status >= 200 && status < 300) outcome.sent++;
        else if (status === 404 || status === 410) {
          await dropSubscription(deps.db, sub);
          outcome.dropped++;
        } else {
          outcome.failed++;
          deps.log.warn({ status, origin }, 'web push refused by the push service');
        }
      } catch (err) {
        outcome.failed++;
        deps.log.warn({ err, origin }, 'web push not delivered');
      }
    }),
  );
  return outcome;
}

/** One push: the push service's HTTP status. */
async function deliver(
  sub: PushSubscriptionRow,
  body: string,
  { vapid, timeoutMs }: { vapid: NonNullable<WebPushDeps['webPush']['vapid']>; timeoutMs: number },
): Promise<number> {
  const request = webPush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    body,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, timeout: timeoutMs },
  );
  // fetch counts the body itself; the rest (TTL, Content-Encoding, Authorization, Urgency) goes as made.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const res = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body && new Uint8Array(request.body),
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.body?.cancel();
  return res.status;
}
