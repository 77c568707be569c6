/**
 * Web Storage that never throws. Safari private mode, storage-blocked iframes (some in-app browsers
 * and Telegram clients) and full quotas throw on access; the app must keep working without storage.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value only lives for this page view.
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearStorage(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // See removeStorage.
  }
}
