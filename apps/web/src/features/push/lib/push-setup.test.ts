import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PUSH_TOKEN_REFRESH_MS, PUSH_WORKER_TIMEOUT_MS } from '@fanlane/contracts/constants';
import { fakeApi } from '../../../../test/fake-api';
import { fakePushBrowser, removePushBrowser } from '../../../../test/fake-push';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { newDeviceKey, readPushDevice, updatePushDevice } from './push-device';
import { enablePush, refreshPush, unbindForLogout } from './push-setup';

const VAPID = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const DAY = 24 * 60 * 60 * 1000;

function pushServer(vapid: string | null = VAPID) {
  return fakeApi({ [PATHS.pushQuery]: () => ({ data: { vapidPublicKey: vapid, devices: [] } }) });
}

afterEach(removePushBrowser);

describe('renewing the binding at start-up (spec section 5)', () => {
  it('keeps a binding under 7 days old for the same user and subscription, without a call', async () => {
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/kept' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/kept', at: Date.now() - DAY } });
    const api = pushServer();

    expect(await refreshPush(FAN)).toBe('kept');
    expect(api.calls).toEqual([]);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    // A new tab's store gets the token back.
    expect(useUserStore.getState().fcmToken).toBe(JSON.stringify(browser.subscription()));
  });

  it('re-subscribes and binds again when the binding is older than 7 days', async () => {
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/old' });
    const old = browser.subscription()!;
    const boundAt = Date.now() - PUSH_TOKEN_REFRESH_MS - 1000;
    updatePushDevice({ bound: { address: FAN, endpoint: old.endpoint, at: boundAt } });
    const api = pushServer();

    expect(await refreshPush(FAN)).toBe('bound');
    expect(old.unsubscribe).toHaveBeenCalled();
    const fresh = browser.subscription()!;
    expect(fresh.endpoint).not.toBe(old.endpoint);
    expect(api.bodies(PATHS.pushBind)).toEqual([
      { fcmToken: JSON.stringify(fresh), userAgentKey: readPushDevice().key },
    ]);
    expect(readPushDevice().bound).toMatchObject({ address: FAN, endpoint: fresh.endpoint });
    expect(readPushDevice().bound!.at).toBeGreaterThan(boundAt);
  });

  it('binds the new subscription when the browser changed it, without making another', async () => {
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/old' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/old', at: Date.now() } });
    const replaced = browser.replaceSubscription();
    const api = pushServer();

    expect(await refreshPush(FAN)).toBe('bound');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.bodies(PATHS.pushBind)).toEqual([
      { fcmToken: JSON.stringify(replaced), userAgentKey: readPushDevice().key },
    ]);
  });

  it('binds the browser to whoever signs in on it next', async () => {
    signIn(CREATOR);
    fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/shared' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/shared', at: Date.now() } });
    const api = pushServer();
    expect(await refreshPush(CREATOR)).toBe('bound');
    expect(api.bodies(PATHS.pushBind)).toHaveLength(1);
    expect(readPushDevice().bound?.address).toBe(CREATOR);
  });

  it('leaves push alone where it is off: switched off here, permission not granted, no Web Push, no server key', async () => {
    signIn(FAN);
    const api = pushServer();
    expect(await refreshPush(FAN)).toBe('off'); // no Web Push at all

    const browser = fakePushBrowser({ permission: 'default' });
    expect(await refreshPush(FAN)).toBe('off');
    browser.setPermission('granted');
    updatePushDevice({ off: true });
    expect(await refreshPush(FAN)).toBe('off');
    expect(api.calls).toEqual([]);

    updatePushDevice({ off: false });
    pushServer(null);
    await expect(refreshPush(FAN)).rejects.toMatchObject({ code: 'push-not-configured' });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });
});

describe('switching push on', () => {
  it('refuses at once on a browser without Web Push or a server without push', async () => {
    signIn(FAN);
    await expect(enablePush(FAN, VAPID)).rejects.toMatchObject({ code: 'unsupported-browser' });
    const browser = fakePushBrowser({ permission: 'default' });
    await expect(enablePush(FAN, null)).rejects.toMatchObject({ code: 'push-not-configured' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('gives up on a push worker that never registers, after 5 s', async () => {
    vi.useFakeTimers();
    signIn(FAN);
    fakePushBrowser({ permission: 'granted', registerHangs: true });
    const api = pushServer();
    let outcome: unknown = 'pending';
    enablePush(FAN, VAPID).then(
      () => (outcome = 'on'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(PUSH_WORKER_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ code: 'token-subscribe-failed' });
    expect(api.bodies(PATHS.pushBind)).toEqual([]);
  });
});

describe('logout', () => {
  it('unbinds this browser when a token exists, and forgets the binding', async () => {
    signIn(FAN);
    fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/mine' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/mine', at: Date.now() } });
    useUserStore.getState().setPush({ fcmToken: '{"endpoint":"https://push.example.net/send/mine"}', fcmBoundAt: 1 });
    const api = pushServer();

    await unbindForLogout();
    expect(api.bodies(PATHS.pushUnbind)).toEqual([{ userAgentKey: readPushDevice().key }]);
    expect(readPushDevice().bound).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ fcmToken: null, fcmBoundAt: null });
  });

  it('calls nothing when this browser has no token for the user', async () => {
    signIn(FAN);
    const api = pushServer();
    await unbindForLogout();
    updatePushDevice({ bound: { address: CREATOR, endpoint: 'https://push.example.net/send/theirs', at: Date.now() } });
    await unbindForLogout();
    expect(api.calls).toEqual([]);
  });
});

describe('the browser key', () => {
  it('names the browser and its system, with a random part, and stays the same', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const edge = `${chrome} Edg/124.0`;
    expect(newDeviceKey(chrome)).toMatch(/^Chrome · Windows · [0-9a-f]{8}$/);
    expect(newDeviceKey(safari)).toMatch(/^Safari · iOS · [0-9a-f]{8}$/);
    expect(newDeviceKey(edge)).toMatch(/^Edge · Windows · /);
    expect(newDeviceKey('curl/8')).toMatch(/^Browser · [0-9a-f]{8}$/);
    expect(readPushDevice().key).toBe(readPushDevice().key);
  });
});
