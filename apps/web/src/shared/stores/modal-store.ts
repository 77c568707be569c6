/** Which app-wide modals are open (spec sections 1 and 4). */
import { create } from 'zustand';

type ModalState = {
  loginOpen: boolean;
  /** The creator the login was opened for (the auth button's attr-domain), if any. */
  loginDomain: string | null;
  buyOpen: boolean;
  welcomeOpen: boolean;
  rewardsOpen: boolean;
  openLogin(domain?: string | null): void;
  closeLogin(): void;
  openBuy(): void;
  closeBuy(): void;
  openWelcome(): void;
  closeWelcome(): void;
  openRewards(): void;
  closeRewards(): void;
};

export const useModalStore = create<ModalState>()((set) => ({
  loginOpen: false,
  loginDomain: null,
  buyOpen: false,
  welcomeOpen: false,
  rewardsOpen: false,
  // An anonymous buyer is sent to login from inside the buy modal, which must not stay on top.
  openLogin: (domain) => set({ loginOpen: true, loginDomain: domain ?? null, buyOpen: false }),
  closeLogin: () => set({ loginOpen: false, loginDomain: null }),
  openBuy: () => set({ buyOpen: true }),
  closeBuy: () => set({ buyOpen: false }),
  openWelcome: () => set({ welcomeOpen: true }),
  // The welcome carousel hands over to the rewards dialog (spec section 4).
  closeWelcome: () => set({ welcomeOpen: false, rewardsOpen: true }),
  openRewards: () => set({ rewardsOpen: true }),
  closeRewards: () => set({ rewardsOpen: false }),
}));
