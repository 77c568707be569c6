/** Identity verification (/kyc-task/v1/*) and the admins' review: fetchers, query options and hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  KYC_FILE_FIELDS,
  type TAdminKycApplication,
  type TAdminKycList,
  type TKycApplicationStatus,
  type TKycDetail,
  type TKycDocumentKind,
  type TKycSubmitFields,
} from '@fanlane/contracts/kyc';
import { api, ApiError, requestHeaders, type RequestOptions } from '../../../shared/lib/request';

export const kycKeys = {
  detail: (address: string | null) => ['kyc', 'detail', address] as const,
  admin: ['kyc', 'admin'] as const,
  adminList: (status: TKycApplicationStatus) => ['kyc', 'admin', 'list', status] as const,
};

/** Where the caller stands. The spec's kyc detail URL never raises the global alert (request.ts). */
export function fetchKycDetail(opts?: RequestOptions) {
  return api.post<TKycDetail>(PATHS.kycDetail, undefined, opts);
}

export const kycDetailOptions = (address: string | null) =>
  queryOptions({
    queryKey: kycKeys.detail(address),
    queryFn: ({ signal }) => fetchKycDetail({ signal, silent: true }),
    enabled: address !== null,
  });

export function useKycDetail(address: string | null) {
  return useQuery(kycDetailOptions(address));
}

export type KycPictures = Partial<Record<TKycDocumentKind, File>>;

export function submitKyc(fields: TKycSubmitFields, pictures: KycPictures, opts?: RequestOptions) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [kind, file] of Object.entries(pictures) as [TKycDocumentKind, File | undefined][]) {
    if (file) form.append(KYC_FILE_FIELDS[kind], file, file.name || `${kind}.jpg`);
  }
  return api.upload<TKycDetail>(PATHS.kycSubmit, form, opts);
}

/** Sends the application; the answer is the new state. Refusals stay with the form. */
export function useSubmitKyc(address: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, pictures }: { fields: TKycSubmitFields; pictures: KycPictures }) =>
      submitKyc(fields, pictures, { silent: true }),
    onSuccess: (detail) => queryClient.setQueryData(kycKeys.detail(address), detail),
  });
}

// The admins' review.

export const adminKycListOptions = (status: TKycApplicationStatus) =>
  queryOptions({
    queryKey: kycKeys.adminList(status),
    queryFn: ({ signal }) =>
      api.post<TAdminKycList>(PATHS.adminKycList, { status, limit: 50 }, { signal, silent: true }),
  });

export function useAdminKycList(status: TKycApplicationStatus) {
  return useQuery(adminKycListOptions(status));
}

export function useKycDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      input.approve
        ? api.post<TAdminKycApplication>(PATHS.adminKycApprove, { id: input.id }, { silent: true })
        : api.post<TAdminKycApplication>(
            PATHS.adminKycReject,
            { id: input.id, reason: input.reason },
            { silent: true },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycKeys.admin }),
  });
}

/**
 * One document's bytes, fetched with the reviewer's token (there is no link to share); each read
 * is recorded by the server. The caller shows it as a blob URL and revokes it.
 */
export async function fetchKycDocument(id: string, kind: TKycDocumentKind, signal?: AbortSignal): Promise<Blob> {
  const headers = await requestHeaders();
  const res = await fetch(PATHS.adminKycDocument, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id, kind }),
    signal,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(body?.msg ?? res.statusText, { code: body?.code ?? res.status, status: res.status });
  }
  return res.blob();
}

export function useKycDocument(id: string, kind: TKycDocumentKind, enabled: boolean) {
  return useQuery({
    queryKey: ['kyc', 'admin', 'document', id, kind] as const,
    queryFn: ({ signal }) => fetchKycDocument(id, kind, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
