/**
 * What an anonymous visitor was doing when an auth button asked them to sign in (issue 12, item 4):
 * the login modal says it in its title, and after the sign-in the same dialog opens again on the
 * same page. The pending intent lives in sessionStorage so it survives a trip to /login and a
 * reload, and it is consumed once: a later, unrelated sign-in must never reopen an old dialog.
 */
import { readStorage, removeStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type LoginIntent =
  /** Sign in, nothing more; `domain` is only credited as fromDomain. */
  | { kind: 'generic'; domain?: string }
  | { kind: 'follow'; domain: string }
  /** Buy a pay-per-view post; `priceCents` is absent when the opener does not know it. */
  | { kind: 'unlock'; postId: string; priceCents?: string; domain?: string }
  /** Subscribe to a creator; from a locked post, `postId` is that post and `minTierId` its tier. */
  | { kind: 'subscribe'; domain: string; minTierId?: string | null; postId?: string }
  | { kind: 'tip'; domain: string; postId?: string };

/** The intents whose dialog opens again after the sign-in. */
export type ResumableIntent = Extract<LoginIntent, { kind: 'unlock' | 'subscribe' | 'tip' }>;

type StoredIntent = {
  intent: LoginIntent;
  /** The page (path and query) the visitor was on; the dialog only reopens there. */
  path: string;
  savedAt: number;
  /** Set once a sign-in succeeded, so only the next landing may resume it. */
  armed: boolean;
};

/** Long enough to read an e-mailed code or create an account; an intent left longer is stale. */
export const PENDING_INTENT_TTL_MS = 30 * 60 * 1000;

const KEY = STORAGE_KEYS.pendingIntent;

export function isResumable(intent: LoginIntent): intent is ResumableIntent {
  return intent.kind === 'unlock' || intent.kind === 'subscribe' || intent.kind === 'tip';
}

/** The creator an intent is about, credited as fromDomain on the sign-in. */
export function intentDomain(intent: LoginIntent | null): string | undefined {
  return intent && 'domain' in intent ? intent.domain || undefined : undefined;
}

function read(now: number): StoredIntent | null {
  const raw = readStorage(KEY, 'session');
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredIntent;
    if (typeof stored?.path !== 'string' || typeof stored.intent?.kind !== 'string') return null;
    if (!(now - stored.savedAt <= PENDING_INTENT_TTL_MS)) return null;
    return stored;
  } catch {
    return null;
  }
}

/** An auth button was clicked by an anonymous visitor on `path`: remember what for. */
export function savePendingIntent(intent: LoginIntent, path: string, now = Date.now()): void {
  const stored: StoredIntent = { intent, path, savedAt: now, armed: false };
  writeStorage(KEY, JSON.stringify(stored), 'session');
}

/** The visitor dismissed the login modal: they gave up on what they were doing. */
export function clearPendingIntent(): void {
  removeStorage(KEY, 'session');
}

/** A sign-in succeeded: the pending intent may now be resumed, once. */
export function armPendingIntent(now = Date.now()): void {
  const stored = read(now);
  if (!stored) {
    clearPendingIntent();
    return;
  }
  writeStorage(KEY, JSON.stringify({ ...stored, armed: true }), 'session');
}

/**
 * After a sign-in, on landing at `path`: the intent to resume there, consumed. An armed intent
 * for another page is dropped too (the user went elsewhere); one not yet armed stays pending.
 */
export function takeResumableIntent(path: string, now = Date.now()): ResumableIntent | null {
  const stored = read(now);
  if (!stored) {
    clearPendingIntent();
    return null;
  }
  if (!stored.armed) return null;
  clearPendingIntent();
  return stored.path === path && isResumable(stored.intent) ? stored.intent : null;
}
