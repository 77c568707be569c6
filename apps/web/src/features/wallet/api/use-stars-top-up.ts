/**
 * Paying a Stars top-up inside the mini-app: the invoice is made, Telegram's own payment sheet opens
 * it (openInvoice), and once Telegram says it is paid the top-up is followed until the bot has
 * credited it; then the balance is read again. While the sheet is open, closing the mini-app asks
 * first (shared/lib/busy.ts); haptics mark the outcome.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { busy } from '../../../shared/lib/busy';
import { haptic } from '../../../shared/lib/haptic';
import { openTelegramInvoice } from '../../../shared/lib/telegram-invoice';
import { useIntentKey } from '../lib/use-intent-key';
import { refreshBalance } from './balance-api';
import { createStarsInvoice, useStarTopUp } from './stars-api';

/** Where the payment stands: `waiting` from Telegram's "paid" until the Stars are credited. */
export type StarsPhase =
  | { kind: 'idle' }
  | { kind: 'waiting'; id: string }
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'unsupported' };

export function useStarsTopUp() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  const [phase, setPhase] = useState<StarsPhase>({ kind: 'idle' });
  const create = useMutation({
    mutationFn: (stars: string) => createStarsInvoice({ stars }, intent.keyFor({ stars }), { silent: true }),
  });
  const topUp = useStarTopUp(phase.kind === 'waiting' ? phase.id : null);
  const credited = topUp.data?.status === 'succeeded';

  useEffect(() => {
    if (!credited) return;
    haptic('success');
    void refreshBalance(queryClient).catch(() => undefined);
  }, [credited, queryClient]);

  /** Telegram's sheet, open until the user pays or closes it. */
  const followInvoice = async (id: string, link: string) => {
    const status = await busy.during(() => openTelegramInvoice(link));
    // Whatever Telegram said, the next Pay is a new top-up.
    intent.reset();
    if (status === 'paid' || status === 'pending') setPhase({ kind: 'waiting', id });
    else if (status === 'cancelled') setPhase({ kind: 'cancelled' });
    else if (status === null) setPhase({ kind: 'unsupported' });
    else {
      haptic('error');
      setPhase({ kind: 'failed' });
    }
  };

  const pay = (stars: string) => {
    setPhase({ kind: 'idle' });
    create.mutate(stars, {
      onSuccess: (invoice) => void followInvoice(invoice.id, invoice.invoiceLink),
    });
  };

  return {
    pay,
    phase,
    create,
    /** The top-up being followed, once Telegram said it was paid. */
    topUp: topUp.data ?? null,
    credited,
    startOver: () => {
      create.reset();
      setPhase({ kind: 'idle' });
    },
  };
}
