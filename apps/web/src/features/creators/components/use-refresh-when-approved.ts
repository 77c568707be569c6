import { useEffect, useRef } from 'react';
import { fetchMe } from '../../auth/api/auth-api';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { writeStorage } from '../../../shared/lib/storage';
import { useUserStore } from '../../../shared/stores/user-store';

/**
 * An approval happens on the server while the applicant's user info still says "fan"; reload it
 * once, so the navigation offers "My page" and creator tools without signing in again.
 */
export function useRefreshWhenApproved(approved: boolean) {
  const isCreator = useUserStore((s) => Boolean(s.info?.creatorDomain));
  const done = useRef(false);
  useEffect(() => {
    if (!approved || isCreator || done.current) return;
    done.current = true;
    fetchMe({ silent: true })
      .then((info) => {
        useUserStore.getState().setInfo(info);
        writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
      })
      .catch(() => {
        // The page already shows the approval; the next sign-in brings the new info.
      });
  }, [approved, isCreator]);
}
