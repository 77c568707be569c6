import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store';

const initial = useModalStore.getState();
afterEach(() => useModalStore.setState(initial, true));

describe('modal store', () => {
  it('opens login for an intent and closes the buy modal under it', () => {
    const s = useModalStore.getState();
    s.openBuy();
    s.openLogin({ kind: 'follow', domain: 'alice' });
    expect(useModalStore.getState()).toMatchObject({
      loginOpen: true,
      loginIntent: { kind: 'follow', domain: 'alice' },
      buyOpen: false,
    });
    useModalStore.getState().closeLogin();
    expect(useModalStore.getState()).toMatchObject({ loginOpen: false, loginIntent: null });
  });

  it('opens login without an intent', () => {
    useModalStore.getState().openLogin();
    expect(useModalStore.getState().loginIntent).toBeNull();
  });

  it('holds the greeting a sign-in earned until it is shown, once', () => {
    const resume = { kind: 'tip', domain: 'alice' } as const;
    useModalStore.getState().signedIn({ resume, greeting: 'welcome' });
    expect(useModalStore.getState()).toMatchObject({ resume, pendingGreeting: 'welcome', welcomeOpen: false });
    useModalStore.getState().showGreeting();
    expect(useModalStore.getState()).toMatchObject({ pendingGreeting: null, welcomeOpen: true, rewardsOpen: false });
    useModalStore.getState().closeWelcome();
    useModalStore.getState().closeRewards();
    useModalStore.getState().showGreeting();
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: false });
  });

  it('greets at once when a sign-in has nothing to reopen', () => {
    useModalStore.getState().signedIn({ resume: null, greeting: 'rewards' });
    expect(useModalStore.getState()).toMatchObject({ resume: null, pendingGreeting: null, rewardsOpen: true });
  });

  it('closing the welcome carousel opens the rewards dialog', () => {
    useModalStore.getState().openWelcome();
    expect(useModalStore.getState().welcomeOpen).toBe(true);
    useModalStore.getState().closeWelcome();
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: true });
    useModalStore.getState().closeRewards();
    expect(useModalStore.getState().rewardsOpen).toBe(false);
  });

  it('opens and closes buy and rewards', () => {
    const s = useModalStore.getState();
    s.openBuy();
    s.openRewards();
    expect(useModalStore.getState()).toMatchObject({ buyOpen: true, rewardsOpen: true });
    useModalStore.getState().closeBuy();
    expect(useModalStore.getState().buyOpen).toBe(false);
  });
});
