/**
 * Saved cards of the sandbox gateway (Stripe keeps cards in its own Checkout): list, add, remove and
 * choose the primary one. Every change reads the list again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPaymentMethod, TPaymentMethodSaveRequest } from '@fanlane/contracts/top-up';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
};

export function fetchPaymentMethods(opts?: RequestOptions) {
  return api.post<TPaymentMethod[]>(PATHS.paymentMethodList, {}, opts);
}

export function savePaymentMethod(body: TPaymentMethodSaveRequest, opts?: RequestOptions) {
  return api.post<TPaymentMethod>(PATHS.paymentMethodSave, body, opts);
}

export function deletePaymentMethod(id: string, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.paymentMethodDelete, { id }, opts);
}

export function setPrimaryPaymentMethod(id: string, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.paymentMethodSetPrimary, { id }, opts);
}

/** The saved cards, when the card provider keeps them (`enabled`). */
export function usePaymentMethods(enabled = true) {
  return useQuery({
    queryKey: paymentMethodKeys.all,
    queryFn: ({ signal }) => fetchPaymentMethods({ signal, silent: true }),
    enabled,
  });
}

/** A change to the saved cards (`run`), after which the list is read again. */
export function usePaymentMethodChange<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}
