/** Admin calls: the review of creator applications. Every route is behind requireAdmin. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  ZAdminSubmission,
  ZAdminSubmissionList,
  ZAdminSubmissionListRequest,
  ZApproveRequest,
  ZRejectRequest,
} from '@fanlane/contracts/creator';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireAdmin } from '../auth/guards.ts';
import { listSubmissions } from './list-submissions.ts';
import { approveSubmission } from './approve-submission.ts';
import { rejectSubmission } from './reject-submission.ts';

const tags = ['admin'];

export function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const reviewed = { 200: ZEnvelope(ZAdminSubmission) };

  app.post(
    PATHS.adminSubmissionList,
    {
      preHandler: requireAdmin,
      schema: { tags, body: ZAdminSubmissionListRequest, response: { 200: ZEnvelope(ZAdminSubmissionList) } },
    },
    async (req) => ok(await listSubmissions(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminSubmissionApprove,
    { preHandler: requireAdmin, schema: { tags, body: ZApproveRequest, response: reviewed } },
    async (req) => ok(await approveSubmission(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminSubmissionReject,
    { preHandler: requireAdmin, schema: { tags, body: ZRejectRequest, response: reviewed } },
    async (req) => ok(await rejectSubmission(deps, callerOf(req), req.body)),
  );
}
