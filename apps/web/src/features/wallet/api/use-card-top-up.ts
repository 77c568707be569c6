/**
 * One card (or on-ramp) top-up from the user's Pay to its end. Without a saved card the provider's
 * hosted checkout takes over (`window.location.assign`); with a saved card the charge happens at
 * once and the top-up is followed until the webhook settled it, then the balance is read again. A
 * card that asks its holder to confirm goes to the provider's page for that step.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopUp, TTopUpChannel } from '@fanlane/contracts/top-up';
import { isFinalTopUp } from '../lib/top-up-state';
import { useIntentKey } from '../lib/use-intent-key';
import { refreshBalance } from './balance-api';
import { createTopUp, topUpKeys, useTopUp } from './top-up-api';

export type CardTopUpInput = { amountCents: string; paymentMethodId: string | null };

function goToCheckout(url: string): void {
  window.location.assign(url);
}

export function useCardTopUp(channel: TTopUpChannel, returnPath: string | null) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  const [followId, setFollowId] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const settled = useRef<string | null>(null);
  const followed = useTopUp(followId);

  const create = useMutation({
    mutationFn: ({ amountCents, paymentMethodId }: CardTopUpInput) => {
      const body = {
        channel,
        amountCents,
        ...(paymentMethodId ? { paymentMethodId } : {}),
        ...(returnPath ? { returnPath } : {}),
      };
      return createTopUp(body, intent.keyFor(body), { silent: true });
    },
    onSuccess: (topUp: TTopUp, input) => {
      if (topUp.checkoutUrl && (!input.paymentMethodId || topUp.status === 'requires_confirmation')) {
        setRedirecting(true);
        goToCheckout(topUp.checkoutUrl);
        return;
      }
      queryClient.setQueryData(topUpKeys.detail(topUp.id), topUp);
      setFollowId(topUp.id);
    },
  });

  const topUp = followed.data ?? null;
  useEffect(() => {
    if (!topUp || settled.current === `${topUp.id}:${topUp.status}`) return;
    settled.current = `${topUp.id}:${topUp.status}`;
    if (topUp.status === 'requires_confirmation' && topUp.checkoutUrl) {
      setRedirecting(true);
      goToCheckout(topUp.checkoutUrl);
      return;
    }
    if (!isFinalTopUp(topUp.status)) return;
    // Settled either way: another Pay is a new payment with a new key.
    intent.reset();
    // A failed re-read leaves the last figure in the header; the next read (focus, navigation) corrects it.
    if (topUp.status === 'succeeded') refreshBalance(queryClient).catch(() => undefined);
  }, [topUp, intent, queryClient]);

  // Set at once, unlike the mutation's state, so a second click in the same frame is dropped.
  const busy = useRef(false);
  const pay = (input: CardTopUpInput) => {
    if (busy.current || redirecting) return;
    busy.current = true;
    create.mutate(input, {
      onSettled: () => {
        busy.current = false;
      },
    });
  };

  /** Back to the form after a failed charge, to try again. */
  const startOver = () => {
    setFollowId(null);
    create.reset();
  };

  return { pay, create, topUp, redirecting, startOver };
}
