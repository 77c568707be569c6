import { describe, expect, it } from 'vitest';
import {
  armPendingIntent,
  clearPendingIntent,
  intentDomain,
  PENDING_INTENT_TTL_MS,
  savePendingIntent,
  takeResumableIntent,
} from './login-intent';
import { STORAGE_KEYS } from './storage-keys';

const UNLOCK = { kind: 'unlock', postId: 'p1', priceCents: '499', domain: 'alice' } as const;
const PATH = '/alice/p1';

describe('the pending sign-in intent', () => {
  it('is resumed once, on its own page, after a sign-in armed it', () => {
    savePendingIntent(UNLOCK, PATH);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingIntent)).toContain('"postId":"p1"');
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toEqual(UNLOCK);
    expect(takeResumableIntent(PATH)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingIntent)).toBeNull();
  });

  it('waits, stored, while no sign-in has happened yet (a trip to /login, a reload)', () => {
    savePendingIntent(UNLOCK, PATH);
    expect(takeResumableIntent(PATH)).toBeNull();
    expect(takeResumableIntent('/login')).toBeNull();
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toEqual(UNLOCK);
  });

  it('is dropped when the signed-in user landed on another page', () => {
    savePendingIntent(UNLOCK, PATH);
    armPendingIntent();
    expect(takeResumableIntent('/home')).toBeNull();
    expect(takeResumableIntent(PATH)).toBeNull();
  });

  it('is dropped when the login modal was dismissed', () => {
    savePendingIntent(UNLOCK, PATH);
    clearPendingIntent();
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toBeNull();
  });

  it('goes stale', () => {
    const then = 1_000_000;
    savePendingIntent(UNLOCK, PATH, then);
    armPendingIntent(then + PENDING_INTENT_TTL_MS + 1);
    expect(takeResumableIntent(PATH, then + PENDING_INTENT_TTL_MS + 2)).toBeNull();
  });

  it('reopens nothing for a follow or a plain sign-in, and a newer click replaces an older one', () => {
    savePendingIntent(UNLOCK, PATH);
    savePendingIntent({ kind: 'follow', domain: 'alice' }, PATH);
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toBeNull();

    savePendingIntent({ kind: 'generic' }, PATH);
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingIntent, '{not json');
    armPendingIntent();
    expect(takeResumableIntent(PATH)).toBeNull();
  });

  it('names the creator it is about', () => {
    expect(intentDomain({ kind: 'tip', domain: 'bob' })).toBe('bob');
    expect(intentDomain({ kind: 'generic' })).toBeUndefined();
    expect(intentDomain(null)).toBeUndefined();
  });
});
