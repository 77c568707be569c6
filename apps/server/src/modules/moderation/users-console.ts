/** The staff's users console (users.view): search accounts, open one with its state and history. */
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { TRestriction, TUserDetail, TUserSearchItem } from '@fanlane/contracts/moderation';
import type { z } from 'zod';
import type { ZUserSearchRequest } from '@fanlane/contracts/moderation';
import type { AppDeps } from '../../deps.ts';
import type { UserRestrictionRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { recentActionsOn } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { countFollowers } from '../follows/follows-repo.ts';
import { creatorCounts } from '../posts/posts-repo.ts';
import { findUserById, searchUsers, staffCardsByIds, type StaffUserCard } from '../users/users-repo.ts';
import { reportCounts, restrictionHistory } from './moderation-repo.ts';

export const presentCard = (u: StaffUserCard): TUserSearchItem => ({
  id: u.id,
  address: u.address,
  displayName: u.displayName,
  creatorDomain: u.creatorDomain,
  email: u.email,
  phone: u.phone,
  role: u.role,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});

export async function searchUsersForStaff(
  deps: AppDeps,
  caller: Caller,
  query: z.output<typeof ZUserSearchRequest>,
): Promise<TPage<TUserSearchItem>> {
  assertPermission(caller.user, 'users.view');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await searchUsers(deps.db, {
    text: query.query,
    status: query.status,
    cursor: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (kept) => kept.map(presentCard),
  );
}

/** Restriction rows with the staff members' addresses. */
export async function presentRestrictions(deps: AppDeps, rows: UserRestrictionRow[]): Promise<TRestriction[]> {
  const staff = await staffCardsByIds(
    deps.db,
    rows.flatMap((r) => [r.createdBy, r.liftedBy].filter((id): id is string => id !== null)),
  );
  const addressOf = (id: string | null) => (id ? (staff.get(id)?.address ?? null) : null);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    createdBy: addressOf(r.createdBy),
    liftedAt: r.liftedAt?.toISOString() ?? null,
    liftedBy: addressOf(r.liftedBy),
    liftReason: r.liftReason,
  }));
}

export async function getUserDetail(deps: AppDeps, caller: Caller, body: { userId: string }): Promise<TUserDetail> {
  assertPermission(caller.user, 'users.view');
  const user = await findUserById(deps.db, body.userId);
  if (!user || user.status === 'deleted') throw appError('MODERATION_USER_NOT_FOUND');
  const [counts, followers, reports, history, actions] = await Promise.all([
    creatorCounts(deps.db, user.id),
    countFollowers(deps.db, user.id),
    reportCounts(deps.db, user.id),
    restrictionHistory(deps.db, user.id),
    recentActionsOn(deps.db, { type: 'user', id: user.id }),
  ]);
  const presented = await presentRestrictions(deps, history);
  const staff = await staffCardsByIds(
    deps.db,
    actions.map((a) => a.adminId),
  );
  return {
    user: {
      ...presentCard(user),
      bio: user.bio,
      avatarUrl: user.avatarUrl,
      kycStatus: user.kycStatus,
      emailVerified: user.emailVerifiedAt !== null,
    },
    counts: {
      posts: counts.posts,
      followers,
      reportsAgainst: reports.against,
      openReportsAgainst: reports.openAgainst,
      reportsMade: reports.made,
    },
    restriction: presented.find((r) => r.liftedAt === null) ?? null,
    history: presented,
    actions: actions.map((a) => ({
      action: a.action,
      detail: a.detail,
      createdAt: a.createdAt.toISOString(),
      by: staff.get(a.adminId)?.address ?? null,
    })),
  };
}
