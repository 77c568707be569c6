/**
 * Restricting, banning and lifting (users.restrict), and staff roles (users.roles). The users row's
 * status mirrors the restriction in force; every step is in the audit log and mailed to the user.
 */
import { isStaff } from '@fanlane/contracts/staff';
import type {
  TRestrictionKind,
  TUserLiftRequest,
  TUserRestrictRequest,
  TUserRoleRequest,
} from '@fanlane/contracts/moderation';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRestrictionRow } from '../../db/schema/index.ts';
import type { Emit } from '../../events/event-bus.ts';
import { appError } from '../../http/app-error.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { countAdmins, lockUserRow, setUserFields } from '../users/users-repo.ts';
import { enqueueModerationMail } from './mail-moderation.ts';
import { insertRestriction, liftRestriction, liveRestriction } from './moderation-repo.ts';
import { getUserDetail } from './users-console.ts';

const STATUS_OF = { restrict: 'restricted', ban: 'banned' } as const;

/**
 * Puts `kind` on the account in the caller's transaction: a ban replaces a restriction (and the
 * other way round); a ban signs the user out everywhere. The caller's permission is checked by
 * whoever calls this. `undefined` when the account already has exactly this.
 */
export async function applyRestriction(
  tx: Tx,
  emit: Emit,
  caller: Caller,
  userId: string,
  kind: TRestrictionKind,
  reason: string,
): Promise<UserRestrictionRow | undefined> {
  if (userId === caller.user.id) throw appError('MODERATION_SELF');
  const user = await lockUserRow(tx, userId);
  if (!user || user.status === 'deleted') throw appError('MODERATION_USER_NOT_FOUND');
  if (isStaff(user.role)) throw appError('MODERATION_STAFF_TARGET');
  const live = await liveRestriction(tx, userId);
  if (live?.kind === kind) return undefined;
  if (live) await liftRestriction(tx, live.id, caller.user.id, `replaced by ${kind}`);
  const row = await insertRestriction(tx, { userId, kind, reason, createdBy: caller.user.id });
  await setUserFields(tx, userId, { status: STATUS_OF[kind] });
  emit({ type: 'user.changed', data: { userId } });
  // A ban hides the page and posts; the caches of both forget them.
  if (kind === 'ban' || live?.kind === 'ban') emit({ type: 'profile.changed', data: { userId } });
  if (kind === 'ban') await revokeUserSessions(tx, emit, userId, 'banned');
  await recordAdminAction(
    tx,
    caller,
    kind === 'ban' ? 'user.ban' : 'user.restrict',
    { type: 'user', id: userId },
    reason,
  );
  await enqueueModerationMail(tx, { userId, kind: kind === 'ban' ? 'banned' : 'restricted', reason });
  return row;
}

/** Lifts the restriction in force, in the caller's transaction; false when there is none. */
export async function liftLiveRestriction(
  tx: Tx,
  emit: Emit,
  caller: Caller,
  userId: string,
  reason: string | null,
  options: { mail: boolean } = { mail: true },
): Promise<boolean> {
  const live = await liveRestriction(tx, userId);
  if (!live) return false;
  await liftRestriction(tx, live.id, caller.user.id, reason);
  await setUserFields(tx, userId, { status: 'active' });
  emit({ type: 'user.changed', data: { userId } });
  if (live.kind === 'ban') emit({ type: 'profile.changed', data: { userId } });
  await recordAdminAction(tx, caller, 'user.lift', { type: 'user', id: userId }, reason ?? undefined);
  if (options.mail) await enqueueModerationMail(tx, { userId, kind: 'lifted', reason });
  return true;
}

export async function restrictUser(deps: AppDeps, caller: Caller, body: TUserRestrictRequest) {
  assertPermission(caller.user, 'users.restrict');
  await deps.events.transaction(async (tx, emit) => {
    const row = await applyRestriction(tx, emit, caller, body.userId, body.kind, body.reason);
    if (!row) throw appError('MODERATION_STATE');
  });
  deps.jobs.wake();
  return getUserDetail(deps, caller, { userId: body.userId });
}

export async function liftUser(deps: AppDeps, caller: Caller, body: TUserLiftRequest) {
  assertPermission(caller.user, 'users.restrict');
  if (body.userId === caller.user.id) throw appError('MODERATION_SELF');
  await deps.events.transaction(async (tx, emit) => {
    const user = await lockUserRow(tx, body.userId);
    if (!user || user.status === 'deleted') throw appError('MODERATION_USER_NOT_FOUND');
    if (!(await liftLiveRestriction(tx, emit, caller, body.userId, body.reason || null))) {
      throw appError('MODERATION_STATE');
    }
  });
  deps.jobs.wake();
  return getUserDetail(deps, caller, { userId: body.userId });
}

/** Gives or takes a staff role; the last admin keeps theirs. */
export async function setUserRole(deps: AppDeps, caller: Caller, body: TUserRoleRequest) {
  assertPermission(caller.user, 'users.roles');
  await deps.events.transaction(async (tx, emit) => {
    const user = await lockUserRow(tx, body.userId);
    if (!user || user.status === 'deleted') throw appError('MODERATION_USER_NOT_FOUND');
    if (user.role === body.role) throw appError('MODERATION_STATE');
    if (body.role !== 'user' && user.status !== 'active') throw appError('MODERATION_STATE');
    if (user.role === 'admin' && (await countAdmins(tx)) <= 1) throw appError('LAST_ADMIN');
    await setUserFields(tx, user.id, { role: body.role });
    emit({ type: 'user.changed', data: { userId: user.id } });
    await recordAdminAction(tx, caller, 'user.role', { type: 'user', id: user.id }, `${user.role} → ${body.role}`);
  });
  return getUserDetail(deps, caller, { userId: body.userId });
}
