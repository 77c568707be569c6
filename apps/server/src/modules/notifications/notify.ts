/**
 * The notify job: one per domain event that tells someone (notification-subscribers.ts). It makes
 * the event's notifications and delivers each; a new post also starts its fan-out. Run again, it
 * writes and sends nothing twice (the dedupe keys, the fan-out's source).
 */
import type { AppDeps } from '../../deps.ts';
import type { JobRow } from '../../db/schema/index.ts';
import type { CommittedEvent } from '../../events/catalogue.ts';
import { deliverNotice } from './deliver-notice.ts';
import { queuePostFanout } from './fan-out.ts';
import { noticesOf, type NotifyingEvent } from './notices-of-event.ts';

export const NOTIFY_JOB = 'notifications.notify';

export async function runNotify(deps: AppDeps, job: Pick<JobRow, 'payload'>): Promise<void> {
  const event = (job.payload as { event: CommittedEvent<NotifyingEvent> }).event;
  if (event.type === 'post.published') await queuePostFanout(deps, event.data.postId);
  for (const notice of await noticesOf(deps, event)) await deliverNotice(deps, notice);
}
