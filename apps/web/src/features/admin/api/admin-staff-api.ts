/** The audit log (/admin/audit), the FX rates (/admin/rates) and the caller's 2FA state for the admin area. */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAdminRateList, TAuditEntry, TAuditListRequest } from '@fanlane/contracts/audit';
import type { TOk } from '@fanlane/contracts/envelope';
import type { TPage } from '@fanlane/contracts/page';
import type { TTwoFactorStatus } from '@fanlane/contracts/two-factor';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

export type TAuditFilter = Omit<TAuditListRequest, 'cursor' | 'limit'>;

export const staffKeys = {
  audit: (filter: TAuditFilter) => ['admin', 'audit', filter] as const,
  rates: ['admin', 'rates'] as const,
  twoFactor: ['two-factor-status'] as const,
};

export function useAuditLog(filter: TAuditFilter) {
  return useCursorPages({
    queryKey: staffKeys.audit(filter),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TAuditEntry>>(PATHS.adminAuditList, { ...filter, cursor }, { signal, silent: true }),
  });
}

export const useAdminRates = () =>
  useQuery({
    queryKey: staffKeys.rates,
    queryFn: ({ signal }) => api.post<TAdminRateList>(PATHS.adminRateList, undefined, { signal, silent: true }),
  });

export const setRate = (currency: string, usdRate: string) =>
  api.post<TOk>(PATHS.adminSetRate, { currency, usdRate }, { silent: true });

/** Whether the staff member has 2FA: staff calls refuse them until they do. */
export const useOwnTwoFactor = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.twoFactor,
    queryFn: ({ signal }) => api.post<TTwoFactorStatus>(PATHS.twoFactorStatus, undefined, { signal }),
    enabled,
  });
