/**
 * The sandbox gateway's own HTTP surface: its hosted checkout page (with the page's stylesheet and
 * script as files, for the CSP), and the two calls the page makes. No sign-in: the long random
 * session id in the link is what opens a checkout, as with a real gateway.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZSandboxDisputeRequest, ZSandboxDisputeResult } from '@fanlane/contracts/dispute';
import { ZSandboxConfirmRequest, ZSandboxPayRequest, ZSandboxPayResult } from '@fanlane/contracts/top-up';
import { ok } from '../../../http/envelope.ts';
import { ASSETS_PATH, renderCheckoutPage, renderClosedPage } from './checkout-page.ts';
import { isOpen } from './sessions.ts';

const tags = ['sandbox-gateway'];
const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const ASSETS = {
  'checkout.js': { type: 'text/javascript; charset=utf-8', body: asset('checkout.js') },
  'checkout.css': { type: 'text/css; charset=utf-8', body: asset('checkout.css') },
} as const;

export function sandboxGatewayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const gateway = deps.payments.sandbox;
  const merchant = deps.config.brandName;
  const attempts = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const result = { 200: ZEnvelope(ZSandboxPayResult) };

  app.get(
    `${PATHS.sandboxCheckout}/:sessionId`,
    { schema: { tags, params: z.object({ sessionId: z.string().max(100) }) } },
    async (req, reply) => {
      const session = await gateway.findSession(req.params.sessionId);
      const open = session !== null && isOpen(session);
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session) return reply.status(404).send(renderClosedPage(null, merchant));
      return reply
        .status(open ? 200 : 410)
        .send(open ? renderCheckoutPage(session, merchant) : renderClosedPage(session, merchant));
    },
  );
  app.get(
    `${ASSETS_PATH}/:file`,
    { schema: { tags, params: z.object({ file: z.enum(['checkout.js', 'checkout.css']) }) } },
    (req, reply) => {
      const file = ASSETS[req.params.file];
      return reply.header('cache-control', 'public, max-age=300').type(file.type).send(file.body);
    },
  );
  app.post(
    PATHS.sandboxPay,
    { config: attempts, schema: { tags, body: ZSandboxPayRequest, response: result } },
    async (req) => ok(await gateway.pay(req.body)),
  );
  app.post(
    PATHS.sandboxConfirm,
    { config: attempts, schema: { tags, body: ZSandboxConfirmRequest, response: result } },
    async (req) => ok(await gateway.confirm(req.body)),
  );
  app.post(
    PATHS.sandboxDispute,
    {
      config: attempts,
      schema: { tags, body: ZSandboxDisputeRequest, response: { 200: ZEnvelope(ZSandboxDisputeResult) } },
    },
    async (req) => ok(await gateway.dispute(req.body)),
  );
}
