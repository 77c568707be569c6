/** Becoming a creator: the applicant's calls. Thin: parse, call the use-case, wrap in the envelope. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  ZDomainExistRequest,
  ZDomainExistResponse,
  ZSubmission,
  ZSubmissionDetail,
  ZSubmitRequest,
} from '@fanlane/contracts/creator';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { saveSubmission } from './save-submission.ts';
import { getSubmission } from './get-submission.ts';
import { checkDomain } from './check-domain.ts';

const tags = ['creators'];

export function creatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    PATHS.creatorSubmit,
    { preHandler: requireUser, schema: { tags, body: ZSubmitRequest, response: { 200: ZEnvelope(ZSubmission) } } },
    async (req) => ok(await saveSubmission(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.creatorSubmissionDetail,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZSubmissionDetail) } } },
    async (req) => ok(await getSubmission(deps, callerOf(req))),
  );
  app.post(
    PATHS.creatorDomainExist,
    {
      config: limited,
      schema: { tags, body: ZDomainExistRequest, response: { 200: ZEnvelope(ZDomainExistResponse) } },
    },
    async (req) => ok(await checkDomain(deps, req.body.creatorDomain)),
  );
}
