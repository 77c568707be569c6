/** A payment's amount as the user sees it: minus when it left them, plus when it came in. */
import type { TTransaction } from '@fanlane/contracts/money';
import { formatMoney } from '../../../shared/lib/money';

export function signedAmount(tx: Pick<TTransaction, 'amount' | 'currency' | 'direction'>): string {
  return formatMoney(tx.direction === 'paid' ? `-${tx.amount}` : tx.amount, tx.currency, undefined, true);
}
