import { useEffect, useRef } from 'react';
import { clearSession } from '../../features/auth/api/session';
import { DeleteAccountPage } from '../../features/account-data/pages/delete-account-page';

/**
 * /settings/account/deleteAccount: the account-data feature's page, composed with auth's local
 * sign-out. The server already signed every session out; this tab lets go of its own a moment
 * later, once the page has said when the deletion happens (or at once if the user leaves the page,
 * so a timer never signs out a session opened after it).
 */
export function DeleteAccountRoutePage() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <DeleteAccountPage
      onDeleted={() => {
        timer.current = setTimeout(() => {
          timer.current = null;
          clearSession();
        }, 4000);
      }}
    />
  );
}
