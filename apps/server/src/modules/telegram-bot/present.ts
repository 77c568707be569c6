/** A Stars top-up as the API shows it. */
import type { TStarTopUp } from '@fanlane/contracts/telegram-bot';
import type { TelegramStarPaymentRow } from '../../db/schema/index.ts';

export function presentStarTopUp(row: TelegramStarPaymentRow): TStarTopUp {
  return {
    id: row.id,
    stars: row.stars.toString(),
    status: row.status,
    invoiceLink: row.invoiceLink,
    transactionId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
