/**
 * The page that starts a top-up again after a cancelled or failed one: the same channel's page with
 * the same amount and the same way back.
 */
import type { TTopUp } from '@fanlane/contracts/top-up';
import { withQuery } from '../../../shared/lib/request';

export function topUpRetryPath(topUp: TTopUp | null | undefined, returnPath: string | null): string {
  const page = topUp?.channel === 'onramp' ? '/topUp/alchemy' : '/topUp/kodo';
  return withQuery(page, { amount: topUp?.amountCents, return: returnPath });
}
