/**
 * Identity verification (docs/kyc.md): the applicant's /kyc-task/v1/* calls, the admins' review
 * behind 'kyc.review', and a hosted provider's webhook (raw body, in its own plugin).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import {
  ZAdminKycApplication,
  ZAdminKycDocumentRequest,
  ZAdminKycIdRequest,
  ZAdminKycList,
  ZAdminKycListRequest,
  ZAdminKycRejectRequest,
  ZKycDetail,
} from '@fanlane/contracts/kyc';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { closeOnRefusal } from '../../media/read-upload.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { getKycDetail } from './get-kyc-detail.ts';
import { submitKyc } from './submit-kyc.ts';
import { getAdminKycApplication, listKyc } from './list-kyc.ts';
import { approveKyc, rejectKyc } from './decide-kyc.ts';
import { readKycDocument } from './read-kyc-document.ts';
import { applyProviderDecision } from './apply-provider-decision.ts';

const tags = ['kyc'];
const adminTags = ['admin', 'kyc'];

export function kycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const detail = { 200: ZEnvelope(ZKycDetail) };
  const reviewed = { 200: ZEnvelope(ZAdminKycApplication) };
  const reviewer = requirePermission('kyc.review');

  app.post(PATHS.kycDetail, { preHandler: requireUser, schema: { tags, response: detail } }, async (req) =>
    ok(await getKycDetail(deps, callerOf(req))),
  );
  app.post(
    PATHS.kycSubmit,
    {
      preHandler: requireUser,
      config: perUserLimit(10),
      schema: { tags, consumes: ['multipart/form-data'], response: detail },
    },
    async (req, reply) => ok(await closeOnRefusal(reply, () => submitKyc(deps, callerOf(req), req))),
  );

  app.post(
    PATHS.adminKycList,
    {
      preHandler: reviewer,
      schema: { tags: adminTags, body: ZAdminKycListRequest, response: { 200: ZEnvelope(ZAdminKycList) } },
    },
    async (req) => ok(await listKyc(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminKycDetail,
    { preHandler: reviewer, schema: { tags: adminTags, body: ZAdminKycIdRequest, response: reviewed } },
    async (req) => ok(await getAdminKycApplication(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminKycApprove,
    { preHandler: reviewer, schema: { tags: adminTags, body: ZAdminKycIdRequest, response: reviewed } },
    async (req) => ok(await approveKyc(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminKycReject,
    { preHandler: reviewer, schema: { tags: adminTags, body: ZAdminKycRejectRequest, response: reviewed } },
    async (req) => ok(await rejectKyc(deps, callerOf(req), req.body)),
  );
  // The picture's bytes (image/webp), never cached, never a link: the viewer fetches it with the token.
  app.post(
    PATHS.adminKycDocument,
    { preHandler: reviewer, schema: { tags: adminTags, body: ZAdminKycDocumentRequest } },
    async (req, reply) => {
      const { mime, bytes } = await readKycDocument(deps, callerOf(req), req.body);
      return reply
        .type(mime)
        .header('cache-control', 'no-store, private')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  // The webhook reads its body as the exact text signed: its parser lives in this child plugin only.
  void fastify.register((child: FastifyInstance, _opts, done) => {
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => next(null, body));
    child
      .withTypeProvider<ZodTypeProvider>()
      .post(
        PATHS.kycWebhook,
        { schema: { tags, body: z.string(), response: { 200: ZEnvelope(z.object({ applied: z.boolean() })) } } },
        async (req: FastifyRequest<{ Body: string }>) =>
          ok(await applyProviderDecision(deps, req.body, headersOf(req))),
      );
    done();
  });
}

const headersOf = (req: FastifyRequest) =>
  Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
  );
