/**
 * Card and on-ramp top-ups (contracts/top-up.ts): what the deployment offers, starting one (with the
 * Idempotency-Key of the top-up the user means), and following it until the provider's webhook has
 * settled it. A top-up stays open while it is pending or waits for the card holder's confirmation.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TTopUp, TTopUpCreateRequest, TTopUpOptions } from '@fanlane/contracts/top-up';
import { api, idempotencyHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { isFinalTopUp } from '../lib/top-up-state';

/** How often an open top-up is asked about. */
export const TOP_UP_POLL_MS = 2000;

/** Every top-up query starts with `topUpKeys.all`. */
export const topUpKeys = {
  all: ['top-ups'] as const,
  options: ['top-ups', 'options'] as const,
  list: ['top-ups', 'list'] as const,
  detail: (id: string) => ['top-ups', 'detail', id] as const,
};

export function fetchTopUpOptions(opts?: RequestOptions) {
  return api.post<TTopUpOptions>(PATHS.topUpOptions, {}, opts);
}

/** Starts a top-up; `key` stays the same for every retry of the same one. */
export function createTopUp(body: TTopUpCreateRequest, key: string, opts?: RequestOptions) {
  return api.post<TTopUp>(PATHS.topUpCreate, body, { ...opts, headers: idempotencyHeaders(key) });
}

export function fetchTopUps(cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPage<TTopUp>>(PATHS.topUpList, { cursor }, opts);
}

export function fetchTopUp(id: string, opts?: RequestOptions) {
  return api.post<TTopUp>(PATHS.topUpDetail, { id }, opts);
}

/** The fan left the hosted checkout by its cancel link: an open top-up is closed as cancelled. */
export function cancelTopUp(id: string, opts?: RequestOptions) {
  return api.post<TTopUp>(PATHS.topUpCancel, { id }, opts);
}

export function topUpOptionsQuery() {
  return queryOptions({
    queryKey: topUpKeys.options,
    queryFn: ({ signal }) => fetchTopUpOptions({ signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The user's top-ups, newest first, page by page. */
export function useTopUps() {
  return useCursorPages({
    queryKey: topUpKeys.list,
    fetchPage: (cursor, signal) => fetchTopUps(cursor, { signal, silent: true }),
  });
}

export function useTopUpOptions() {
  return useQuery(topUpOptionsQuery());
}

/** One top-up, asked about again every few seconds while it is open (unless `poll` is false). */
export function useTopUp(id: string | null, { poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: topUpKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchTopUp(id ?? '', { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return poll && status !== undefined && !isFinalTopUp(status) ? TOP_UP_POLL_MS : false;
    },
  });
}

/** Cancels a top-up; the history and its detail then show what the server answered. */
export function useCancelTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelTopUp(id, { silent: true }),
    onSuccess: async (topUp) => {
      queryClient.setQueryData(topUpKeys.detail(topUp.id), topUp);
      await queryClient.invalidateQueries({ queryKey: topUpKeys.list });
    },
  });
}
