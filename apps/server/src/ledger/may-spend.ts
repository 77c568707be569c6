/**
 * Who may move money out of their wallet: a signed-in user whose account is not restricted. The
 * first line of every spend (purchase, tip, subscription, plan change), so the rule holds whoever
 * calls the use-case, not only behind the route's guard.
 */
import type { UserRow } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';

export function assertMaySpend(user: Pick<UserRow, 'status'>): void {
  if (user.status === 'restricted') throw appError('ACCOUNT_RESTRICTED');
}
