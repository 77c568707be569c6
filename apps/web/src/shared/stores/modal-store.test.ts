import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store';

const initial = useModalStore.getState();
afterEach(() => useModalStore.setState(initial, true));

describe('modal store', () => {
  it('opens login for a creator domain and closes the buy modal under it', () => {
    const s = useModalStore.getState();
    s.openBuy();
    s.openLogin('alice');
    expect(useModalStore.getState()).toMatchObject({ loginOpen: true, loginDomain: 'alice', buyOpen: false });
    useModalStore.getState().closeLogin();
    expect(useModalStore.getState()).toMatchObject({ loginOpen: false, loginDomain: null });
  });

  it('opens login without a domain', () => {
    useModalStore.getState().openLogin();
    expect(useModalStore.getState().loginDomain).toBeNull();
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
