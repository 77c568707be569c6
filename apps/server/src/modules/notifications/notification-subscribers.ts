/**
 * Notifications listen to the domain events: each event that tells someone becomes a notify job,
 * made in the relay's transaction (once for the cluster), run by the job runner, so no channel is
 * ever waited for inside a request or the relay.
 */
import type { AppDeps } from '../../deps.ts';
import type { CommittedEvent } from '../../events/catalogue.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { NOTIFYING_EVENTS, notifies, type NotifyingEvent } from './notices-of-event.ts';
import { NOTIFY_JOB } from './notify.ts';

/** A message to someone in the chat right now needs no job: they see it there (the job checks again). */
async function seenInChat(deps: AppDeps, event: CommittedEvent<NotifyingEvent>): Promise<boolean> {
  if (event.type !== 'message.sent') return false;
  const { recipientId } = event.data;
  return (await deps.realtime.presence([recipientId])).get(recipientId)?.online ?? false;
}

export function registerNotificationSubscribers(deps: AppDeps) {
  deps.events.onDurable('notifications', NOTIFYING_EVENTS, async (event, tx) => {
    if (!notifies(event) || (await seenInChat(deps, event))) return;
    await enqueueJob(tx, { kind: NOTIFY_JOB, payload: { event } });
  });
}
