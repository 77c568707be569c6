/** The contact form's call (anyone, limited per address) and the admins' inbox of its messages. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  ZContactHandleRequest,
  ZContactMessage,
  ZContactMessageListRequest,
  ZContactMessagePage,
  ZContactUsRequest,
  ZContactUsResult,
} from '@fanlane/contracts/contact';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requirePermission } from '../auth/guards.ts';
import { handleContactMessage } from './handle-contact-message.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

const tags = ['contact'];

export function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.contactUs,
    {
      // Counted per address before anything is read, bad attempts included: CONTACT_PER_HOUR, the
      // `contact` budget that /rate/limit/pre-access reports (docs/rate-limits.md).
      onRequest: fastify.actionBudget.guard('contact'),
      preHandler: optionalUser,
      schema: { tags, body: ZContactUsRequest, response: { 200: ZEnvelope(ZContactUsResult) } },
    },
    async (req) =>
      ok(
        await sendContactMessage(
          deps,
          {
            user: req.caller?.user ?? null,
            ip: req.ip ?? null,
            userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
            locale: req.ctx.locale,
          },
          req.body,
        ),
      ),
  );
  app.post(
    PATHS.adminContactList,
    {
      preHandler: requirePermission('support.inbox'),
      schema: { tags, body: ZContactMessageListRequest, response: { 200: ZEnvelope(ZContactMessagePage) } },
    },
    async (req) => ok(await listContactMessages(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminContactHandle,
    {
      preHandler: requirePermission('support.inbox'),
      schema: { tags, body: ZContactHandleRequest, response: { 200: ZEnvelope(ZContactMessage) } },
    },
    async (req) => ok(await handleContactMessage(deps, callerOf(req), req.body)),
  );
}
