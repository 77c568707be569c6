import { useEffect, useRef } from 'react';
import { useUserStore } from '../../../shared/stores/user-store';

/**
 * An approval happens on the server while the applicant's user info still says "fan"; reload it
 * once (with `reloadUser`, the auth feature's, handed in by the app), so the navigation offers
 * "My page" and creator tools without signing in again.
 */
export function useRefreshWhenApproved(approved: boolean, reloadUser: () => Promise<void>) {
  const isCreator = useUserStore((s) => Boolean(s.info?.creatorDomain));
  const done = useRef(false);
  useEffect(() => {
    if (!approved || isCreator || done.current) return;
    done.current = true;
    reloadUser().catch(() => {
      // The page already shows the approval; the next sign-in brings the new info.
    });
  }, [approved, isCreator, reloadUser]);
}
