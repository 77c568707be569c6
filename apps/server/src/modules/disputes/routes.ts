/** Disputes (docs/money.md, "Disputes"): the fan's, the creators' and the admins' calls. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  ZAdminDisputeListRequest,
  ZDispute,
  ZDisputeDecideRequest,
  ZDisputeEvidenceRequest,
  ZDisputeIdRequest,
  ZDisputeLine,
  ZDisputeListRequest,
  ZDisputeSubmitRequest,
  ZOpenDisputeRequest,
} from '@fanlane/contracts/dispute';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { openFanDispute } from './fan-disputes.ts';
import { addEvidence, decideFanDispute, submitChargeback } from './manage-disputes.ts';
import { getDispute, listDisputes, listDisputesForAdmin } from './read-disputes.ts';

const tags = ['disputes'];
const one = { 200: ZEnvelope(ZDispute) };
const page = { 200: ZEnvelope(ZPage(ZDisputeLine)) };
/** Opening and evidence write rows a person reads: 20 a minute per account is plenty. */
const writes = perUserLimit(20);

export function disputeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.disputeOpen,
    { preHandler: requireUser, config: writes, schema: { tags, body: ZOpenDisputeRequest, response: one } },
    async (req) => {
      const caller = callerOf(req);
      const id = await openFanDispute(deps, caller, req.body);
      return ok(await getDispute(deps, caller.user, id));
    },
  );
  app.post(
    PATHS.disputeDetail,
    { preHandler: requireUser, schema: { tags, body: ZDisputeIdRequest, response: one } },
    async (req) => ok(await getDispute(deps, callerOf(req).user, req.body.id)),
  );
  app.post(
    PATHS.disputeEvidence,
    { preHandler: requireUser, config: writes, schema: { tags, body: ZDisputeEvidenceRequest, response: one } },
    async (req) => ok(await addEvidence(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.disputeList,
    { preHandler: requireUser, schema: { tags, body: ZDisputeListRequest, response: page } },
    async (req) => ok(await listDisputes(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.adminDisputeList,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZAdminDisputeListRequest, response: page } },
    async (req) => ok(await listDisputesForAdmin(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.adminDisputeDecide,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZDisputeDecideRequest, response: one } },
    async (req) => ok(await decideFanDispute(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminDisputeSubmit,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZDisputeSubmitRequest, response: one } },
    async (req) => ok(await submitChargeback(deps, callerOf(req), req.body.id)),
  );
}
