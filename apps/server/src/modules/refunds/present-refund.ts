/**
 * What an admin gets back for a refund: the refund's entry id. (The schema belongs in
 * contracts/money.ts beside ZRefundRequest; it is here until the admin app needs it.)
 */
import { z } from 'zod';
import type { Reversal } from '../../ledger/refund.ts';

export const ZRefundResult = z.object({ refundId: z.string() });
export type TRefundResult = z.infer<typeof ZRefundResult>;

export const presentRefund = (reversal: Pick<Reversal, 'refundId'>): TRefundResult => ({ refundId: reversal.refundId });
