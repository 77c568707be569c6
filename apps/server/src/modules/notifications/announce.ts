import { randomUUID } from 'node:crypto';
import type { TOk } from '@fanlane/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { queueFanout } from './fan-out.ts';

/** A system announcement: every user's list gets it, through the fan-out job, and the admin's act is recorded. */
export async function announce(deps: AppDeps, caller: Caller, text: string): Promise<TOk> {
  assertPermission(caller.user, 'notifications.announce');
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await queueFanout(tx, {
      source: `announcement:${id}`,
      kind: 'system.announcement',
      audience: 'everyone',
      actorId: null,
      target: { type: 'none' },
      text,
    });
    await recordAdminAction(tx, caller, 'notification.announce', { type: 'announcement', id }, text);
  });
  deps.jobs.wake();
  return { ok: true };
}
