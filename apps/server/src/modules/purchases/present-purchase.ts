/** A purchase as its buyer gets it back (and as the idempotency key stores it for a retry). */
import type { TPurchaseResult, TSpendableCurrency } from '@fanlane/contracts/money';

export const presentPurchase = (purchase: {
  purchaseId: string;
  postId: string;
  entryId: string;
  currency: TSpendableCurrency;
  amount: bigint;
  usdCents: bigint;
}): TPurchaseResult => ({
  purchaseId: purchase.purchaseId,
  postId: purchase.postId,
  currency: purchase.currency,
  amount: purchase.amount.toString(),
  usdCents: purchase.usdCents.toString(),
  transactionId: purchase.entryId,
});
