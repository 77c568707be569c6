/**
 * Keeps an open tab on the deployed version (spec sections 4 and 7): when the server's
 * /version.json differs from this build, or a lazily loaded chunk has disappeared after a deploy,
 * the caches go and the page reloads.
 */
import { VERSION_CHECK_INTERVAL_MS } from '@fanlane/contracts/constants';
import { PATHS } from '@fanlane/contracts/api-paths';
import { STORAGE_KEYS } from './storage-keys';
import { readStorage, writeStorage } from './storage';

/** The push worker keeps the push subscription; unregistering it would silently end push. */
export const PUSH_WORKER_PATH = '/firebase-messaging-sw.js';

export type ClearCachesOptions = {
  reload?: () => void;
  /** Service workers to leave registered, by script URL. */
  keepServiceWorker?: (scriptUrl: string) => boolean;
};

function isPushWorker(scriptUrl: string): boolean {
  try {
    // scriptURL is absolute; the base only keeps an odd relative one from throwing.
    return new URL(scriptUrl, 'http://localhost').pathname === PUSH_WORKER_PATH;
  } catch {
    return false;
  }
}

/** Deletes every CacheStorage cache, unregisters the caching service workers, then reloads. */
export async function clearCachesAndReload(options: ClearCachesOptions = {}): Promise<void> {
  const { reload = () => window.location.reload(), keepServiceWorker = isPushWorker } = options;
  try {
    if (typeof caches !== 'undefined') {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // Insecure context or blocked storage: a plain reload is still worth it.
  }
  try {
    const container = globalThis.navigator?.serviceWorker;
    if (container) {
      const registrations = await container.getRegistrations();
      await Promise.all(
        registrations
          .filter(
            (r) => !keepServiceWorker(r.active?.scriptURL ?? r.installing?.scriptURL ?? r.waiting?.scriptURL ?? ''),
          )
          .map((r) => r.unregister()),
      );
    }
  } catch {
    // Same as above.
  }
  reload();
}

async function fetchServerVersion(): Promise<string> {
  const response = await fetch(`${PATHS.version}?t=${Date.now()}`, {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  // One field read by hand: parsing with the zod schema would put zod in every first view.
  const body = (await response.json()) as { version?: unknown } | null;
  if (typeof body?.version !== 'string') throw new Error('version.json has no version');
  return body.version;
}

export type VersionCheckOptions = {
  currentVersion: string;
  intervalMs?: number;
  fetchVersion?: () => Promise<string>;
  onNewVersion?: (serverVersion: string) => void | Promise<void>;
};

/** Checks now, every interval, on focus and when the tab becomes visible. Returns stop(). */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const {
    currentVersion,
    intervalMs = VERSION_CHECK_INTERVAL_MS,
    fetchVersion = fetchServerVersion,
    onNewVersion = () => clearCachesAndReload(),
  } = options;
  let stopped = false;
  let checking = false;

  async function check(): Promise<void> {
    if (stopped || checking) return;
    checking = true;
    try {
      const serverVersion = await fetchVersion();
      if (stopped || !serverVersion || serverVersion === currentVersion) return;
      // If a reload for this very version did not bring it (a CDN still serving the old build),
      // reloading again would loop; wait for the next deploy instead.
      if (readStorage(STORAGE_KEYS.versionReload, 'session') === serverVersion) return;
      writeStorage(STORAGE_KEYS.versionReload, serverVersion, 'session');
      stop();
      await onNewVersion(serverVersion);
    } catch {
      // Offline or no version.json (dev server): try again at the next occasion.
    } finally {
      checking = false;
    }
  }

  const run = () => {
    void check();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  const timer = setInterval(run, intervalMs);
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisibility);

  function stop(): void {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  run();
  return stop;
}

// A chunk that cannot load right after a reload is really gone; reloading again would loop.
const PRELOAD_RELOAD_GUARD_MS = 10_000;

/** A failed dynamic import (Vite's `vite:preloadError`) means a new deploy: clear and reload. */
export function installPreloadErrorReload(options: ClearCachesOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(readStorage(STORAGE_KEYS.preloadReloadAt, 'session'));
    if (Number.isFinite(last) && Date.now() - last < PRELOAD_RELOAD_GUARD_MS) return; // let the error surface
    writeStorage(STORAGE_KEYS.preloadReloadAt, String(Date.now()), 'session');
    event.preventDefault(); // the reload replaces the error
    void clearCachesAndReload(options);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
