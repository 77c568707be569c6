/**
 * Mass messages (docs/chat.md, "Mass messages"): a creator's message to an audience, now or
 * scheduled. A durable job writes the copies in batches (MASS_BATCH_SIZE per statement group) and
 * pushes each to its recipient's sockets; a restart half-way walks the audience again and skips
 * whoever has their copy. Unsending takes back the copies nobody read or bought.
 */
import {
  MASS_BATCH_SIZE,
  MASS_SCHEDULE_MAX_DAYS,
  type TMassMessage,
  type TMassMessageDetail,
} from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type { z } from 'zod';
import type { ZMassMessageCreateRequest } from '@fanlane/contracts/chat';
import type { AppDeps } from '../../deps.ts';
import type { JobRow, MassMessageRow, MessageRow, UserRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { cancelJob, enqueueJob } from '../../jobs/jobs.ts';
import { presentChatMedia } from '../../media/present.ts';
import { liveMediaByIds } from '../media/media-repo.ts';
import { isActiveTierOf } from '../subscriptions/tiers-repo.ts';
import { chatViewersByIds } from '../users/users-repo.ts';
import {
  countAudience,
  deliverBatch,
  findMassMessage,
  insertMassMessage,
  massClientId,
  massTargetOf,
  massMessageSeries,
  massMessageStats,
  massMessagesPage,
  nextRecipients,
  unreadTotals,
  unsendMassCopies,
  updateMassMessage,
  type DeliveredCopy,
  type MassStats,
} from './mass-messages-repo.ts';
import { presentMessage } from './present-chat.ts';
import { assertOwnMedia, priceOf, publish, publishEach, type ChatDelivery } from './send-message.ts';

export const MASS_SEND_JOB = 'chat.mass_send';
/**
 * Batches written at once. On the 2-core target, 10,000 copies took 2.8–2.9 s with one, 1.7–2.3 s
 * with two, 1.43 s with three and 1.9 s with four (docs/benchmarks.md, "Chat").
 */
const MASS_BATCHES_IN_FLIGHT = 3;

type Creator = Pick<UserRow, 'id' | 'address' | 'creatorDomain' | 'imageDisplayRatio'>;

function assertCreator(user: Creator): asserts user is Creator & { creatorDomain: string } {
  if (!user.creatorDomain) throw appError('NOT_A_CREATOR');
}

async function assertAudience(deps: AppDeps, creatorId: string, audience: string, tierId: string | undefined) {
  if (audience === 'tier' && !(await isActiveTierOf(deps.db, creatorId, tierId!))) {
    throw invalidField('tierId', 'not one of your tiers');
  }
}

/** How many the audience reaches now. A `list` audience's list was checked by the caller (modules/fan-lists). */
export async function audienceCount(
  deps: AppDeps,
  creator: Creator,
  query: { audience: TMassMessage['audience']; tierId?: string | undefined; listId?: string | undefined },
): Promise<{ count: number }> {
  assertCreator(creator);
  await assertAudience(deps, creator.id, query.audience, query.tierId);
  const target = massTargetOf({ audience: query.audience, tierId: query.tierId ?? null, listId: query.listId ?? null });
  return { count: await countAudience(deps.db, creator.id, query.audience, target) };
}

export async function createMassMessage(
  deps: AppDeps,
  creator: Creator,
  body: z.output<typeof ZMassMessageCreateRequest>,
): Promise<TMassMessage> {
  assertCreator(creator);
  await assertAudience(deps, creator.id, body.audience, body.tierId);
  const priceCents = priceOf(creator, body.priceCents);
  await assertOwnMedia(deps, creator.id, body.mediaIds);
  const now = new Date();
  const runAt = body.scheduleAt ? new Date(body.scheduleAt) : now;
  if (runAt.getTime() < now.getTime() - 60_000) throw invalidField('scheduleAt', 'must be in the future');
  if (runAt.getTime() > now.getTime() + MASS_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw invalidField('scheduleAt', `at most ${MASS_SCHEDULE_MAX_DAYS} days ahead`);
  }
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertMassMessage(tx, {
      creatorId: creator.id,
      audience: body.audience,
      tierId: body.tierId ?? null,
      listId: body.listId ?? null,
      body: body.text,
      mediaIds: body.mediaIds,
      priceCents,
      scheduledAt: body.scheduleAt ? runAt : null,
    });
    await enqueueJob(tx, { kind: MASS_SEND_JOB, key: inserted.id, payload: { massMessageId: inserted.id }, runAt });
    return inserted;
  });
  // Due now: this instance starts it without waiting for its next poll.
  if (!body.scheduleAt) deps.jobs.wake();
  return presentMass(await massMessageStats(deps.db, row));
}

