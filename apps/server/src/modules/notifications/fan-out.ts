/**
 * The fan-out job (docs/notifications.md, "Fan-out"): one notification to a whole audience (a new
 * post to the creator's followers and subscribers, an announcement to everyone). Each batch is one
 * transaction on the locked fan-out: the next FANOUT_BATCH recipients after its cursor, their rows
 * in one statement (ON CONFLICT DO NOTHING on the dedupe key), and the cursor moved on. So a
 * restart goes on after the last stored batch, and two runs at once take turns, never writing a
 * row twice. Live frames and the other channels follow each batch, for its new rows only.
 *
 * A run stops after FANOUT_SLICE (batches or time) and leaves the rest to a new job, so no run
 * outlives its lease (jobs.ts) and a stopping runner is never held up by a long fan-out.
 */
import { NOTIFICATIONS_MASTER_ITEM, type TNotificationChannel } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { JobRow, NotificationFanoutRow, NotificationRow } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { findPost } from '../posts/posts-repo.ts';
import { outsideChannels, sendToMany } from './channels.ts';
import { actorNameOf, recipientsByIds } from './deliver-notice.ts';
import { lockFanout, nextRecipients, saveProgress, startFanout, type NewFanout } from './fanouts-repo.ts';
import { publishLive } from './live.ts';
import { excerpt } from './notice.ts';
import { insertForMany, type NotificationContent } from './notifications-repo.ts';
import { channelsFor, itemOfKind } from './preferences.ts';
import { choicesOfMany } from './preferences-repo.ts';
import type { Tx } from '../../db/client.ts';

export const FANOUT_JOB = 'notifications.fan_out';
/** Recipients written per statement. */
export const FANOUT_BATCH = 1000;
export type FanoutSlice = { batches: number; ms: number };
/** What one run of the job does at most before it hands the rest to the next run. */
export const FANOUT_SLICE: FanoutSlice = { batches: 20, ms: 20_000 };

const contentOf = (fanout: NotificationFanoutRow): NotificationContent => ({
  kind: fanout.kind,
  actorId: fanout.actorId,
  target: fanout.target,
  amountCents: null,
  text: fanout.text,
  dedupeKey: fanout.source,
});

/**
 * Records a fan-out and its job, in the caller's transaction; a source that has one already (a
 * replayed event) changes nothing: that fan-out's own jobs carry it on.
 */
export async function queueFanout(tx: Tx, fanout: NewFanout): Promise<string | undefined> {
  const id = await startFanout(tx, fanout);
  if (id) await enqueueJob(tx, { kind: FANOUT_JOB, payload: { fanoutId: id } });
  return id;
}

/** A new post: its creator's followers and live subscribers hear of it (item 10), unless it is gone already. */
export async function queuePostFanout(deps: AppDeps, postId: string): Promise<void> {
  const post = await findPost(deps.db, postId);
  if (!post || post.status !== 'published' || post.deletedAt) return;
  await deps.db.transaction((tx) =>
    queueFanout(tx, {
      source: `post.new:${post.id}`,
      kind: 'post.new',
      audience: 'fans',
      actorId: post.creatorId,
      target: { type: 'post', postId: post.id },
      text: excerpt(post.text),
    }),
  );
  deps.jobs.wake();
}

type Batch = {
  fanout: NotificationFanoutRow;
  written: NotificationRow[];
  /** Recipients with a channel besides the list: those whose row is new, or who keep no row. */
  outside: { userId: string; channels: Set<TNotificationChannel> }[];
  /** This was the last batch. */
  finished: boolean;
};

/** One batch, in one transaction; null when the fan-out is done (or gone). */
async function writeBatch(deps: AppDeps, fanoutId: string): Promise<Batch | null> {
  return deps.db.transaction(async (tx) => {
    const fanout = await lockFanout(tx, fanoutId);
    if (!fanout || fanout.finishedAt) return null;
    const recipients = await nextRecipients(tx, fanout, FANOUT_BATCH);
    const item = itemOfKind(fanout.kind);
    const choices = await choicesOfMany(tx, recipients, [NOTIFICATIONS_MASTER_ITEM, ...(item ? [item] : [])]);
    // A fan-out tells fans (a new post, an announcement): no creator-only item applies.
    const channelsOf = new Map(
      recipients.map((id) => [id, channelsFor(fanout.kind, choices.get(id) ?? new Map(), false)]),
    );
    const listed = recipients.filter((id) => channelsOf.get(id)!.has('inApp'));
    const written = await insertForMany(tx, listed, contentOf(fanout), fanout.createdAt);
    const fresh = new Set(written.map((r) => r.userId));
    const outside = recipients
      .filter((id) => fresh.has(id) || !channelsOf.get(id)!.has('inApp'))
      .map((userId) => ({ userId, channels: outsideChannels(deps, channelsOf.get(userId)!) }))
      .filter(({ channels }) => channels.size > 0);
    const finished = recipients.length < FANOUT_BATCH;
    await saveProgress(tx, fanoutId, { cursor: recipients.at(-1) ?? fanout.cursor, added: written.length, finished });
    return recipients.length === 0 ? null : { fanout, written, outside, finished };
  });
}

async function announceBatch(deps: AppDeps, batch: Batch, actorName: string | null) {
  await publishLive(deps, batch.written);
  if (batch.outside.length === 0) return;
  const recipients = await recipientsByIds(
    deps,
    batch.outside.map((o) => o.userId),
  );
  const deliveries = batch.outside.flatMap(({ userId, channels }) => {
    const recipient = recipients.get(userId);
    return recipient ? [{ recipient, channels }] : [];
  });
  await sendToMany(deps, contentOf(batch.fanout), deliveries, actorName);
}

/** The job: batches until the fan-out is done or the slice is used up, then the rest as a new job. */
export async function runFanout(deps: AppDeps, job: Pick<JobRow, 'payload'>, slice = FANOUT_SLICE): Promise<void> {
  const fanoutId = String((job.payload as { fanoutId?: unknown }).fanoutId);
  const started = Date.now();
  let actorName: string | null | undefined;
  for (let done = 0; done < slice.batches && Date.now() - started < slice.ms; done++) {
    const batch = await writeBatch(deps, fanoutId);
    if (!batch) return;
    actorName ??= await actorNameOf(deps, batch.fanout.actorId);
    await announceBatch(deps, batch, actorName);
    if (batch.finished) return;
  }
  await enqueueJob(deps.db, { kind: FANOUT_JOB, payload: { fanoutId } });
  deps.jobs.wake();
}
