/**
 * The push worker (spec section 7 names the file): shows each web push the server sends as a
 * notification, opens the app where a click should go, and keeps the subscription when the
 * browser replaces it. Plain JavaScript served as it is, at the root, so it controls the whole app.
 *
 * A push carries JSON {title, body, url, tag} (contracts/notifications.ts, ZPushPayload).
 */
const NOTIFICATIONS_PATH = '/notifications';
const MESSAGE_NAVIGATE = 'fanlane:navigate';
const MESSAGE_SUBSCRIPTION_CHANGED = 'fanlane:push-subscription-changed';
const NAVIGATE_ACK_MS = 1000;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Where a click goes: a chat opens itself, anything else the notifications list (spec section 2). */
function targetOf(url) {
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '';
  return /^\/chats(\/|\?|$)/.test(path) ? path : NOTIFICATIONS_PATH;
}

function readPayload(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag,
      // A newer notification of the same kind replaces the older one, and still tells the user.
      renotify: Boolean(tag),
      icon: '/favicon.svg',
      data: { url: targetOf(payload.url) },
    }),
  );
});

/** Asks an open tab of the app to go to `path` itself (no reload); true when it said it did. */
function askToNavigate(client, path) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const settle = (done) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(done);
    };
    const timer = setTimeout(() => settle(false), NAVIGATE_ACK_MS);
    channel.port1.onmessage = () => settle(true);
    client.postMessage({ type: MESSAGE_NAVIGATE, url: path }, [channel.port2]);
  });
}

async function openApp(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (!client) return self.clients.openWindow(path);
  const focused = await client.focus().catch(() => client);
  if (await askToNavigate(focused, path)) return focused;
  try {
    return await focused.navigate(path);
  } catch {
    // A tab this worker does not control cannot be sent elsewhere: open the page beside it.
    return self.clients.openWindow(path);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(targetOf(event.notification.data && event.notification.data.url)));
});

/**
 * The browser replaced (or dropped) the subscription: subscribe again with the same server key,
 * and tell the open tabs, which bind it. Without an open tab, the next start binds it (its
 * endpoint differs from the one bound, spec section 5).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
      if (!event.newSubscription && key) {
        await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      }
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const client of windows) client.postMessage({ type: MESSAGE_SUBSCRIPTION_CHANGED });
    })(),
  );
});
