/**
 * The lazily loaded app-wide modals. Anonymous users get the login modal at once (any auth button
 * may open it); logged-in users only need it when a session ends, so it mounts after idle
 * (spec section 4: idle with a 1 s fallback, then 500 ms).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../shared/lib/when-idle';
import { useModalStore } from '../shared/stores/modal-store';
import { useUserStore, selectIsLoggedIn } from '../shared/stores/user-store';
import { PayModalHost } from './pay-modal-host';

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

function useDeferredMount(immediate: boolean): boolean {
  const [mounted, setMounted] = useState(immediate);
  useEffect(() => {
    if (mounted) return undefined;
    if (immediate) {
      setMounted(true);
      return undefined;
    }
    let timer = 0;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(() => setMounted(true), LOGIN_MODAL_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [immediate, mounted]);
  return mounted;
}

export function GlobalModals() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const loginOpen = useModalStore((s) => s.loginOpen);
  const welcomeOpen = useModalStore((s) => s.welcomeOpen);
  const rewardsOpen = useModalStore((s) => s.rewardsOpen);
  const loginMounted = useDeferredMount(!isLoggedIn || loginOpen);

  return (
    <>
      <Suspense fallback={null}>{loginMounted && <LoginModal />}</Suspense>
      <Suspense fallback={null}>{welcomeOpen && <WelcomeDialog />}</Suspense>
      <Suspense fallback={null}>{rewardsOpen && <RewardsDialog />}</Suspense>
      <PayModalHost />
    </>
  );
}
