/**
 * Withdrawals and creator payouts (contracts/withdrawal.ts): the form's terms, asking (a money call
 * with the Idempotency-Key of the withdrawal the user means), the mailed code, cancel, and one
 * withdrawal followed until it settles.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import {
  OPEN_WITHDRAWAL_STATUSES,
  type TCreatorWithdrawRequest,
  type TWalletWithdrawRequest,
  type TWithdrawal,
  type TWithdrawalOptions,
  type TWithdrawalStatus,
} from '@fanlane/contracts/withdrawal';
import { api, idempotencyHeaders, sellerHeaders } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { refreshBalance } from './balance-api';

/** How often a withdrawal on its way is asked about. */
export const WITHDRAWAL_POLL_MS = 4000;

export const withdrawKeys = {
  all: ['withdrawals'] as const,
  options: ['withdrawals', 'options'] as const,
  list: ['withdrawals', 'list'] as const,
  detail: (ref: string) => ['withdrawals', 'detail', ref] as const,
};

export const isOpenWithdrawal = (status: TWithdrawalStatus) =>
  (OPEN_WITHDRAWAL_STATUSES as readonly string[]).includes(status);

export function useWithdrawOptions() {
  return useQuery({
    queryKey: withdrawKeys.options,
    queryFn: ({ signal }) => api.post<TWithdrawalOptions>(PATHS.withdrawOptions, {}, { signal, silent: true }),
  });
}

export function useWithdrawal(ref: string) {
  return useQuery({
    queryKey: withdrawKeys.detail(ref),
    queryFn: ({ signal }) => api.post<TWithdrawal>(PATHS.withdrawDetail, { ref }, { signal, silent: true }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      // Waiting for the user's own code needs no asking; an admin's decision and the network do.
      return status !== undefined && status !== 'awaiting_code' && isOpenWithdrawal(status)
        ? WITHDRAWAL_POLL_MS
        : false;
    },
  });
}

export function useWithdrawals() {
  return useCursorPages({
    queryKey: withdrawKeys.list,
    fetchPage: (cursor, signal) =>
      api.post<TPage<TWithdrawal>>(PATHS.withdrawList, { cursor }, { signal, silent: true }),
  });
}

/** Asks for a withdrawal (wallet) or a payout (creator); the money is reserved at once. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      key,
    }: {
      body:
        | { kind: 'wallet'; request: TWalletWithdrawRequest }
        | { kind: 'payout'; request: TCreatorWithdrawRequest; creatorDomain: string };
      key: string;
    }) =>
      body.kind === 'wallet'
        ? api.post<TWithdrawal>(PATHS.walletWithdraw, body.request, { headers: idempotencyHeaders(key), silent: true })
        : api.post<TWithdrawal>(PATHS.creatorWithdraw, body.request, {
            headers: { ...idempotencyHeaders(key), ...sellerHeaders(body.creatorDomain) },
            silent: true,
          }),
    onSuccess: async (withdrawal) => {
      queryClient.setQueryData(withdrawKeys.detail(withdrawal.id), withdrawal);
      await Promise.all([queryClient.invalidateQueries({ queryKey: withdrawKeys.all }), refreshBalance(queryClient)]);
    },
  });
}

/** The steps on one withdrawal: its code, a new code, cancelling. Each answers the withdrawal as it now is. */
export function useWithdrawalStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { kind: 'confirm'; code: string } | { kind: 'resend' } | { kind: 'cancel' }) => {
      const path =
        step.kind === 'confirm'
          ? PATHS.withdrawConfirm
          : step.kind === 'resend'
            ? PATHS.withdrawResendCode
            : PATHS.withdrawCancel;
      return api.post<TWithdrawal>(path, step.kind === 'confirm' ? { id, code: step.code } : { id }, { silent: true });
    },
    onSuccess: async (withdrawal) => {
      queryClient.setQueryData(withdrawKeys.detail(id), withdrawal);
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.list });
      if (!isOpenWithdrawal(withdrawal.status)) await refreshBalance(queryClient);
    },
    // A wrong code may have closed it (too many tries): show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.detail(id) }),
  });
}
