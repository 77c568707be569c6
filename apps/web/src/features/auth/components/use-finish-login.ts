import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { completeLogin, resolvePostLoginTarget } from '../api/session';
import { useModalStore } from '../../../shared/stores/modal-store';

/**
 * After any successful sign-in: keep the session, go where the user wanted (redirect query, saved
 * redirectUri, else Home), then greet them: the welcome carousel the first time, else the daily
 * rewards (spec section 4).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (result: TLoginResult, type: string) => {
      const { firstLogin } = await completeLogin(result, { type });
      const modals = useModalStore.getState();
      modals.closeLogin();
      await navigate(resolvePostLoginTarget(location.search), { replace: true });
      if (firstLogin) modals.openWelcome();
      else modals.openRewards();
    },
    [location.search, navigate],
  );
}
