/** Deleting the account and downloading one's data (docs/account-deletion.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAccountDeletionState, TDataExportState, TDeleteAccountRequest } from '@fanlane/contracts/account-data';
import type { TSendVerificationCodeResponse } from '@fanlane/contracts/auth';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const accountDataKeys = {
  deletion: ['account-deletion'] as const,
  dataExport: ['data-export'] as const,
};

export const fetchDeletionState = (opts?: RequestOptions) =>
  api.post<TAccountDeletionState>(PATHS.accountDeletion, undefined, opts);
export const sendDeletionCode = (opts?: RequestOptions) =>
  api.post<TSendVerificationCodeResponse>(PATHS.accountDeletionCode, undefined, opts);
export const deleteAccount = (body: TDeleteAccountRequest, opts?: RequestOptions) =>
  api.post<{ dueAt: number }>(PATHS.accountDelete, body, opts);

export const fetchDataExport = (opts?: RequestOptions) => api.post<TDataExportState>(PATHS.dataExport, undefined, opts);
export const requestDataExport = (opts?: RequestOptions) =>
  api.post<TDataExportState>(PATHS.dataExportRequest, undefined, opts);

export function useDeletionState() {
  return useQuery(
    queryOptions({
      queryKey: accountDataKeys.deletion,
      queryFn: ({ signal }) => fetchDeletionState({ signal, silent: true }),
    }),
  );
}

/** Polls while the archive is queued or being built. */
export function useDataExport() {
  return useQuery(
    queryOptions({
      queryKey: accountDataKeys.dataExport,
      queryFn: ({ signal }) => fetchDataExport({ signal, silent: true }),
      refetchInterval: (query) =>
        query.state.data?.state === 'queued' || query.state.data?.state === 'building' ? 2000 : false,
    }),
  );
}
