/**
 * Disputes (contracts/dispute.ts): a fan's complaint about one of their payments, or a card
 * chargeback. The case as its fan, its creators and the admins see it, the notes each adds, and
 * the admins' steps: a decision on a fan's dispute, the evidence of a chargeback sent to the card
 * provider. Every call here shows its own failure, so none raises the global alert.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDispute, TDisputeLine, TOpenDisputeRequest } from '@fanlane/contracts/dispute';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

export const disputeKeys = {
  all: ['disputes'] as const,
  list: ['disputes', 'list'] as const,
  detail: (id: string) => ['disputes', 'detail', id] as const,
};

// What a dispute changes elsewhere, by the other features' key prefixes (features never import
// each other): the payments it holds or reverses and the balance (wallet), the admins' queue (admin).
const MONEY_KEYS = [['transactions'], ['balance']] as const;
const ADMIN_QUEUE_KEY = ['admin', 'disputes'] as const;

export type TDecision = { outcome: 'won' | 'lost'; note: string };

export function fetchDispute(id: string, opts?: RequestOptions) {
  return api.post<TDispute>(PATHS.disputeDetail, { id }, opts);
}

export function fetchDisputes(cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPage<TDisputeLine>>(PATHS.disputeList, { cursor }, opts);
}

/** How often a case the card provider is deciding is asked again: its answer comes by webhook, any moment. */
const UNDER_REVIEW_POLL_MS = 10_000;

export function useDispute(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: disputeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<TDispute>(disputeKeys.detail(id))?.status;
      const dispute = await fetchDispute(id, { signal, silent: true });
      // Decided elsewhere (the card provider, another admin) since it was last read: money moved.
      if (before && before !== dispute.status)
        await Promise.all(
          [disputeKeys.list, ...MONEY_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      return dispute;
    },
    refetchInterval: (query) => (query.state.data?.status === 'under_review' ? UNDER_REVIEW_POLL_MS : false),
  });
}

/** The disputes the user is in, as fan or creator, newest first. */
export function useDisputes() {
  return useCursorPages({
    queryKey: disputeKeys.list,
    fetchPage: (cursor, signal) => fetchDisputes(cursor, { signal, silent: true }),
  });
}

/** The case as the server now answers it, and every list that shows it; `money` when payments moved. */
async function settle(queryClient: QueryClient, dispute: TDispute, { money }: { money: boolean }) {
  queryClient.setQueryData(disputeKeys.detail(dispute.id), dispute);
  const keys = [disputeKeys.list, ADMIN_QUEUE_KEY, ...(money ? MONEY_KEYS : [])];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A fan disputes one of their payments: the creator's share is held from now on. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpenDisputeRequest) => api.post<TDispute>(PATHS.disputeOpen, body, { silent: true }),
    onSuccess: (dispute) => settle(queryClient, dispute, { money: true }),
  });
}

export function useAddEvidence(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<TDispute>(PATHS.disputeEvidence, { id, text }, { silent: true }),
    onSuccess: (dispute) => settle(queryClient, dispute, { money: false }),
  });
}

/** An admin decides a fan's dispute: `won` releases the creator's share, `lost` refunds the fan. */
export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TDecision) =>
      api.post<TDispute>(PATHS.adminDisputeDecide, { id, ...decision }, { silent: true }),
    onSuccess: (dispute) => settle(queryClient, dispute, { money: true }),
  });
}

/** An admin sends a chargeback's notes to the card provider; its decision comes later. */
export function useSubmitDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TDispute>(PATHS.adminDisputeSubmit, { id }, { silent: true }),
    onSuccess: (dispute) => settle(queryClient, dispute, { money: true }),
  });
}
