/**
 * Test helper: a browser with Web Push (happy-dom has none): Notification with its permission,
 * PushManager, and navigator.serviceWorker whose registration subscribes like a browser would.
 * `restore()` takes it all away again (call it after each test).
 */
import { vi } from 'vitest';
import type { Mock } from 'vitest';

export type FakePushOptions = {
  /** What Notification.permission says at first. */
  permission?: NotificationPermission;
  /** What the user answers when asked. */
  answer?: NotificationPermission;
  /** subscribe() fails as a browser without a reachable push service does. */
  subscribeFails?: boolean;
  /** The worker's registration never settles (a worker file that does not load). */
  registerHangs?: boolean;
  /** A subscription the browser already has. */
  existing?: string | null;
};

export type FakeSubscription = Omit<PushSubscription, 'unsubscribe'> & { unsubscribe: Mock<() => Promise<boolean>> };

let count = 0;

function fakeSubscription(endpoint: string, key: Uint8Array | null, onUnsubscribe: () => void): FakeSubscription {
  const keys = { p256dh: `p256dh-of-${endpoint.slice(-6)}`, auth: `auth-of-${endpoint.slice(-6)}` };
  const subscription: FakeSubscription = {
    endpoint,
    expirationTime: null,
    options: { applicationServerKey: key ? key.slice().buffer : null, userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: vi.fn(() => {
      onUnsubscribe();
      return Promise.resolve(true);
    }),
  };
  return subscription;
}

export function fakePushBrowser(options: FakePushOptions = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  let current: FakeSubscription | null = null;
  const forget = () => {
    current = null;
  };
  if (options.existing) current = fakeSubscription(options.existing, null, forget);

  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((opts: PushSubscriptionOptionsInit) => {
      if (options.subscribeFails)
        return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
      const key = opts.applicationServerKey ? new Uint8Array(opts.applicationServerKey as ArrayBuffer) : null;
      current = fakeSubscription(`https://push.example.net/send/${++count}`, key, forget);
      return Promise.resolve(current);
    }),
  };
  const registration = { scope: 'http://localhost/', pushManager } as unknown as ServiceWorkerRegistration;
  const listeners = new Set<(event: MessageEvent) => void>();
  const serviceWorker = {
    register: vi.fn(() =>
      options.registerHangs ? new Promise<ServiceWorkerRegistration>(() => {}) : Promise.resolve(registration),
    ),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    addEventListener: vi.fn((type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.delete(listener);
    }),
  };

  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission = vi.fn(() => {
      permission = options.answer ?? 'granted';
      return Promise.resolve(permission);
    });
  }

  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });

  return {
    pushManager,
    serviceWorker,
    requestPermission: FakeNotification.requestPermission,
    /** The subscription the browser holds now. */
    subscription: () => current,
    setPermission(next: NotificationPermission) {
      permission = next;
    },
    /** The browser replaced the subscription on its own (what pushsubscriptionchange reports). */
    replaceSubscription() {
      current = fakeSubscription(`https://push.example.net/send/${++count}`, null, forget);
      return current;
    },
    /** A message from the worker to this tab. */
    postFromWorker(data: unknown, ports: MessagePort[] = []) {
      for (const listener of listeners) listener({ data, ports } as unknown as MessageEvent);
    },
  };
}

/** Takes the fake away (vitest.setup unstubs the globals; the navigator property is ours). */
export function removePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
