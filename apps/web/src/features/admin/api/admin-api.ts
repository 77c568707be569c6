/**
 * Fetchers and queries of the admin review of creator applications, typed from the contracts.
 * The server decides who is an admin; a 403 from the list is a state the page shows.
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TAdminSubmission,
  TAdminSubmissionList,
  TAdminSubmissionListRequest,
  TApproveRequest,
  TRejectRequest,
  TSubmission,
  TSubmissionStatus,
} from '@fanlane/contracts/creator';
import { api, isCancelledError } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useAlertStore } from '../../../shared/stores/alert-store';

export const ADMIN_PAGE_SIZE = 20;

export function fetchAdminSubmissions(body: TAdminSubmissionListRequest, opts?: RequestOptions) {
  return api.post<TAdminSubmissionList>(PATHS.adminSubmissionList, body, opts);
}

export function approveSubmission(body: TApproveRequest, opts?: RequestOptions) {
  return api.post<TSubmission>(PATHS.adminSubmissionApprove, body, opts);
}

export function rejectSubmission(body: TRejectRequest, opts?: RequestOptions) {
  return api.post<TSubmission>(PATHS.adminSubmissionReject, body, opts);
}

export const adminKeys = {
  submissions: ['admin', 'submissions'] as const,
  submissionList: (status: TSubmissionStatus) => ['admin', 'submissions', status] as const,
};

export function adminSubmissionsQueryOptions(status: TSubmissionStatus) {
  return infiniteQueryOptions({
    queryKey: adminKeys.submissionList(status),
    // Silent: a 403 (not an admin) is a state of the page, not an alert.
    queryFn: ({ pageParam, signal }) =>
      fetchAdminSubmissions(
        { status, limit: ADMIN_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useAdminSubmissions(status: TSubmissionStatus) {
  return useInfiniteQuery(adminSubmissionsQueryOptions(status));
}

type ListData = InfiniteData<TAdminSubmissionList, string | null>;

function withoutSubmission(data: ListData | undefined, id: string): ListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

export type ReviewDecision =
  | { action: 'approve'; submission: TAdminSubmission }
  | { action: 'reject'; submission: TAdminSubmission; reason: string };

/**
 * Approve or reject. The application leaves the list at once; when the server refuses, it comes
 * back and the alert says why.
 */
export function useReviewSubmission(status: TSubmissionStatus) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = adminKeys.submissionList(status);
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      decision.action === 'approve'
        ? approveSubmission({ id: decision.submission.id }, { silent: true })
        : rejectSubmission({ id: decision.submission.id, reason: decision.reason }, { silent: true }),
    onMutate: async (decision) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ListData>(listKey);
      queryClient.setQueryData<ListData>(listKey, (data) => withoutSubmission(data, decision.submission.id));
      return { previous };
    },
    onError: (error, decision, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      void queryClient.invalidateQueries({ queryKey: listKey });
      if (isCancelledError(error)) return;
      const domain = decision.submission.creatorDomain ?? decision.submission.applicant.address;
      const key = decision.action === 'approve' ? 'admin.creators.approveFailed' : 'admin.creators.rejectFailed';
      useAlertStore.getState().show({ message: t(key, { domain, message: error.message }) });
    },
    onSuccess: () => {
      // The application moved to another tab; those lists load again when opened.
      void queryClient.invalidateQueries({
        queryKey: adminKeys.submissions,
        predicate: (query) => query.queryKey[2] !== status,
      });
    },
  });
}
