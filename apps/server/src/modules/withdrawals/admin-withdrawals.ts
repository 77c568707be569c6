/**
 * The admins' withdrawals queue: see what waits, approve it or reject it with a reason (the money
 * returns) and mark a bank payout paid; identity verification is modules/kyc's review. Every
 * decision is written to admin_actions, which nobody can change (migration 0013).
 */
import { and, desc, eq } from 'drizzle-orm';
import { olderThan } from '../../db/keyset.ts';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { TAdminWithdrawal, TWithdrawalStatus } from '@fanlane/contracts/withdrawal';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { withdrawals, type WithdrawalRow } from '../../db/schema/index.ts';
import { usersForReview } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { closeWithReturn, lockWithdrawal, moveTo } from './withdrawal-steps.ts';
import { postSettle, settlementLines, withdrawalAccounts } from './withdrawal-ledger.ts';
import { presentWithdrawal } from './present.ts';

const record = (tx: Tx, caller: Caller, action: string, targetType: string, targetId: string, detail?: string) =>
  recordAdminAction(tx, caller, action, { type: targetType, id: targetId }, detail);

async function presentForAdmin(deps: AppDeps, rows: WithdrawalRow[]): Promise<TAdminWithdrawal[]> {
  const people = new Map(
    (await usersForReview(deps.db, [...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u] as const),
  );
  return rows.map((row) => ({ ...presentWithdrawal(deps, row), user: people.get(row.userId)! }));
}

export async function listWithdrawalsForAdmin(
  deps: AppDeps,
  caller: Caller,
  query: { cursor?: string; limit?: number; status?: TWithdrawalStatus },
): Promise<TPage<TAdminWithdrawal>> {
  assertPermission(caller.user, 'money.manage');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(
      and(
        query.status ? eq(withdrawals.status, query.status) : undefined,
        olderThan(withdrawals.createdAt, withdrawals.id, cursor),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (kept) => presentForAdmin(deps, kept),
  );
}

async function decide<T>(
  deps: AppDeps,
  id: string,
  step: (
    tx: Tx,
    emit: Parameters<Parameters<AppDeps['events']['transaction']>[0]>[1],
    row: WithdrawalRow,
  ) => Promise<T>,
) {
  return deps.events.transaction(async (tx, emit) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw appError('NOT_FOUND');
    return step(tx, emit, row);
  });
}

const one = async (deps: AppDeps, row: WithdrawalRow) => (await presentForAdmin(deps, [row]))[0]!;

export async function approveWithdrawal(deps: AppDeps, caller: Caller, id: string): Promise<TAdminWithdrawal> {
  assertPermission(caller.user, 'money.manage');
  const row = await decide(deps, id, async (tx, emit, locked) => {
    if (locked.status !== 'requested') throw appError('WITHDRAW_NOT_OPEN');
    await record(tx, caller, 'withdrawal.approve', 'withdrawal', id);
    return moveTo(tx, emit, locked, 'approved', { reviewedBy: caller.user.id, reviewedAt: new Date() });
  });
  return one(deps, row);
}

/** Before anything was sent: waiting for the code, for review, or approved and not yet signed. */
export async function rejectWithdrawal(
  deps: AppDeps,
  caller: Caller,
  id: string,
  reason: string,
): Promise<TAdminWithdrawal> {
  assertPermission(caller.user, 'money.manage');
  const [first] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!first) throw appError('NOT_FOUND');
  await withdrawalAccounts(deps.db, first);
  const row = await decide(deps, id, async (tx, emit, locked) => {
    if (!['awaiting_code', 'requested', 'approved'].includes(locked.status)) throw appError('WITHDRAW_NOT_OPEN');
    await record(tx, caller, 'withdrawal.reject', 'withdrawal', id, reason);
    return closeWithReturn(deps, tx, emit, locked, 'rejected', {
      rejectReason: reason,
      reviewedBy: caller.user.id,
      reviewedAt: new Date(),
    });
  });
  return one(deps, row);
}

/** A bank payout the admin has sent by transfer: settled against the bank rail. */
export async function markPayoutPaid(deps: AppDeps, caller: Caller, id: string): Promise<TAdminWithdrawal> {
  assertPermission(caller.user, 'money.manage');
  const [first] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!first) throw appError('NOT_FOUND');
  if (first.network !== 'bank') throw appError('WITHDRAW_NOT_OPEN');
  const lines = await settlementLines(deps.db, first);
  const row = await decide(deps, id, async (tx, emit, locked) => {
    if (locked.status !== 'approved') throw appError('WITHDRAW_NOT_OPEN');
    await record(tx, caller, 'withdrawal.mark_paid', 'withdrawal', id);
    const settleEntryId = await postSettle(tx, locked, lines);
    return moveTo(tx, emit, locked, 'confirmed', { settleEntryId, completedAt: new Date() });
  });
  return one(deps, row);
}
