/**
 * The lazily loaded app-wide modals. Logged-in users only need the login modal when a session
 * ends, so it mounts after idle (spec section 4: idle with a 1 s fallback, then 500 ms). An
 * anonymous visitor's auth button opens it, and its chunk (the forms, their validation) loads then:
 * it stays out of the first view of a creator page (issue 11's first-load budget).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { takeResumableIntent } from '../shared/lib/login-intent';
import { whenIdle } from '../shared/lib/when-idle';
import { useModalStore } from '../shared/stores/modal-store';
import { usePayModalStore } from '../shared/stores/pay-modal-store';
import { useUserStore, selectIsLoggedIn } from '../shared/stores/user-store';
import { PayModalHost } from './pay-modal-host';
import { useSecondFactorStore } from '../features/auth/api/second-factor';

const LOGIN_MODAL_DELAY_MS = 500;

const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const WelcomeDialog = lazy(() =>
  import('../features/onboarding/components/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);
const RewardsDialog = lazy(() =>
  import('../features/onboarding/components/rewards-dialog').then((m) => ({ default: m.RewardsDialog })),
);
// Loaded only when a sign-in of an account with two-factor authentication waits for its code.
const SecondFactorDialog = lazy(() =>
  import('../features/auth/components/second-factor-dialog').then((m) => ({ default: m.SecondFactorDialog })),
);
// Loaded only when a sign-in interrupted a purchase: it brings the posts and subscriptions calls.
const ResumeAfterSignIn = lazy(() => import('./resume-after-sign-in').then((m) => ({ default: m.ResumeAfterSignIn })));

function useDeferredMount(immediate: boolean, afterIdle: boolean): boolean {
  const [mounted, setMounted] = useState(immediate);
  useEffect(() => {
    if (mounted) return undefined;
    if (immediate) {
      setMounted(true);
      return undefined;
    }
    if (!afterIdle) return undefined;
    let timer = 0;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(() => setMounted(true), LOGIN_MODAL_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [immediate, afterIdle, mounted]);
  return mounted;
}

export function GlobalModals() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const loginOpen = useModalStore((s) => s.loginOpen);
  const welcomeOpen = useModalStore((s) => s.welcomeOpen);
  const rewardsOpen = useModalStore((s) => s.rewardsOpen);
  const loginMounted = useDeferredMount(loginOpen, isLoggedIn);
  const pendingGreeting = useModalStore((s) => s.pendingGreeting);
  const resume = useModalStore((s) => s.resume);
  const resuming = resume !== null;
  const payModalOpen = usePayModalStore((s) => s.modal !== null);
  const secondFactorPending = useSecondFactorStore((s) => s.pending !== null);

  // A reload between the sign-in and the landing: the armed intent is still stored.
  useEffect(() => {
    if (!selectIsLoggedIn(useUserStore.getState())) return;
    const { pathname, search } = window.location;
    const intent = takeResumableIntent(`${pathname}${search}`);
    if (intent) useModalStore.getState().setResume(intent);
  }, []);

  // The welcome carousel or rewards dialog a sign-in earned never covers the dialog it reopened
  // (issue 12, item 4): it waits until that one, and whatever it led to, is closed.
  useEffect(() => {
    if (pendingGreeting && !resuming && !payModalOpen && !loginOpen) useModalStore.getState().showGreeting();
  }, [pendingGreeting, resuming, payModalOpen, loginOpen]);

  return (
    <>
      <Suspense fallback={null}>{loginMounted && <LoginModal />}</Suspense>
      <Suspense fallback={null}>{secondFactorPending && <SecondFactorDialog />}</Suspense>
      <Suspense fallback={null}>{welcomeOpen && <WelcomeDialog />}</Suspense>
      <Suspense fallback={null}>{rewardsOpen && <RewardsDialog />}</Suspense>
      <PayModalHost />
      <Suspense fallback={null}>{resume && <ResumeAfterSignIn intent={resume} />}</Suspense>
    </>
  );
}
