/**
 * Fetchers, queries and the mutation of the creator application (spec: /creator/submission/v1/*),
 * typed from the contracts' schemas.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TDomainExistRequest,
  TDomainExistResponse,
  TSubmission,
  TSubmissionDetail,
  TSubmitRequest,
} from '@fanlane/contracts/creator';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';

/** Saves a draft (`submit: false`) or sends the application for review (`submit: true`). */
export function submitApplication(body: TSubmitRequest, opts?: RequestOptions) {
  return api.post<TSubmission>(PATHS.creatorSubmit, body, opts);
}

/** The signed-in user's application, or null when they never started one. */
export function fetchSubmission(opts?: RequestOptions) {
  return api.post<TSubmissionDetail>(PATHS.creatorSubmissionDetail, undefined, opts);
}

export function checkDomain(body: TDomainExistRequest, opts?: RequestOptions) {
  return api.post<TDomainExistResponse>(PATHS.creatorDomainExist, body, opts);
}

export const creatorKeys = {
  all: ['creators'] as const,
  /** Per account, so another sign-in in this tab never sees the previous user's application. */
  submission: (address: string | null) => ['creators', 'submission', address] as const,
  domains: ['creators', 'domain-exist'] as const,
  domain: (domain: string) => ['creators', 'domain-exist', domain.toLowerCase()] as const,
};

export function submissionQueryOptions(address: string | null) {
  return queryOptions({
    queryKey: creatorKeys.submission(address),
    // The pages show their own error state with a retry.
    queryFn: ({ signal }) => fetchSubmission({ signal, silent: true }),
    enabled: address !== null,
  });
}

export function domainCheckQueryOptions(domain: string) {
  return queryOptions({
    queryKey: creatorKeys.domain(domain),
    queryFn: ({ signal }) => checkDomain({ creatorDomain: domain }, { signal, silent: true }),
    // Someone else may take a free domain at any moment; a short cache only spares retyping.
    staleTime: 10_000,
  });
}

/** Whether someone else has the page address already; nothing is asked while `enabled` is false. */
export function useDomainCheck(domain: string, enabled: boolean) {
  return useQuery({ ...domainCheckQueryOptions(domain), enabled });
}

export function useSubmission() {
  const address = useUserStore((s) => s.address);
  return useQuery(submissionQueryOptions(address));
}

/** Save or submit; resolves once the application shown everywhere is the server's new one. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  const address = useUserStore((s) => s.address);
  return useMutation({
    mutationFn: (body: TSubmitRequest) => submitApplication(body, { silent: true }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: creatorKeys.domains });
      await queryClient.invalidateQueries({ queryKey: creatorKeys.submission(address) });
    },
  });
}
