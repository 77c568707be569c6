/**
 * The push worker (public/firebase-messaging-sw.js) run as the browser runs it: its own global
 * scope, with the service worker APIs it uses faked around it.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { runInNewContext } from 'node:vm';

const SOURCE = readFileSync(path.join(import.meta.dirname, '../../../../public/firebase-messaging-sw.js'), 'utf8');
const ORIGIN = 'https://fans.example.org';

type Listener = (event: Record<string, unknown>) => void;
type FakeClient = {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
};

/** A tab of the app; `acks` says whether the app in it answers a navigate message. */
function tab(path: string, acks: boolean): FakeClient {
  const client: FakeClient = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(() => Promise.resolve(client)),
    navigate: vi.fn((url: string) => Promise.resolve({ ...client, url })),
    postMessage: vi.fn((_message: unknown, ports: MessagePort[] = []) => {
      if (acks) ports[0]?.postMessage('done');
    }),
  };
  return client;
}

function startWorker(tabs: FakeClient[] = []) {
  const listeners = new Map<string, Listener>();
  const registration = {
    showNotification: vi.fn(() => Promise.resolve(undefined)),
    pushManager: { subscribe: vi.fn(() => Promise.resolve({ endpoint: 'https://push.example.net/new' })) },
  };
  const clients = {
    claim: vi.fn(() => Promise.resolve(undefined)),
    matchAll: vi.fn(() => Promise.resolve(tabs)),
    openWindow: vi.fn((url: string) => Promise.resolve({ url })),
  };
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    registration,
    clients,
    skipWaiting: vi.fn(() => Promise.resolve(undefined)),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, URL, MessageChannel, setTimeout, clearTimeout });

  /** Fires `type` and waits for everything the worker asked to wait for. */
  async function fire(type: string, event: Record<string, unknown> = {}) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }
  return { registration, clients, self, fire };
}

const pushData = (payload: unknown) => ({
  json: (): unknown => (typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload),
  text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
});

const clickOn = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('the push worker', () => {
  it('takes over at once: no waiting for old tabs, and the open tabs are claimed', async () => {
    const worker = startWorker();
    await worker.fire('install');
    await worker.fire('activate');
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(worker.clients.claim).toHaveBeenCalled();
  });

  it('shows a push with its title, body and tag; a click goes to the notifications unless it is a chat', async () => {
    const worker = startWorker();
    await worker.fire('push', {
      data: pushData({ title: 'Mia posted', body: 'Beach day', url: '/mia/42', tag: 'post.new' }),
    });
    await worker.fire('push', {
      data: pushData({ title: 'Mia', body: 'Hi!', url: '/chats/chat/abc?x=1', tag: 'message.new' }),
    });
    expect(worker.registration.showNotification.mock.calls).toEqual([
      [
        'Mia posted',
        { body: 'Beach day', tag: 'post.new', renotify: true, icon: '/favicon.svg', data: { url: '/notifications' } },
      ],
      [
        'Mia',
        { body: 'Hi!', tag: 'message.new', renotify: true, icon: '/favicon.svg', data: { url: '/chats/chat/abc?x=1' } },
      ],
    ]);
  });

  it('still shows a push that is not our JSON, and never follows a link to another site', async () => {
    const worker = startWorker();
    await worker.fire('push', { data: pushData('plain words') });
    await worker.fire('push', { data: pushData({ title: 'x', body: 'y', url: '//evil.example/chats' }) });
    await worker.fire('push', {});
    const calls = worker.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: unknown },
    ][];
    expect(calls.map(([title, options]) => [title, options.body, options.data])).toEqual([
      ['fans.example.org', 'plain words', { url: '/notifications' }],
      ['x', 'y', { url: '/notifications' }],
      ['fans.example.org', '', { url: '/notifications' }],
    ]);
  });

  it('a click focuses an open tab of the app, which goes to the page itself', async () => {
    const open = tab('/home', true);
    const worker = startWorker([open]);
    const event = clickOn('/notifications');
    await worker.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.postMessage.mock.calls[0]![0]).toEqual({ type: 'fanlane:navigate', url: '/notifications' });
    expect(open.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tab that does not answer (signed out, an old version) is navigated by the worker', async () => {
    const open = tab('/home', false);
    const worker = startWorker([open]);
    await worker.fire('notificationclick', clickOn('/chats/chat/7'));
    expect(open.navigate).toHaveBeenCalledWith('/chats/chat/7');
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('without an open tab of the app, a click opens one', async () => {
    const worker = startWorker([{ ...tab('/', true), url: 'https://other.example/' }]);
    await worker.fire('notificationclick', clickOn('/notifications'));
    expect(worker.clients.openWindow).toHaveBeenCalledWith('/notifications');
  });

  it('a subscription the browser dropped is made again with the same key, and the tabs are told', async () => {
    const open = tab('/home', true);
    const worker = startWorker([open]);
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    await worker.fire('pushsubscriptionchange', {
      oldSubscription: { options: { applicationServerKey: key } },
      newSubscription: null,
    });
    expect(worker.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'fanlane:push-subscription-changed' });
  });
});
