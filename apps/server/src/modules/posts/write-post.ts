/**
 * Creating and editing a post share their rules: the media must be the creator's own, a minimum
 * tier one of the creator's active tiers, a future publishAt puts the post in the queue with a
 * durable publish job, and a post's photo and video counts follow its media.
 */
import type { z } from 'zod';
import type { TPost, ZPostCreateRequest, ZPostUpdateRequest } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Emit } from '../../events/event-bus.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { cancelJob, enqueueJob } from '../../jobs/jobs.ts';
import { isActiveTierOf } from '../subscriptions/tiers-repo.ts';
import { lockOwnMediaForPost } from '../media/media-repo.ts';
import { insertPost, lockPost, replacePostMedia, updatePostFields } from './posts-repo.ts';
import { presentPosts } from './present-posts.ts';

export const PUBLISH_JOB = 'post.publish';
/** A publishAt this close to now publishes at once. */
const SCHEDULE_SLACK_MS = 5_000;

type PostFields = z.output<typeof ZPostCreateRequest>;

async function ownMedia(tx: Tx, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await lockOwnMediaForPost(tx, ownerId, ids);
  if (rows.length !== ids.length) throw invalidField('mediaIds', 'not_found');
  return rows;
}

function timing(publishAt: string | null | undefined, now: Date) {
  const at = publishAt ? new Date(publishAt) : now;
  return at.getTime() > now.getTime() + SCHEDULE_SLACK_MS
    ? { status: 'scheduled' as const, publishAt: at }
    : { status: 'published' as const, publishAt: now };
}

async function writeMedia(tx: Tx, postId: string, fields: PostFields, kinds: { id: string; kind: string }[]) {
  const previews = new Set(fields.previewMediaIds);
  await replacePostMedia(
    tx,
    postId,
    fields.mediaIds.map((mediaId, position) => ({ mediaId, position, isPreview: previews.has(mediaId) })),
  );
  return {
    photoCount: kinds.filter((k) => k.kind === 'image').length,
    videoCount: kinds.filter((k) => k.kind === 'video').length,
  };
}

function columns(fields: PostFields) {
  return {
    text: fields.text,
    visibility: fields.visibility,
    priceCents: fields.visibility === 'ppv' && fields.price != null ? BigInt(fields.price) : null,
    minTierId: fields.visibility === 'subscribers' ? (fields.minTierId ?? null) : null,
    sensitive: fields.sensitive,
  };
}

/** A minimum tier must be an active tier of the post's creator; an edit may keep the one the post has. */
async function checkMinTier(tx: Tx, creatorId: string, fields: PostFields, kept: string | null) {
  const { minTierId } = columns(fields);
  if (minTierId && minTierId !== kept && !(await isActiveTierOf(tx, creatorId, minTierId)))
    throw invalidField('minTierId', 'tier_not_active');
}

async function schedule(tx: Tx, row: PostRow) {
  if (row.status === 'scheduled')
    await enqueueJob(tx, { kind: PUBLISH_JOB, key: row.id, payload: { postId: row.id }, runAt: row.publishAt });
  else await cancelJob(tx, PUBLISH_JOB, row.id);
}

/** A post going live now, or queued for later. */
function emitTiming(emit: Emit, row: PostRow) {
  const ids = { postId: row.id, creatorId: row.creatorId };
  if (row.status === 'scheduled') {
    emit({ type: 'post.scheduled', data: { ...ids, publishAt: row.publishAt.toISOString() } });
  } else emit({ type: 'post.published', data: ids });
}

async function presentOne(deps: AppDeps, caller: Caller, row: PostRow): Promise<TPost> {
  const [post] = await presentPosts(deps, caller.user, [row]);
  return post!;
}

export async function createPost(deps: AppDeps, caller: Caller, fields: PostFields): Promise<TPost> {
  const now = new Date();
  const row = await deps.events.transaction(async (tx, emit) => {
    const kinds = await ownMedia(tx, caller.user.id, fields.mediaIds);
    await checkMinTier(tx, caller.user.id, fields, null);
    const { status, publishAt } = timing(fields.publishAt, now);
    const created = await insertPost(tx, {
      creatorId: caller.user.id,
      ...columns(fields),
      status,
      publishAt,
      pinnedAt: fields.pinned ? now : null,
      createdAt: now,
    });
    const counts = await writeMedia(tx, created!.id, fields, kinds);
    const withCounts = await updatePostFields(tx, created!.id, counts);
    await schedule(tx, withCounts!);
    emitTiming(emit, withCounts!);
    return withCounts!;
  });
  return presentOne(deps, caller, row);
}

/** An edit replaces every field. A published post stays published; a queued one may move or go live. */
export async function updatePost(
  deps: AppDeps,
  caller: Caller,
  fields: z.output<typeof ZPostUpdateRequest>,
): Promise<TPost> {
  const now = new Date();
  const row = await deps.events.transaction(async (tx, emit) => {
    const current = await ownPostForUpdate(tx, caller, fields.id);
    const kinds = await ownMedia(tx, caller.user.id, fields.mediaIds);
    await checkMinTier(tx, caller.user.id, fields, current.minTierId);
    let when: { status: PostRow['status']; publishAt: Date } = { status: current.status, publishAt: current.publishAt };
    if (current.status === 'scheduled') when = timing(fields.publishAt, now);
    else if (fields.publishAt && Date.parse(fields.publishAt) > now.getTime() + SCHEDULE_SLACK_MS)
      throw invalidField('publishAt', 'already_published');
    const counts = await writeMedia(tx, current.id, fields, kinds);
    const pinnedAt = fields.pinned ? (current.pinnedAt ?? now) : null;
    const updated = await updatePostFields(tx, current.id, {
      ...columns(fields),
      ...counts,
      ...when,
      pinnedAt,
      editedAt: now,
    });
    await schedule(tx, updated!);
    emit({ type: 'post.edited', data: { postId: updated!.id, creatorId: updated!.creatorId } });
    if (current.status === 'scheduled') emitTiming(emit, updated!);
    return updated!;
  });
  return presentOne(deps, caller, row);
}

/** The caller's own post, locked for the edit; someone else's is forbidden, a missing one not found. */
export async function ownPostForUpdate(tx: Tx, caller: Caller, id: string): Promise<PostRow> {
  const row = await lockPost(tx, id);
  if (!row) throw appError('NOT_FOUND');
  if (row.creatorId !== caller.user.id) throw appError('FORBIDDEN');
  return row;
}
