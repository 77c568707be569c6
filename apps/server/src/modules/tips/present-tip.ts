/** A tip as its sender gets it back (and as the idempotency key stores it for a retry). */
import type { TSpendableCurrency, TTipResult } from '@fanlane/contracts/money';

export const presentTip = (tip: {
  tipId: string;
  entryId: string;
  currency: TSpendableCurrency;
  amount: bigint;
  usdCents: bigint;
}): TTipResult => ({
  tipId: tip.tipId,
  currency: tip.currency,
  amount: tip.amount.toString(),
  usdCents: tip.usdCents.toString(),
  transactionId: tip.entryId,
});
