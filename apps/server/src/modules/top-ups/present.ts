/** Top-ups and saved cards as the API shows them: amounts as digit strings, no provider tokens. */
import type { TPaymentMethod, TTopUp } from '@fanlane/contracts/top-up';
import type { PaymentMethodRow, TopUpRow } from '../../db/schema/index.ts';

export function presentTopUp(row: TopUpRow): TTopUp {
  const open = row.status === 'pending' || row.status === 'requires_confirmation';
  return {
    id: row.id,
    channel: row.channel,
    provider: row.provider,
    status: row.status,
    amountCents: row.amountCents.toString(),
    feeCents: row.feeCents.toString(),
    totalCents: row.totalCents.toString(),
    checkoutUrl: open ? row.checkoutUrl : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureCode: row.failureCode,
    transactionId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function presentPaymentMethod(row: PaymentMethodRow): TPaymentMethod {
  return {
    id: row.id,
    provider: row.provider,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    primary: row.primary,
    createdAt: row.createdAt.toISOString(),
  };
}
