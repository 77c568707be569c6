/**
 * The providers' webhooks. Signatures are over the exact bytes sent, so these two routes (and only
 * they: the parser is registered inside this plugin) read JSON bodies as raw text; the gateway
 * verifies and reads it, and one function applies it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { SIGNATURE_HEADER } from '../../integrations/payments/sandbox-gateway/signature.ts';
import { gatewayFor } from '../../integrations/payments/payments.ts';
import type { CardGateway } from '../../integrations/payments/card-gateway.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';

const tags = ['webhooks'];
const ZWebhookAck = z.object({ duplicate: z.boolean(), applied: z.boolean() });

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function webhookRoutes(fastify: FastifyInstance) {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const schema = { tags, body: z.string(), response: { 200: ZEnvelope(ZWebhookAck) } };

  const receive = async (gateway: CardGateway, req: FastifyRequest, body: string, header: string) => {
    const event = gateway.readWebhook(body, headerOf(req, header));
    const ack = await applyPaymentEvent(deps, event);
    req.log.info({ provider: event.provider, eventId: event.eventId, type: event.type, ...ack }, 'payment webhook');
    return ok(ack);
  };

  app.post(PATHS.webhookSandbox, { schema }, (req) => receive(deps.payments.sandbox, req, req.body, SIGNATURE_HEADER));
  app.post(PATHS.webhookStripe, { schema }, (req) =>
    receive(gatewayFor(deps.payments, 'stripe'), req, req.body, 'stripe-signature'),
  );
}
