/** Every admin decision, recorded (admin_actions is append-only: a trigger refuses updates and deletes). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { adminActions } from '../../db/schema/index.ts';
import type { Caller } from '../auth/guards.ts';

export async function recordAdminAction(
  tx: Tx,
  caller: Caller,
  action: string,
  target: { type: string; id: string },
  detail?: string,
) {
  await tx
    .insert(adminActions)
    .values({ adminId: caller.user.id, action, targetType: target.type, targetId: target.id, detail: detail ?? null });
}

/** The newest staff actions on one target (the users console's history of an account), newest first. */
export function recentActionsOn(db: Database | Tx, target: { type: string; id: string }, limit = 20) {
  return db
    .select({
      action: adminActions.action,
      adminId: adminActions.adminId,
      detail: adminActions.detail,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .where(and(eq(adminActions.targetType, target.type), eq(adminActions.targetId, target.id)))
    .orderBy(desc(adminActions.createdAt))
    .limit(limit);
}
