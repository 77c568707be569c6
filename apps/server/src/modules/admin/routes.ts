/** Staff calls of the admin module: creator applications (creators.review) and the audit log (audit.read). */
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
import { callerOf, requirePermission } from '../auth/guards.ts';
import { listSubmissions } from './list-submissions.ts';
import { approveSubmission } from './approve-submission.ts';
import { rejectSubmission } from './reject-submission.ts';
import { listAudit } from './list-audit.ts';
import { ZAuditEntry, ZAuditListRequest } from '@fanlane/contracts/audit';
import { ZPage } from '@fanlane/contracts/page';

const tags = ['admin'];

export function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const reviewed = { 200: ZEnvelope(ZAdminSubmission) };

  app.post(
    PATHS.adminSubmissionList,
    {
      preHandler: requirePermission('creators.review'),
      schema: { tags, body: ZAdminSubmissionListRequest, response: { 200: ZEnvelope(ZAdminSubmissionList) } },
    },
    async (req) => ok(await listSubmissions(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminSubmissionApprove,
    { preHandler: requirePermission('creators.review'), schema: { tags, body: ZApproveRequest, response: reviewed } },
    async (req) => ok(await approveSubmission(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminSubmissionReject,
    { preHandler: requirePermission('creators.review'), schema: { tags, body: ZRejectRequest, response: reviewed } },
    async (req) => ok(await rejectSubmission(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminAuditList,
    {
      preHandler: requirePermission('audit.read'),
      schema: { tags, body: ZAuditListRequest, response: { 200: ZEnvelope(ZPage(ZAuditEntry)) } },
    },
    async (req) => ok(await listAudit(deps, callerOf(req), req.body)),
  );
}
