import { afterEach, describe, expect, it } from 'vitest';
import type { TLoginResult, TUserInfo } from '@fanlane/contracts/auth';
import {
  initialUserData,
  selectImageDisplayRatio,
  selectIsCreator,
  selectIsLoggedIn,
  useUserStore,
} from './user-store';

const info: TUserInfo = {
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  creatorDomain: null,
  imageDisplayRatio: 'blur-15px',
  email: 'fan@example.com',
  displayName: 'Fan',
  avatar: null,
  role: 'user',
  emailVerified: false,
  sensitiveFilter: false,
};

const login: TLoginResult = {
  token: 'tok',
  expiresAt: Date.now() + 86_400_000,
  refreshToken: 'r',
  info,
  firstLogin: true,
};

afterEach(() => useUserStore.getState().clear());

describe('user store', () => {
  it('starts anonymous with the spec defaults', () => {
    const s = useUserStore.getState();
    expect(s.info).toBeNull();
    expect(s.address).toBeNull();
    expect(s.token).toBeNull();
    expect(s.userBalance).toEqual({
      ethValue: '0',
      usdValue: '0',
      usdRate: '0',
      usdToStarsRate: '0',
      usdtValue: '0',
      solToUsdRate: '0',
    });
    expect(s.userPoints).toBe(0);
    expect(s.chainId).toBe(5);
    expect(s.messageCount).toEqual({ message: 0, notification: 0 });
    expect(s.musicPlayer).toEqual({ src: null, playing: false });
    expect(s.chat).toEqual({
      loggedIn: false,
      chatId: null,
      networkStatus: 'offline',
      temporaryConversations: [],
      totalPages: 0,
    });
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectImageDisplayRatio(s)).toBe('blur-15px');
  });

  it('a login sets token, info and address, which makes the user logged in', () => {
    useUserStore.getState().setSession(login);
    const s = useUserStore.getState();
    expect(s).toMatchObject({ token: 'tok', info, address: info.address });
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(selectIsCreator(s)).toBe(false);
  });

  it('counts an address alone as logged in (wallet users before their profile loads)', () => {
    useUserStore.setState({ address: info.address });
    expect(selectIsLoggedIn(useUserStore.getState())).toBe(true);
  });

  it('knows a creator by the creator domain', () => {
    useUserStore.getState().setInfo({ ...info, creatorDomain: 'alice', imageDisplayRatio: '' });
    const s = useUserStore.getState();
    expect(selectIsCreator(s)).toBe(true);
    expect(selectImageDisplayRatio(s)).toBe('blur-15px');
  });

  it('merges balance and message counts', () => {
    const s = useUserStore.getState();
    s.setBalance({ usdValue: '12.5' });
    s.setMessageCount({ notification: 3 });
    expect(useUserStore.getState().userBalance).toMatchObject({ usdValue: '12.5', ethValue: '0' });
    expect(useUserStore.getState().messageCount).toEqual({ message: 0, notification: 3 });
  });

  it('clear() forgets everything', () => {
    const s = useUserStore.getState();
    s.setSession(login);
    s.setBalance({ usdValue: '9' });
    s.setChat({
      chatId: 'c1',
      temporaryConversations: [{ privateChatId: 'p', address: 'a', displayName: null, avatar: null }],
    });
    s.clear();
    const { info: i, address, token, userBalance, chat } = useUserStore.getState();
    expect({ info: i, address, token, userBalance, chat }).toMatchObject({
      info: initialUserData().info,
      address: null,
      token: null,
      userBalance: initialUserData().userBalance,
      chat: initialUserData().chat,
    });
  });

  it('is persisted in sessionStorage under fanlane-user, without live playback or socket flags', () => {
    const s = useUserStore.getState();
    s.setSession(login);
    s.setMusicPlayer({ src: '/a.mp3', playing: true });
    s.setChat({ loggedIn: true, networkStatus: 'online', chatId: 'c1' });
    const stored = JSON.parse(sessionStorage.getItem('fanlane-user') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({
      token: 'tok',
      address: info.address,
      musicPlayer: { src: '/a.mp3', playing: false },
      chat: { loggedIn: false, networkStatus: 'offline', chatId: 'c1' },
    });
    expect(localStorage.getItem('fanlane-user')).toBeNull();
  });

  it('rehydrates from sessionStorage', async () => {
    sessionStorage.setItem(
      'fanlane-user',
      JSON.stringify({ state: { ...initialUserData(), info, address: info.address }, version: 1 }),
    );
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().info).toEqual(info);
  });
});
