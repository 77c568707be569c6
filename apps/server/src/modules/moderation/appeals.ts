/**
 * Appeals (docs/moderation.md): on /appeal a restricted or banned user, or an author whose post or
 * comment was removed, explains; staff with appeals.decide uphold the decision or lift it. The user
 * is whoever is signed in (restricted users sign in) or the signed link of a moderation mail (banned
 * users cannot). Both sides see the outcome: the page shows each appeal's state, a mail says it.
 */
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type {
  TAdminAppeal,
  TAppealCreateRequest,
  TAppealDecideRequest,
  TAppealOverview,
  TAppealable,
} from '@fanlane/contracts/moderation';
import type { AppDeps } from '../../deps.ts';
import type { AppealRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { removedCommentsOf, commentsForModeration } from '../posts/engage-repo.ts';
import { postsForModeration, removedPostsOf } from '../posts/posts-repo.ts';
import { restoreComment, restorePost } from '../posts/takedown.ts';
import { findUserByEmail, findUserById, staffCardsByIds } from '../users/users-repo.ts';
import { readAppealToken } from './appeal-link.ts';
import { enqueueModerationMail, excerptOf } from './mail-moderation.ts';
import {
  appealsOfUser,
  appealsPage,
  decideAppealRow,
  insertAppeal,
  liveRestriction,
  lockOpenAppeal,
  restrictionsByIds,
} from './moderation-repo.ts';
import { liftLiveRestriction } from './restrict-user.ts';

/** The account appealing: the link's user, else the signed-in caller. */
export function appellantOf(deps: AppDeps, caller: Caller | null, token: string | undefined): string {
  if (token) return readAppealToken(deps, token);
  if (caller) return caller.user.id;
  throw appError('UNAUTHORIZED');
}

const presentAppeal = (a: AppealRow): NonNullable<TAppealable['appeal']> => ({
  id: a.id,
  state: a.state,
  message: a.message,
  createdAt: a.createdAt.toISOString(),
  decidedAt: a.decidedAt?.toISOString() ?? null,
  note: a.note,
});

export async function getAppealState(deps: AppDeps, userId: string): Promise<TAppealOverview> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.status === 'deleted') throw appError('APPEAL_LINK_INVALID');
  const [live, posts, comments, appeals] = await Promise.all([
    liveRestriction(deps.db, userId),
    removedPostsOf(deps.db, userId),
    removedCommentsOf(deps.db, userId),
    appealsOfUser(deps.db, userId),
  ]);
  const appealOf = new Map(appeals.map((a) => [`${a.subjectType}:${a.subjectId}`, a]));
  const items: TAppealable[] = [];
  const seen = new Set<string>();
  const push = (item: Omit<TAppealable, 'appeal'>) => {
    const key = `${item.subjectType}:${item.subjectId}`;
    seen.add(key);
    const appeal = appealOf.get(key);
    items.push({ ...item, appeal: appeal ? presentAppeal(appeal) : null });
  };
  if (live)
    push({
      subjectType: 'restriction',
      subjectId: live.id,
      kind: live.kind,
      reason: live.reason,
      at: live.createdAt.toISOString(),
      excerpt: null,
    });
  for (const p of posts)
    push({
      subjectType: 'post',
      subjectId: p.id,
      kind: 'removed',
      reason: p.removedReason ?? '',
      at: (p.removedAt ?? new Date()).toISOString(),
      excerpt: excerptOf(p.text),
    });
  for (const c of comments)
    push({
      subjectType: 'comment',
      subjectId: c.id,
      kind: 'removed',
      reason: c.removedReason ?? '',
      at: (c.removedAt ?? new Date()).toISOString(),
      excerpt: excerptOf(c.text),
    });
  // Decided appeals whose subject is gone (lifted, restored) stay listed with their outcome.
  const restrictions = await restrictionsByIds(
    deps.db,
    appeals.filter((a) => a.subjectType === 'restriction').map((a) => a.subjectId),
  );
  for (const a of appeals) {
    if (seen.has(`${a.subjectType}:${a.subjectId}`)) continue;
    push({
      subjectType: a.subjectType,
      subjectId: a.subjectId,
      kind: a.subjectType === 'restriction' ? (restrictions.get(a.subjectId)?.kind ?? 'restrict') : 'removed',
      reason: a.subjectReason,
      at: a.createdAt.toISOString(),
      excerpt: a.excerpt,
    });
  }
  return {
    account: { address: user.address, displayName: user.displayName, status: user.status },
    items,
  };
}

/** What the user may appeal under this id: the restriction in force, or their removed post or comment. */
async function appealableSubject(
  deps: AppDeps,
  userId: string,
  body: Pick<TAppealCreateRequest, 'subjectType' | 'subjectId'>,
): Promise<{ reason: string; excerpt: string | null }> {
  if (body.subjectType === 'restriction') {
    const live = await liveRestriction(deps.db, userId);
    if (live?.id === body.subjectId) return { reason: live.reason, excerpt: null };
  } else if (body.subjectType === 'post') {
    const [post] = await postsForModeration(deps.db, [body.subjectId]);
    if (post?.creatorId === userId && post.removedAt)
      return { reason: post.removedReason ?? '', excerpt: excerptOf(post.text) };
  } else {
    const [comment] = await commentsForModeration(deps.db, [body.subjectId]);
    if (comment?.authorId === userId && comment.removedAt)
      return { reason: comment.removedReason ?? '', excerpt: excerptOf(comment.text) };
  }
  throw appError('APPEAL_NOT_APPEALABLE');
}

