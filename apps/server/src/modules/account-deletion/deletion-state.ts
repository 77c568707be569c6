/**
 * What the delete-account page shows before the user confirms (docs/account-deletion.md): how to
 * confirm, the balances that would be given up, an open withdrawal, the subscriptions that stop.
 */
import { CURRENCIES } from '@fanlane/contracts/money';
import type { TAccountDeletionState, TDeletionBalance, TDeletionConfirmMethod } from '@fanlane/contracts/account-data';
import type { AppDeps } from '../../deps.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { balancesOf, earningsAvailable, earningsPending, wallet } from '../../ledger/accounts.ts';
import { scheduledDeletionOf } from '../auth/account-deletions-repo.ts';
import { renewingCounts } from '../subscriptions/account-deletion.ts';
import { hasOpenWithdrawal } from '../withdrawals/open-withdrawal.ts';

export const confirmMethodOf = (user: Pick<UserRow, 'passwordHash' | 'email'>): TDeletionConfirmMethod =>
  user.passwordHash ? 'password' : user.email ? 'code' : 'unavailable';

/**
 * Every non-zero balance the user holds: wallet currencies and a creator's earnings (pending and
 * available). No dust threshold: any amount left is given up, so any amount must be acknowledged.
 */
export async function remainingBalances(db: Database, userId: string): Promise<TDeletionBalance[]> {
  const held = await balancesOf(db, userId);
  const out: TDeletionBalance[] = [];
  for (const currency of CURRENCIES) {
    const minor = held.get(wallet(userId, currency).key) ?? 0n;
    if (minor > 0n) out.push({ kind: 'wallet', currency, minor: minor.toString() });
  }
  for (const [kind, ref] of [
    ['earnings-pending', earningsPending(userId)],
    ['earnings-available', earningsAvailable(userId)],
  ] as const) {
    const minor = held.get(ref.key) ?? 0n;
    if (minor > 0n) out.push({ kind, currency: 'USD', minor: minor.toString() });
  }
  return out;
}

export async function getDeletionState(deps: AppDeps, user: UserRow, db: Database | Tx = deps.db) {
  const [scheduled, balances, openWithdrawal, renewing] = await Promise.all([
    scheduledDeletionOf(db, user.id),
    remainingBalances(deps.db, user.id),
    hasOpenWithdrawal(db, user.id),
    renewingCounts(db, user.id),
  ]);
  const state: TAccountDeletionState = {
    state: scheduled ? 'scheduled' : 'none',
    requestedAt: scheduled?.requestedAt.getTime() ?? null,
    dueAt: scheduled?.dueAt.getTime() ?? null,
    graceDays: Math.round(deps.config.accountDeletionGraceMs / 86_400_000),
    confirmBy: confirmMethodOf(user),
    email: user.email,
    balances,
    openWithdrawal,
    renewingSubscriptions: renewing.asFan,
    renewingSubscribers: renewing.asCreator,
  };
  return state;
}
