/**
 * The signed-in user and what the app keeps about them for this tab (spec section 3), persisted in
 * sessionStorage so a reload of the tab keeps it. The tokens themselves are managed by
 * features/auth/api/session.ts; this store only mirrors the access token for the UI.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_CHAIN_ID, IMAGE_DISPLAY_RATIO_DEFAULT } from '@fanlane/contracts/constants';
import type { TLoginResult, TUserInfo } from '@fanlane/contracts/auth';

export type UserBalance = {
  ethValue: string;
  usdValue: string;
  usdRate: string;
  usdToStarsRate: string;
  usdtValue: string;
  solToUsdRate: string;
};

export type MessageCount = { message: number; notification: number };

export type MusicPlayer = { src: string | null; playing: boolean };

export type ChatNetworkStatus = 'online' | 'offline' | 'connecting';

/** A conversation opened in this tab before its first message made it a real chat. */
export type TemporaryConversation = {
  privateChatId: string;
  address: string;
  displayName: string | null;
  avatar: string | null;
};

export type ChatState = {
  loggedIn: boolean;
  chatId: string | null;
  networkStatus: ChatNetworkStatus;
  temporaryConversations: TemporaryConversation[];
  totalPages: number;
};

export type UserData = {
  info: TUserInfo | null;
  address: string | null;
  token: string | null;
  userBalance: UserBalance;
  userPoints: number;
  chainId: number;
  messageCount: MessageCount;
  payFixedFee: string;
  /** This browser's push subscription (its JSON) as bound to the user, the browser's key, and when (ms). */
  fcmToken: string | null;
  userAgentKey: string | null;
  fcmBoundAt: number | null;
  musicPlayer: MusicPlayer;
  chat: ChatState;
};

export type UserState = UserData & {
  setSession(result: TLoginResult): void;
  setInfo(info: TUserInfo | null): void;
  setToken(token: string | null): void;
  setBalance(balance: Partial<UserBalance>): void;
  setUserPoints(points: number): void;
  setChainId(chainId: number): void;
  setMessageCount(count: Partial<MessageCount>): void;
  setPayFixedFee(fee: string): void;
  /** Sets the named push fields; null clears one (an unbound browser has no token). */
  setPush(push: Partial<Pick<UserData, 'fcmToken' | 'userAgentKey' | 'fcmBoundAt'>>): void;
  setMusicPlayer(player: Partial<MusicPlayer>): void;
  setChat(chat: Partial<ChatState>): void;
  clear(): void;
};

export const ZERO_BALANCE: UserBalance = {
  ethValue: '0',
  usdValue: '0',
  usdRate: '0',
  usdToStarsRate: '0',
  usdtValue: '0',
  solToUsdRate: '0',
};

export function initialUserData(): UserData {
  return {
    info: null,
    address: null,
    token: null,
    userBalance: { ...ZERO_BALANCE },
    userPoints: 0,
    chainId: DEFAULT_CHAIN_ID,
    messageCount: { message: 0, notification: 0 },
    payFixedFee: '0',
    fcmToken: null,
    userAgentKey: null,
    fcmBoundAt: null,
    musicPlayer: { src: null, playing: false },
    chat: { loggedIn: false, chatId: null, networkStatus: 'offline', temporaryConversations: [], totalPages: 0 },
  };
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...initialUserData(),
      setSession: (result) => set({ token: result.token, info: result.info, address: result.info.address }),
      setInfo: (info) => set((s) => ({ info, address: info?.address ?? s.address })),
      setToken: (token) => set({ token }),
      setBalance: (balance) => set((s) => ({ userBalance: { ...s.userBalance, ...balance } })),
      setUserPoints: (userPoints) => set({ userPoints }),
      setChainId: (chainId) => set({ chainId }),
      setMessageCount: (count) => set((s) => ({ messageCount: { ...s.messageCount, ...count } })),
      setPayFixedFee: (payFixedFee) => set({ payFixedFee }),
      setPush: (push) => set(push),
      setMusicPlayer: (player) => set((s) => ({ musicPlayer: { ...s.musicPlayer, ...player } })),
      setChat: (chat) => set((s) => ({ chat: { ...s.chat, ...chat } })),
      clear: () => set(initialUserData()),
    }),
    {
      name: 'fanlane-user',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Playback and the chat socket do not survive a reload, so their live flags are not restored.
      partialize: (s): UserData => ({
        info: s.info,
        address: s.address,
        token: s.token,
        userBalance: s.userBalance,
        userPoints: s.userPoints,
        chainId: s.chainId,
        messageCount: s.messageCount,
        payFixedFee: s.payFixedFee,
        fcmToken: s.fcmToken,
        userAgentKey: s.userAgentKey,
        fcmBoundAt: s.fcmBoundAt,
        musicPlayer: { ...s.musicPlayer, playing: false },
        chat: { ...s.chat, loggedIn: false, networkStatus: 'offline' },
      }),
    },
  ),
);

/** Logged in when info or address exists (spec section 4). */
export const selectIsLoggedIn = (s: UserData): boolean => Boolean(s.info || s.address);

/** A creator is a user with a creator domain (spec section 1). */
export const selectIsCreator = (s: UserData): boolean => Boolean(s.info?.creatorDomain);

export const selectImageDisplayRatio = (s: UserData): string =>
  s.info?.imageDisplayRatio || IMAGE_DISPLAY_RATIO_DEFAULT;
