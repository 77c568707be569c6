/** A creator's payout methods (`/user/payout-method/v1/*`, seller calls): list, save one, delete one. */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPayoutMethod, TPayoutMethodSaveRequest } from '@fanlane/contracts/payout';
import { api, sellerHeaders } from '../../../shared/lib/request';

export const payoutKeys = { methods: (domain: string) => ['payout-methods', domain.toLowerCase()] as const };

export function usePayoutMethods(creatorDomain: string) {
  return useQuery({
    queryKey: payoutKeys.methods(creatorDomain),
    queryFn: ({ signal }) =>
      api.post<TPayoutMethod[]>(
        PATHS.payoutMethodList,
        {},
        { signal, silent: true, headers: sellerHeaders(creatorDomain) },
      ),
  });
}

export const savePayoutMethod = (creatorDomain: string, body: TPayoutMethodSaveRequest) =>
  api.post<TPayoutMethod>(PATHS.payoutMethodSave, body, { silent: true, headers: sellerHeaders(creatorDomain) });

export const deletePayoutMethod = (creatorDomain: string, id: string) =>
  api.post<{ deleted: true }>(
    PATHS.payoutMethodDelete,
    { id },
    { silent: true, headers: sellerHeaders(creatorDomain) },
  );
