/**
 * The account's private settings (docs/account-settings.md): one read for every page, one call per
 * page to change its part. A change answers the whole settings, which become the query's data; the
 * filter choice also goes into the signed-in user's info, where the post cards read it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TAccountSettings,
  TFullNameRequest,
  TPayoutAddressRequest,
  TSensitiveFilterRequest,
} from '@fanlane/contracts/account-settings';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';

export const accountSettingsKeys = { all: ['account-settings'] as const };

export function fetchAccountSettings(opts?: RequestOptions) {
  return api.post<TAccountSettings>(PATHS.accountSettings, undefined, opts);
}

export function updateFullName(body: TFullNameRequest, opts?: RequestOptions) {
  return api.post<TAccountSettings>(PATHS.fullNameUpdate, body, opts);
}

export function updatePayoutAddress(body: TPayoutAddressRequest, opts?: RequestOptions) {
  return api.post<TAccountSettings>(PATHS.payoutAddressUpdate, body, opts);
}

export function updateSensitiveFilter(body: TSensitiveFilterRequest, opts?: RequestOptions) {
  return api.post<TAccountSettings>(PATHS.sensitiveFilterUpdate, body, opts);
}

export const accountSettingsOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.all,
    queryFn: ({ signal }) => fetchAccountSettings({ signal, silent: true }),
  });

export const useAccountSettings = () => useQuery(accountSettingsOptions());

/** A change of one part; its answer replaces the settings, and the user's info follows the filter. */
export function useSaveAccountSettings<TVars>(save: (vars: TVars) => Promise<TAccountSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountSettingsKeys.all, settings);
      const store = useUserStore.getState();
      if (store.info && store.info.sensitiveFilter !== settings.sensitiveFilter)
        store.setInfo({ ...store.info, sensitiveFilter: settings.sensitiveFilter });
    },
  });
}