export async function createAppeal(
  deps: AppDeps,
  userId: string,
  body: TAppealCreateRequest,
): Promise<TAppealOverview> {
  const subject = await appealableSubject(deps, userId, body);
  const row = await deps.db.transaction((tx) =>
    insertAppeal(tx, {
      userId,
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      message: body.message,
      subjectReason: subject.reason,
      excerpt: subject.excerpt,
    }),
  );
  if (!row) throw appError('APPEAL_EXISTS');
  return getAppealState(deps, userId);
}

/** Mails a fresh link to /appeal to a restricted or banned account; silent either way (no probing). */
export async function requestAppealLink(deps: AppDeps, email: string): Promise<{ sent: true }> {
  const user = email.includes('@') ? await findUserByEmail(deps.db, email.toLowerCase()) : undefined;
  if (user && (user.status === 'restricted' || user.status === 'banned')) {
    const live = await liveRestriction(deps.db, user.id);
    await deps.db.transaction((tx) =>
      enqueueModerationMail(tx, {
        userId: user.id,
        kind: user.status === 'banned' ? 'banned' : 'restricted',
        reason: live?.reason ?? null,
      }),
    );
    deps.jobs.wake();
  }
  return { sent: true };
}

export async function listAppeals(
  deps: AppDeps,
  caller: Caller,
  query: { status: 'open' | 'decided'; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TAdminAppeal>> {
  assertPermission(caller.user, 'appeals.decide');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await appealsPage(deps.db, query.status, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: (query.status === 'open' ? r.createdAt : r.decidedAt) ?? r.createdAt, id: r.id }),
    (kept) => presentAdminAppeals(deps, kept),
  );
}

async function presentAdminAppeals(deps: AppDeps, rows: AppealRow[]): Promise<TAdminAppeal[]> {
  const people = await staffCardsByIds(
    deps.db,
    rows.flatMap((r) => [r.userId, ...(r.decidedBy ? [r.decidedBy] : [])]),
  );
  return rows.flatMap((r) => {
    const user = people.get(r.userId);
    if (!user) return [];
    return [
      {
        id: r.id,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        state: r.state,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decidedBy: r.decidedBy ? (people.get(r.decidedBy)?.address ?? null) : null,
        note: r.note,
        user: {
          id: user.id,
          address: user.address,
          displayName: user.displayName,
          creatorDomain: user.creatorDomain,
          email: user.email,
          role: user.role,
          status: user.status,
        },
        reason: r.subjectReason,
        excerpt: r.excerpt,
      },
    ];
  });
}

/** Upholds the decision, or lifts it: the restriction ends, or the post or comment comes back. */
export async function decideAppeal(deps: AppDeps, caller: Caller, body: TAppealDecideRequest): Promise<TAdminAppeal> {
  assertPermission(caller.user, 'appeals.decide');
  const note = body.note?.trim() || null;
  const decided = await deps.events.transaction(async (tx, emit) => {
    const appeal = await lockOpenAppeal(tx, body.appealId);
    if (!appeal) throw appError('APPEAL_NOT_OPEN');
    const target = { type: 'appeal', id: appeal.id };
    if (body.decision === 'lift') {
      if (appeal.subjectType === 'restriction') {
        const live = await liveRestriction(tx, appeal.userId);
        if (live?.id === appeal.subjectId)
          await liftLiveRestriction(tx, emit, caller, appeal.userId, note, { mail: false });
      } else {
        const restored =
          appeal.subjectType === 'post'
            ? await restorePost(tx, emit, appeal.subjectId)
            : await restoreComment(tx, emit, appeal.subjectId);
        if (restored)
          await recordAdminAction(tx, caller, `${appeal.subjectType}.restore`, {
            type: appeal.subjectType,
            id: appeal.subjectId,
          });
      }
    }
    await recordAdminAction(
      tx,
      caller,
      body.decision === 'lift' ? 'appeal.lift' : 'appeal.uphold',
      target,
      note ?? undefined,
    );
    const row = await decideAppealRow(
      tx,
      appeal.id,
      body.decision === 'lift' ? 'lifted' : 'upheld',
      caller.user.id,
      note,
    );
    await enqueueModerationMail(tx, {
      userId: appeal.userId,
      kind: body.decision === 'lift' ? 'appealLifted' : 'appealUpheld',
      reason: appeal.subjectReason,
      note,
      excerpt: appeal.excerpt,
    });
    return row;
  });
  deps.jobs.wake();
  const [presented] = await presentAdminAppeals(deps, [decided]);
  if (!presented) throw appError('APPEAL_NOT_OPEN');
  return presented;
}
