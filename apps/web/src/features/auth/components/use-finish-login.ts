import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { completeLogin, resolvePostLoginTarget } from '../api/session';
import { armPendingIntent, takeResumableIntent } from '../../../shared/lib/login-intent';
import { useModalStore } from '../../../shared/stores/modal-store';

/**
 * After any successful sign-in: keep the session, go where the user wanted (redirect query, saved
 * redirectUri, else Home), reopen the dialog the sign-in interrupted when the user landed back on
 * its page, then greet them: the welcome carousel the first time, else the daily rewards (spec
 * section 4). The greeting waits for the reopened dialog (app/global-modals.tsx).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (result: TLoginResult, type: string) => {
      const { firstLogin } = await completeLogin(result, { type });
      const target = resolvePostLoginTarget(location.search);
      // Armed before leaving, so a reload on the way still finds it (app/resume-after-sign-in.tsx).
      armPendingIntent();
      const modals = useModalStore.getState();
      modals.closeLogin();
      await navigate(target, { replace: true });
      modals.signedIn({ resume: takeResumableIntent(target), greeting: firstLogin ? 'welcome' : 'rewards' });
    },
    [location.search, navigate],
  );
}
