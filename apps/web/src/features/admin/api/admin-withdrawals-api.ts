/** The admins' withdrawals queue (contracts/withdrawal.ts): list by status, approve, reject, mark a bank payout paid. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TAdminWithdrawal, TWithdrawalStatus } from '@fanlane/contracts/withdrawal';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

export const adminWithdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  list: (status: TWithdrawalStatus) => ['admin', 'withdrawals', status] as const,
};

export function useAdminWithdrawals(status: TWithdrawalStatus) {
  return useCursorPages({
    queryKey: adminWithdrawalKeys.list(status),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TAdminWithdrawal>>(PATHS.adminWithdrawalList, { status, cursor }, { signal, silent: true }),
  });
}

export type WithdrawalDecision =
  | { action: 'approve'; id: string }
  | { action: 'reject'; id: string; reason: string }
  | { action: 'markPaid'; id: string };

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      decision.action === 'approve'
        ? api.post<TAdminWithdrawal>(PATHS.adminWithdrawalApprove, { id: decision.id })
        : decision.action === 'reject'
          ? api.post<TAdminWithdrawal>(PATHS.adminWithdrawalReject, { id: decision.id, reason: decision.reason })
          : api.post<TAdminWithdrawal>(PATHS.adminWithdrawalMarkPaid, { id: decision.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalKeys.all }),
  });
}
