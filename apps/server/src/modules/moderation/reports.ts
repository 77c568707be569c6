/**
 * Reports (docs/moderation.md): anyone signed in reports a post, a comment, a user or a chat message
 * with a reason; moderators (reports.work) work the queue, grouped by target: dismiss, remove the
 * content, or restrict its author.
 */
import type { TPage } from '@fanlane/contracts/page';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type {
  TReportCreateRequest,
  TReportCreated,
  TReportGroup,
  TReportReason,
  TReportResolveRequest,
  TReportTarget,
} from '@fanlane/contracts/moderation';
import { MODERATION_REASON_MAX } from '@fanlane/contracts/moderation';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { messagesForModeration } from '../chat/chat-repo.ts';
import { commentsForModeration } from '../posts/engage-repo.ts';
import { postsForModeration } from '../posts/posts-repo.ts';
import { findUserStatus, staffCardsByIds, userIdsByAddresses } from '../users/users-repo.ts';
import { isUuid } from '../../lib/uuid.ts';
import { excerptOf } from './mail-moderation.ts';
import { insertReport, hasOpenReport, openReportOwner, reportGroups, resolveReports } from './moderation-repo.ts';
import { takeDown } from './remove-content.ts';
import { applyRestriction } from './restrict-user.ts';

type Target = { ownerId: string; text: string; path: string | null; removed: boolean; live: boolean };

/** What the reported things are, as staff see them (removed and deleted ones included). */
async function loadTargets(
  deps: AppDeps,
  wanted: { targetType: TReportTarget; targetId: string }[],
  viewerId?: string,
): Promise<Map<string, Target>> {
  const ids = (type: TReportTarget) => wanted.filter((w) => w.targetType === type).map((w) => w.targetId);
  const [posts, comments, messages, users] = await Promise.all([
    postsForModeration(deps.db, ids('post')),
    commentsForModeration(deps.db, ids('comment')),
    messagesForModeration(deps.db, ids('message'), viewerId),
    staffCardsByIds(deps.db, ids('user')),
  ]);
  const out = new Map<string, Target>();
  for (const p of posts)
    out.set(`post:${p.id}`, {
      ownerId: p.creatorId,
      text: p.text,
      path: `/post?id=${p.id}`,
      removed: p.removedAt !== null,
      live: p.deletedAt === null,
    });
  for (const c of comments)
    out.set(`comment:${c.id}`, {
      ownerId: c.authorId,
      text: c.text,
      path: `/post?id=${c.postId}`,
      removed: c.removedAt !== null,
      live: c.deletedAt === null,
    });
  for (const m of messages)
    out.set(`message:${m.id}`, {
      ownerId: m.senderId,
      text: m.body,
      path: null,
      removed: false,
      live: m.deletedAt === null,
    });
  for (const u of users.values())
    out.set(`user:${u.id}`, {
      ownerId: u.id,
      text: u.displayName ?? u.address,
      path: u.creatorDomain ? `/${u.creatorDomain}` : null,
      removed: u.status === 'banned',
      live: u.status !== 'deleted',
    });
  return out;
}

