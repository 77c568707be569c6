/**
 * One payment the fan means (a purchase, a tip, a subscription) from the moment its dialog opens:
 * one Idempotency-Key for all of its tries, so a double click or a retry after a lost answer is
 * answered by the server instead of charging twice. A wallet that falls short hands over to the
 * insufficient-funds modal; any other failure is shown in the dialog; a success refreshes the
 * balance before the caller's own follow-up. The balance is the wallet feature's: the app hands in
 * how to read it again (app/pay-modals/wallet-payment.tsx).
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '#i18n';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { newIdempotencyKey } from '../../../shared/lib/request';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { shortfallOf } from '../lib/pay-failure';

export interface PaymentOptions<TVars, TResult> {
  pay: (vars: TVars, key: string) => Promise<TResult>;
  /** Reads the wallet balance again; awaited before `onPaid`, and a failure of it is ignored. */
  refreshBalance: () => Promise<unknown>;
  onPaid: (result: TResult, vars: TVars) => Promise<void> | void;
  /** A failure the dialog handles itself (answers true), before the generic handling. */
  onFailure?: (error: unknown) => boolean;
}

export function usePayment<TVars, TResult>({ pay, refreshBalance, onPaid, onFailure }: PaymentOptions<TVars, TResult>) {
  const { t } = useTranslation();
  const location = useLocation();
  const openPayModal = usePayModalStore((s) => s.open);
  const [key] = useState(newIdempotencyKey);
  // Set at once, unlike the mutation's state, so a second click in the same frame is dropped.
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (vars: TVars) => pay(vars, key),
    onSuccess: async (result, vars) => {
      // The money has moved whatever happens here: a balance that cannot be read now keeps its old
      // figure until its next read, and the dialog still moves on.
      await refreshBalance().catch(() => null);
      await onPaid(result, vars);
    },
    onError: (failure) => {
      if (onFailure?.(failure)) return;
      const shortfall = shortfallOf(failure);
      if (shortfall) {
        openPayModal({ kind: 'insufficient', ...shortfall, returnPath: `${location.pathname}${location.search}` });
        return;
      }
      setError(serverErrorMessage(t, failure));
    },
    onSettled: () => {
      busy.current = false;
    },
  });

  const submit = (vars: TVars) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    mutation.mutate(vars);
  };

  return { submit, pending: mutation.isPending, error };
}
