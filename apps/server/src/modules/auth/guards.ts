/** Pre-handlers that decide who is calling. Use-cases still authorise what the caller may touch. */
import type { FastifyRequest } from 'fastify';
import { can, type TPermission } from '@fanlane/contracts/staff';
import type { UserRow } from '../../db/schema/index.ts';
import { findLiveSessionCached, type ClientMeta } from './sessions.ts';
import { followCallerLocale } from './caller-locale.ts';
import { appError } from '../../http/app-error.ts';
import { requestedLocale } from '../../http/locale.ts';
import { hasTwoFactorEnabled } from './two-factor-repo.ts';

export type Caller = { user: UserRow; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
  const token = request.ctx.bearerToken;
  if (!token) return null;
  const { deps } = request.server;
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims) return null;
  const user = await findLiveSessionCached(deps, claims.sessionId, claims.userId);
  if (!user) return null;
  // Only the app's own `locale` header moves the stored language: Accept-Language is each browser's
  // default, and a user on two devices set up in two languages would flip it on every request.
  const chosen = requestedLocale(request.headers.locale, undefined);
  return { user: await followCallerLocale(deps, user, chosen), sessionId: claims.sessionId };
}

const requestedLocaleOf = (request: FastifyRequest) =>
  requestedLocale(request.headers.locale, request.headers['accept-language']);

/** Any signed-in, unrestricted user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const caller = await resolveCaller(request);
  if (!caller) throw appError('UNAUTHORIZED');
  if (caller.user.status === 'restricted') throw appError('ACCOUNT_RESTRICTED');
  if (caller.user.status !== 'active') throw appError('UNAUTHORIZED');
  request.caller = caller;
}

/**
 * Any signed-in user, restricted ones included: the calls a restricted account still makes (its own
 * info, signing out). Everything that acts stays behind requireUser (docs/moderation.md).
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  const caller = await resolveCaller(request);
  if (!caller || (caller.user.status !== 'active' && caller.user.status !== 'restricted'))
    throw appError('UNAUTHORIZED');
  request.caller = caller;
}

/** Reads the caller when a token is present, for public calls that show more to the signed-in. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.caller = await resolveCaller(request);
}

/** Seller calls: a creator, calling as SELLER, for their own Shop-Domain. */
export async function requireCreator(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const { user } = request.caller as Caller;
  if (!user.creatorDomain) throw appError('NOT_A_CREATOR');
  const shop = request.ctx.shopDomain;
  if (request.ctx.userType !== 'SELLER' || !shop || shop.toLowerCase() !== user.creatorDomain.toLowerCase()) {
    throw appError('SHOP_DOMAIN_MISMATCH');
  }
}

/** Admin calls: a signed-in user with the admin role (and 2FA, as every staff call). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  assertAdmin((request.caller as Caller).user);
  await requireStaffTwoFactor(request);
}

/**
 * Staff must sign in with a second factor: a staff account without confirmed 2FA is sent to
 * /settings/security/twoFactor (TWO_FACTOR_ENROLMENT_REQUIRED) on every staff call. With it, every
 * sign-in of the account asked for the second factor (sessions.ts startSession), and enrolling
 * signed out the account's other sessions.
 */
async function requireStaffTwoFactor(request: FastifyRequest): Promise<void> {
  const { user } = request.caller as Caller;
  if (!(await hasTwoFactorEnabled(request.server.deps.db, user.id))) throw appError('TWO_FACTOR_ENROLMENT_REQUIRED');
}

/** The first line of every admin use-case, so the rule holds whoever calls it. */
export function assertAdmin(user: Pick<UserRow, 'role'>): void {
  if (user.role !== 'admin') throw appError('FORBIDDEN');
}

/**
 * Staff calls: a signed-in user whose role holds `permission` (contracts/staff.ts, least
 * privilege; admin holds all). Use-cases repeat the check with assertPermission.
 */
export function requirePermission(permission: TPermission) {
  return async function requireStaffPermission(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    assertPermission((request.caller as Caller).user, permission);
    await requireStaffTwoFactor(request);
  };
}

export function assertPermission(user: Pick<UserRow, 'role'>, permission: TPermission): void {
  if (!can(user.role, permission)) throw appError('FORBIDDEN');
}

/** For handlers behind requireUser: the caller, typed. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw appError('UNAUTHORIZED');
  return request.caller;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  locale: requestedLocaleOf(request),
});
