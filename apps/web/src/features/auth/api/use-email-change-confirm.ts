/** Opening the link of the email-change mail: confirms the new address once, and shows it in the store. */
import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../shared/stores/user-store';
import { confirmEmailChange } from './auth-api';

export function useEmailChangeConfirm(token: string) {
  return useQuery({
    queryKey: ['email-change-confirm', token],
    queryFn: async () => {
      const result = await confirmEmailChange({ token }, { silent: true });
      const store = useUserStore.getState();
      if (store.info) store.setInfo({ ...store.info, email: result.email, emailVerified: true });
      return result;
    },
    enabled: token !== '',
    // A link works once: never ask again.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
