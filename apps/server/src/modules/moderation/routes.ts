/** Moderation's calls (docs/moderation.md): reports, /appeal, and the staff console's users, reports, takedown and appeals. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  ZAdminAppeal,
  ZAdminAppealListRequest,
  ZAdminAppealPage,
  ZAppealCreateRequest,
  ZAppealDecideRequest,
  ZAppealLinkRequest,
  ZAppealState,
  ZAppealStateRequest,
  ZContentRemoved,
  ZContentRemoveRequest,
  ZReportCreated,
  ZReportCreateRequest,
  ZReportGroupPage,
  ZReportQueueRequest,
  ZReportResolved,
  ZReportResolveRequest,
  ZUserDetail,
  ZUserDetailRequest,
  ZUserLiftRequest,
  ZUserRestrictRequest,
  ZUserRoleRequest,
  ZUserSearchPage,
  ZUserSearchRequest,
} from '@fanlane/contracts/moderation';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requirePermission, requireUser } from '../auth/guards.ts';
import { appellantOf, createAppeal, decideAppeal, getAppealState, listAppeals, requestAppealLink } from './appeals.ts';
import { removeContent } from './remove-content.ts';
import { createReport, listReportQueue, resolveReport } from './reports.ts';
import { liftUser, restrictUser, setUserRole } from './restrict-user.ts';
import { getUserDetail, searchUsersForStaff } from './users-console.ts';

const tags = ['moderation'];
const perUser = (req: FastifyRequest) => (req.caller ? `report:${req.caller.user.id}` : `report-ip:${req.ip}`);

export function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.reportCreate,
    {
      preHandler: requireUser,
      config: {
        rateLimit: { max: deps.config.reportsPerHour, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: perUser },
      },
      schema: { tags, body: ZReportCreateRequest, response: { 200: ZEnvelope(ZReportCreated) } },
    },
    async (req) => ok(await createReport(deps, callerOf(req), req.body)),
  );

  // /appeal: the signed-in caller (restricted users sign in) or a mailed link's token (banned ones).
  app.post(
    PATHS.appealState,
    {
      preHandler: optionalUser,
      schema: { tags, body: ZAppealStateRequest, response: { 200: ZEnvelope(ZAppealState) } },
    },
    async (req) => ok(await getAppealState(deps, appellantOf(deps, req.caller, req.body.token))),
  );
  app.post(
    PATHS.appealCreate,
    {
      preHandler: optionalUser,
      config: { rateLimit: { max: 20, timeWindow: '1 hour', hook: 'preHandler' } },
      schema: { tags, body: ZAppealCreateRequest, response: { 200: ZEnvelope(ZAppealState) } },
    },
    async (req) => ok(await createAppeal(deps, appellantOf(deps, req.caller, req.body.token), req.body)),
  );
  app.post(
    PATHS.appealLink,
    {
      // Counted once the body is valid (preHandler), per address.
      config: { rateLimit: { max: 5, timeWindow: '1 hour', hook: 'preHandler' } },
      schema: { tags, body: ZAppealLinkRequest, response: { 200: ZEnvelope(z.object({ sent: z.literal(true) })) } },
    },
    async (req) => ok(await requestAppealLink(deps, req.body.email)),
  );

  app.post(
    PATHS.adminUserSearch,
    {
      preHandler: requirePermission('users.view'),
      schema: { tags, body: ZUserSearchRequest, response: { 200: ZEnvelope(ZUserSearchPage) } },
    },
    async (req) => ok(await searchUsersForStaff(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminUserDetail,
    {
      preHandler: requirePermission('users.view'),
      schema: { tags, body: ZUserDetailRequest, response: { 200: ZEnvelope(ZUserDetail) } },
    },
    async (req) => ok(await getUserDetail(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminUserRestrict,
    {
      preHandler: requirePermission('users.restrict'),
      schema: { tags, body: ZUserRestrictRequest, response: { 200: ZEnvelope(ZUserDetail) } },
    },
    async (req) => ok(await restrictUser(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminUserLift,
    {
      preHandler: requirePermission('users.restrict'),
      schema: { tags, body: ZUserLiftRequest, response: { 200: ZEnvelope(ZUserDetail) } },
    },
    async (req) => ok(await liftUser(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminUserRole,
    {
      preHandler: requirePermission('users.roles'),
      schema: { tags, body: ZUserRoleRequest, response: { 200: ZEnvelope(ZUserDetail) } },
    },
    async (req) => ok(await setUserRole(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminReportQueue,
    {
      preHandler: requirePermission('reports.work'),
      schema: { tags, body: ZReportQueueRequest, response: { 200: ZEnvelope(ZReportGroupPage) } },
    },
    async (req) => ok(await listReportQueue(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminReportResolve,
    {
      preHandler: requirePermission('reports.work'),
      schema: { tags, body: ZReportResolveRequest, response: { 200: ZEnvelope(ZReportResolved) } },
    },
    async (req) => ok(await resolveReport(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminContentRemove,
    {
      preHandler: requirePermission('content.remove'),
      schema: { tags, body: ZContentRemoveRequest, response: { 200: ZEnvelope(ZContentRemoved) } },
    },
    async (req) => ok(await removeContent(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminAppealList,
    {
      preHandler: requirePermission('appeals.decide'),
      schema: { tags, body: ZAdminAppealListRequest, response: { 200: ZEnvelope(ZAdminAppealPage) } },
    },
    async (req) => ok(await listAppeals(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminAppealDecide,
    {
      preHandler: requirePermission('appeals.decide'),
      schema: { tags, body: ZAppealDecideRequest, response: { 200: ZEnvelope(ZAdminAppeal) } },
    },
    async (req) => ok(await decideAppeal(deps, callerOf(req), req.body)),
  );
}
