import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore, selectIsLoggedIn } from '../../../shared/stores/user-store';
import { resolvePostLoginTarget } from '../api/session';

/**
 * Sign-in pages send a visitor who is already signed in on to where they were going. Decided once,
 * on arrival: a sign-in on this very page navigates by itself, and a sign-out lands here on purpose.
 * Returns true while that redirect is pending, so the page can render nothing meanwhile.
 */
export function useSignedInRedirect(): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const signingOut = (location.state as { signingOut?: boolean } | null)?.signingOut === true;
  const [redirecting] = useState(() => selectIsLoggedIn(useUserStore.getState()) && !signingOut);
  const done = useRef(false);

  useEffect(() => {
    if (!redirecting || done.current) return;
    done.current = true;
    void navigate(resolvePostLoginTarget(location.search), { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return redirecting;
}