export async function createReport(
  deps: AppDeps,
  caller: Caller,
  input: TReportCreateRequest,
): Promise<TReportCreated> {
  const note = input.note?.trim() || null;
  if (input.reason === 'other' && !note) throw appError('REPORT_NOTE_REQUIRED');
  // A user may be named by address (a creator page knows it); anything else by its id.
  let targetId: string | undefined = input.targetId;
  if (!isUuid(targetId)) {
    targetId =
      input.targetType === 'user'
        ? (await userIdsByAddresses(deps.db, [targetId.toLowerCase()])).get(targetId.toLowerCase())
        : undefined;
    if (!targetId) throw appError('REPORT_TARGET_NOT_FOUND');
  }
  const body = { ...input, targetId };
  const target = (await loadTargets(deps, [body], caller.user.id)).get(`${body.targetType}:${body.targetId}`);
  if (!target?.live) throw appError('REPORT_TARGET_NOT_FOUND');
  if (target.ownerId === caller.user.id) throw appError('REPORT_SELF');
  if (await hasOpenReport(deps.db, caller.user.id, body.targetType, body.targetId)) throw appError('REPORT_DUPLICATE');
  const row = await deps.db.transaction((tx) =>
    insertReport(tx, {
      reporterId: caller.user.id,
      targetType: body.targetType,
      targetId: body.targetId,
      ownerId: target.ownerId,
      reason: body.reason,
      note,
    }),
  );
  if (!row) throw appError('REPORT_DUPLICATE');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

const OFFSET = /^o(\d{1,7})$/;

export async function listReportQueue(
  deps: AppDeps,
  caller: Caller,
  query: { status: 'open' | 'resolved'; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TReportGroup>> {
  assertPermission(caller.user, 'reports.work');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const match = query.cursor === undefined ? null : OFFSET.exec(query.cursor);
  if (query.cursor !== undefined && !match) throw appError('VALIDATION', { data: { field: 'cursor' } });
  const offset = match ? Number(match[1]) : 0;
  const rows = await reportGroups(deps.db, query.status, offset, limit + 1);
  const kept = rows.slice(0, limit);
  const targets = await loadTargets(deps, kept);
  const owners = await staffCardsByIds(
    deps.db,
    kept.flatMap((r) => (r.ownerId ? [r.ownerId] : [])),
  );
  const items = kept.map((r): TReportGroup => {
    const target = targets.get(`${r.targetType}:${r.targetId}`);
    const counts = new Map<TReportReason, number>();
    for (const reason of r.reasons as TReportReason[]) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const owner = r.ownerId ? owners.get(r.ownerId) : undefined;
    return {
      targetType: r.targetType,
      targetId: r.targetId,
      count: r.count,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: r.notes.filter((n): n is string => typeof n === 'string' && n !== '').slice(0, 5),
      firstAt: r.firstAt.toISOString(),
      lastAt: r.lastAt.toISOString(),
      owner: owner
        ? {
            id: owner.id,
            address: owner.address,
            displayName: owner.displayName,
            creatorDomain: owner.creatorDomain,
            email: owner.email,
            role: owner.role,
            status: owner.status,
          }
        : null,
      preview: target ? { text: excerptOf(target.text) ?? '', path: target.path, removed: target.removed } : null,
      resolution: (r.resolution as TReportGroup['resolution']) ?? null,
    };
  });
  return { items, nextCursor: rows.length > limit ? `o${offset + limit}` : null };
}

/** Works one target's open reports: dismiss them, remove the content, or restrict its author. */
export async function resolveReport(
  deps: AppDeps,
  caller: Caller,
  body: TReportResolveRequest,
): Promise<{ resolved: number }> {
  assertPermission(caller.user, 'reports.work');
  const reason = body.reason?.trim() ?? '';
  if (body.action !== 'dismiss') {
    if (reason.length < 3 || reason.length > MODERATION_REASON_MAX)
      throw appError('VALIDATION', { data: { field: 'reason' } });
  }
  if (body.action === 'remove') {
    assertPermission(caller.user, 'content.remove');
    if (body.targetType !== 'post' && body.targetType !== 'comment') throw appError('REPORT_ACTION_INVALID');
  }
  if (body.action === 'restrict') assertPermission(caller.user, 'users.restrict');
  const resolved = await deps.events.transaction(async (tx, emit) => {
    const open = await openReportOwner(tx, body.targetType, body.targetId);
    if (open.count === 0) throw appError('REPORT_NOT_OPEN');
    const target = { type: body.targetType, id: body.targetId };
    if (body.action === 'dismiss') {
      await recordAdminAction(tx, caller, 'report.dismiss', target);
      return resolveReports(tx, body.targetType, body.targetId, caller.user.id, 'dismissed');
    }
    if (body.action === 'remove') {
      await takeDown(tx, emit, caller, body.targetType as 'post' | 'comment', body.targetId, reason);
      return resolveReports(tx, body.targetType, body.targetId, caller.user.id, 'removed');
    }
    if (!open.ownerId) throw appError('REPORT_ACTION_INVALID');
    // An account already restricted or banned stays as it is; the reports close.
    const status = await findUserStatus(tx, open.ownerId);
    if (status === 'active') await applyRestriction(tx, emit, caller, open.ownerId, 'restrict', reason);
    await recordAdminAction(tx, caller, 'report.restrict', target, reason);
    return resolveReports(tx, body.targetType, body.targetId, caller.user.id, 'restricted');
  });
  deps.jobs.wake();
  return { resolved };
}
