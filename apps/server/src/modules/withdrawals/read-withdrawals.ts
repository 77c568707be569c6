/** A user's withdrawals: the history (`/user/withdraw/flow/*`), one by id or hash (`/withdraw/:hash`), the form's terms. */
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { olderThan } from '../../db/keyset.ts';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { TWithdrawal, TWithdrawalOptions } from '@fanlane/contracts/withdrawal';
import type { AppDeps } from '../../deps.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Caller } from '../auth/guards.ts';
import { withdrawalChannels } from './channels.ts';
import { presentWithdrawal } from './present.ts';

const chainHead = async (deps: AppDeps) => (deps.evmSender ? await deps.evmSender.head().catch(() => null) : null);

export async function listWithdrawals(
  deps: AppDeps,
  caller: Caller,
  query: TCursorRequest,
): Promise<TPage<TWithdrawal>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, caller.user.id), olderThan(withdrawals.createdAt, withdrawals.id, cursor)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1);
  const head = rows.some((r) => r.status === 'broadcast') ? await chainHead(deps) : null;
  return pageOf(
    rows,
    limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (kept) => kept.map((row) => presentWithdrawal(deps, row, head)),
  );
}

/** By id or by transaction hash; someone else's is NOT_FOUND, like one that does not exist. */
export async function getWithdrawal(deps: AppDeps, caller: Caller, ref: string): Promise<TWithdrawal> {
  const where = isUuid(ref)
    ? eq(withdrawals.id, ref)
    : /^0x[0-9a-fA-F]{64}$/.test(ref)
      ? eq(withdrawals.txHash, ref.toLowerCase())
      : null;
  if (!where) throw appError('NOT_FOUND');
  const [row] = await deps.db.select().from(withdrawals).where(where);
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  return presentWithdrawal(deps, row, row.status === 'broadcast' ? await chainHead(deps) : null);
}

export async function withdrawalOptions(deps: AppDeps, caller: Caller): Promise<TWithdrawalOptions> {
  const [row] = await deps.db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.usdCents}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, caller.user.id),
        gt(withdrawals.createdAt, sql`now() - interval '24 hours'`),
        notInArray(withdrawals.status, ['failed', 'rejected', 'cancelled', 'expired']),
      ),
    );
  const { dailyLimitCents, reviewAboveCents } = deps.config.withdraw;
  const used = BigInt(row?.total ?? '0');
  return {
    channels: withdrawalChannels(deps),
    dailyLimitCents: dailyLimitCents.toString(),
    dailyLeftCents: (used >= dailyLimitCents ? 0n : dailyLimitCents - used).toString(),
    reviewAboveCents: reviewAboveCents.toString(),
    kycStatus: caller.user.kycStatus,
    savedAddress: caller.user.payoutAddress,
  };
}
