/**
 * Telegram asks before it takes the Stars (pre_checkout_query; it waits 10 s for the answer): yes
 * only for an invoice of ours that is still pending, in Stars, for the price it was made with. A
 * refusal carries a reason in the payer's language, which Telegram shows them.
 */
import type { AppDeps } from '../../deps.ts';
import { findStarPayment } from './star-payments-repo.ts';

export type PreCheckout = { payload: string; currency: string; totalAmount: number };

export async function mayPayStarsInvoice(deps: AppDeps, query: PreCheckout): Promise<boolean> {
  if (query.currency !== 'XTR') return false;
  const invoice = await findStarPayment(deps.db, query.payload);
  return invoice?.status === 'pending' && invoice.stars === BigInt(query.totalAmount);
}