/**
 * The job: marks the message sending with its audience's size, then writes and pushes batches
 * until the audience is done; stops if the creator unsent it meanwhile.
 */
export async function runMassSend(deps: AppDeps, job: Pick<JobRow, 'payload'>): Promise<void> {
  const id = String((job.payload as { massMessageId?: unknown }).massMessageId);
  let mass = await findMassMessage(deps.db, id);
  if (!mass || mass.status === 'cancelled' || mass.status === 'unsent' || mass.status === 'sent') return;
  if (mass.status === 'scheduled') {
    const recipients = await countAudience(deps.db, mass.creatorId, mass.audience, massTargetOf(mass));
    await updateMassMessage(deps.db, id, { status: 'sending', recipients });
    mass = { ...mass, status: 'sending', recipients };
  }
  const [creator] = await chatViewersByIds(deps.db, [mass.creatorId]);
  const sending = mass;
  // Each batch is written, then pushed; MASS_BATCHES_IN_FLIGHT at a time (disjoint recipients,
  // so they never wait for each other's locks), the database working on one while the other is
  // read or pushed.
  const inFlight = new Set<Promise<void>>();
  let failed: { err: unknown } | undefined;
  const deliver = async (recipientIds: string[]) => {
    const copies = await deps.events.transaction(async (tx, emit) => {
      const delivered = await deliverBatch(tx, sending, recipientIds, new Date());
      if (delivered.length > 0) {
        emit({
          type: 'mass_message.delivered',
          data: { massMessageId: id, creatorId: sending.creatorId, recipientIds: delivered.map((c) => c.recipientId) },
        });
      }
      return delivered;
    });
    await pushCopies(deps, sending, creator?.address ?? '', copies);
  };
  let after: string | null = null;
  for (;;) {
    const current = await findMassMessage(deps.db, id);
    if (current?.status !== 'sending' || failed) break;
    const recipientIds = await nextRecipients(deps.db, mass, after, MASS_BATCH_SIZE);
    if (recipientIds.length === 0) break;
    after = recipientIds.at(-1)!;
    const task: Promise<void> = deliver(recipientIds)
      .catch((err: unknown) => {
        failed ??= { err };
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    if (inFlight.size >= MASS_BATCHES_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  // A failed batch stored nothing (or everything, if only its push failed): the job runs again
  // and walks the audience from the start, skipping whoever has their copy.
  if (failed) throw failed.err;
  const last = await findMassMessage(deps.db, id);
  if (last?.status !== 'sending') return;
  await updateMassMessage(deps.db, id, { status: 'sent', sentAt: new Date() });
}

/** A stored copy as a message row, from what the batch returned (no statement to read it back). */
function copyRow(mass: MassMessageRow, copy: DeliveredCopy, createdAt: Date): MessageRow {
  return {
    id: copy.messageId,
    conversationId: copy.conversationId,
    seq: copy.seq,
    senderId: mass.creatorId,
    kind: 'text',
    body: mass.body,
    ai: false,
    tipCents: null,
    priceCents: mass.priceCents,
    massMessageId: mass.id,
    clientId: massClientId(mass.id),
    createdAt,
    editedAt: null,
    deletedAt: null,
  };
}

/**
 * Each new copy to its recipient's sockets, as they see it (their own bound links), with their
 * unread count: all of a batch's frames in one publish. Recipients no socket can reach are skipped.
 */
async function pushCopies(deps: AppDeps, mass: MassMessageRow, creatorAddress: string, copies: DeliveredCopy[]) {
  const reachable = copies.filter((c) => deps.realtime.mayReach(c.recipientId));
  if (reachable.length === 0) return;
  const recipientIds = reachable.map((c) => c.recipientId);
  const [counts, media, viewers] = await Promise.all([
    unreadTotals(deps.db, recipientIds),
    liveMediaByIds(deps.db, mass.mediaIds),
    mass.mediaIds.length > 0 ? chatViewersByIds(deps.db, recipientIds) : Promise.resolve([]),
  ]);
  const ratioOf = new Map(viewers.map((v) => [v.id, v.imageDisplayRatio]));
  const items = mass.mediaIds.flatMap((mediaId) => media.get(mediaId) ?? []);
  const createdAt = new Date();
  const unlocked = mass.priceCents === null;
  publishEach(
    deps,
    reachable.map((copy): ChatDelivery => {
      const to = [copy.recipientId];
      const row = copyRow(mass, copy, createdAt);
      const shown = presentChatMedia(deps.mediaSigner, copy.messageId, items, {
        unlocked,
        viewerId: copy.recipientId,
        imageDisplayRatio: ratioOf.get(copy.recipientId),
      });
      const message = presentMessage(row, creatorAddress, { media: shown, unlocked });
      return { to, frame: { type: 'message', message, unread: counts.get(copy.recipientId) ?? 0 } };
    }),
  );
}

/**
 * A scheduled mass message is cancelled (nothing went out); a sent or sending one is unsent: the
 * copies nobody read or bought are taken back, and the job, if running, stops.
 */
export async function unsendMassMessage(deps: AppDeps, creator: Creator, id: string): Promise<TMassMessage> {
  assertCreator(creator);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const mass = await findMassMessage(tx, id, { lock: true });
    if (!mass || mass.creatorId !== creator.id) throw appError('NOT_FOUND');
    if (mass.status === 'cancelled' || mass.status === 'unsent') throw appError('MASS_MESSAGE_SENT');
    if (mass.status === 'scheduled') {
      await cancelJob(tx, MASS_SEND_JOB, id);
      await updateMassMessage(tx, id, { status: 'cancelled', unsentAt: now });
      return { mass: { ...mass, status: 'cancelled' as const, unsentAt: now }, gone: [] };
    }
    await updateMassMessage(tx, id, { status: 'unsent', unsentAt: now });
    const gone = await unsendMassCopies(tx, id, now);
    return { mass: { ...mass, status: 'unsent' as const, unsentAt: now }, gone };
  });
  if (result.gone.length > 0) {
    const counts = await unreadTotals(
      deps.db,
      result.gone.map((g) => g.recipientId),
    );
    for (const g of result.gone) {
      publish(deps, [g.recipientId, creator.id], {
        type: 'deleted',
        privateChatId: g.conversationId,
        messageId: g.messageId,
        seq: g.seq,
      });
      publish(deps, [g.recipientId], { type: 'unread', message: counts.get(g.recipientId) ?? 0 });
    }
  }
  return presentMass(await massMessageStats(deps.db, result.mass));
}

export async function listMassMessages(
  deps: AppDeps,
  creator: Creator,
  query: { sort: 'newest' | 'revenue' | 'purchases' | 'read'; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TMassMessage>> {
  assertCreator(creator);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const offset = decodeOffset(query.cursor);
  const rows = await massMessagesPage(deps.db, creator.id, query.sort, offset, limit + 1);
  const more = rows.length > limit;
  return {
    items: rows.slice(0, limit).map(presentMass),
    nextCursor: more ? Buffer.from(`o${offset + limit}`).toString('base64url') : null,
  };
}

function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'invalid cursor');
  return Number(match[1]);
}

export async function massMessageDetail(deps: AppDeps, creator: Creator, id: string): Promise<TMassMessageDetail> {
  assertCreator(creator);
  const mass = await findMassMessage(deps.db, id);
  if (!mass || mass.creatorId !== creator.id) throw appError('NOT_FOUND');
  const [stats, series] = await Promise.all([massMessageStats(deps.db, mass), massMessageSeries(deps.db, id)]);
  return {
    massMessage: presentMass(stats),
    series: series.map((s) => ({ day: s.day, purchases: s.purchases, revenueCents: s.revenue_cents })),
  };
}

function presentMass(s: MassStats): TMassMessage {
  const { row } = s;
  return {
    id: row.id,
    audience: row.audience,
    tierId: row.tierId,
    listId: row.listId,
    text: row.body,
    mediaCount: row.mediaIds.length,
    price: row.priceCents === null ? null : row.priceCents.toString(),
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    recipients: row.recipients,
    delivered: s.delivered,
    read: s.read,
    purchases: s.purchases,
    revenueCents: s.revenueCents.toString(),
    unsent: s.unsent,
  };
}
