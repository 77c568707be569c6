/** Every admin decision, recorded (admin_actions is append-only: a trigger refuses updates and deletes). */
import type { Tx } from '../../db/client.ts';
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
