/** Whether the user has a withdrawal still on its way (an account deletion waits for it, docs/account-deletion.md). */
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATUSES } from '@fanlane/contracts/withdrawal';
import type { Database, Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';

export async function hasOpenWithdrawal(db: Database | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES])))
    .limit(1);
  return row !== undefined;
}
