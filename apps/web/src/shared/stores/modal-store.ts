/** Which app-wide modals are open (spec sections 1 and 4). */
import { create } from 'zustand';
import type { LoginIntent, ResumableIntent } from '../lib/login-intent';

/** The dialog that greets a user after a sign-in (spec section 4). */
export type Greeting = 'welcome' | 'rewards';

type ModalState = {
  loginOpen: boolean;
  /** What the login was opened for (the auth button's intent), so the modal can say it. */
  loginIntent: LoginIntent | null;
  buyOpen: boolean;
  welcomeOpen: boolean;
  rewardsOpen: boolean;
  /** A dialog to reopen after a sign-in, while the app decides whether it is still needed. */
  resume: ResumableIntent | null;
  /** The greeting a sign-in earned, held back until no resumed dialog is in the way. */
  pendingGreeting: Greeting | null;
  openLogin(intent?: LoginIntent | null): void;
  closeLogin(): void;
  openBuy(): void;
  closeBuy(): void;
  openWelcome(): void;
  closeWelcome(): void;
  openRewards(): void;
  closeRewards(): void;
  /** A sign-in finished: what to reopen, and which greeting follows once that is done. */
  signedIn(next: { resume: ResumableIntent | null; greeting: Greeting }): void;
  setResume(resume: ResumableIntent | null): void;
  /** Opens the held-back greeting now. */
  showGreeting(): void;
};

export const useModalStore = create<ModalState>()((set, get) => ({
  loginOpen: false,
  loginIntent: null,
  buyOpen: false,
  welcomeOpen: false,
  rewardsOpen: false,
  resume: null,
  pendingGreeting: null,
  // An anonymous buyer is sent to login from inside the buy modal, which must not stay on top.
  openLogin: (intent) => set({ loginOpen: true, loginIntent: intent ?? null, buyOpen: false }),
  closeLogin: () => set({ loginOpen: false, loginIntent: null }),
  openBuy: () => set({ buyOpen: true }),
  closeBuy: () => set({ buyOpen: false }),
  openWelcome: () => set({ welcomeOpen: true }),
  // The welcome carousel hands over to the rewards dialog (spec section 4).
  closeWelcome: () => set({ welcomeOpen: false, rewardsOpen: true }),
  openRewards: () => set({ rewardsOpen: true }),
  closeRewards: () => set({ rewardsOpen: false }),
  // With nothing to reopen the greeting opens at once; otherwise global-modals.tsx shows it later.
  signedIn: ({ resume, greeting }) => {
    if (resume) set({ resume, pendingGreeting: greeting });
    else set(greeting === 'welcome' ? { welcomeOpen: true } : { rewardsOpen: true });
  },
  setResume: (resume) => set({ resume }),
  showGreeting: () => {
    const greeting = get().pendingGreeting;
    if (!greeting) return;
    set(
      greeting === 'welcome'
        ? { pendingGreeting: null, welcomeOpen: true }
        : { pendingGreeting: null, rewardsOpen: true },
    );
  },
}));
