/** Content takedown (content.remove): a post or comment hidden for everyone but its author and staff. */
import type { TContentRemoveRequest } from '@fanlane/contracts/moderation';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Emit } from '../../events/event-bus.ts';
import { appError } from '../../http/app-error.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { takeDownComment, takeDownPost } from '../posts/takedown.ts';
import { enqueueModerationMail, excerptOf } from './mail-moderation.ts';
import { resolveReports } from './moderation-repo.ts';

/** Takes the post or comment down in the caller's transaction, records it and tells the author. */
export async function takeDown(
  tx: Tx,
  emit: Emit,
  caller: Caller,
  type: 'post' | 'comment',
  id: string,
  reason: string,
): Promise<void> {
  const removed =
    type === 'post' ? await takeDownPost(tx, emit, id, reason) : await takeDownComment(tx, emit, id, reason);
  if (!removed) throw appError('CONTENT_NOT_REMOVABLE');
  await recordAdminAction(tx, caller, `${type}.remove`, { type, id }, reason);
  await enqueueModerationMail(tx, {
    userId: removed.authorId,
    kind: type === 'post' ? 'postRemoved' : 'commentRemoved',
    reason,
    excerpt: excerptOf(removed.text),
  });
}

export async function removeContent(deps: AppDeps, caller: Caller, body: TContentRemoveRequest) {
  assertPermission(caller.user, 'content.remove');
  await deps.events.transaction(async (tx, emit) => {
    await takeDown(tx, emit, caller, body.targetType, body.targetId, body.reason);
    await resolveReports(tx, body.targetType, body.targetId, caller.user.id, 'removed');
  });
  deps.jobs.wake();
  return { removed: true as const };
}
