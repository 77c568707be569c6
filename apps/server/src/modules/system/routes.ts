/** Operational endpoints: health, version, metrics, and the dev outbox outside production. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZVersionInfo } from '@fanlane/contracts/tracking';
import type { Registry } from 'prom-client';
import { ok } from '../../http/envelope.ts';
import { appError } from '../../http/app-error.ts';
import { metricsCallerAllowed, metricsOnPublicPort } from '../../http/metrics.ts';

const startedAt = new Date().toISOString();

export function systemRoutes(registry: Registry) {
  return function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { deps } = fastify;

    app.get(PATHS.health, { schema: { hide: true } }, async (_req, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (err) {
        _req.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });

    app.get(PATHS.version, { schema: { tags: ['system'], response: { 200: ZVersionInfo } } }, (_req, reply) => {
      void reply.headers({ 'cache-control': 'no-cache, no-store, must-revalidate', pragma: 'no-cache', expires: '0' });
      return { version: deps.version, builtAt: startedAt };
    });

    if (metricsOnPublicPort(deps.config)) {
      app.get(PATHS.metrics, { schema: { hide: true } }, (req, reply) => {
        if (!metricsCallerAllowed(deps.config, req.headers.authorization)) throw appError('UNAUTHORIZED');
        void reply.type(registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      });
    }

    if (!deps.config.isProduction) {
      app.get(
        PATHS.devOutbox,
        { schema: { tags: ['dev'], querystring: z.object({ to: z.string().trim().min(3).max(254) }) } },
        (req) => {
          // Sign-in codes and links: only for one named address, and only to this machine.
          if (deps.config.isProduction || !isLoopback(req.socket.remoteAddress)) throw appError('NOT_FOUND');
          return ok(deps.mailer.outbox(req.query.to));
        },
      );
      app.get(
        PATHS.devSmsOutbox,
        {
          schema: {
            tags: ['dev'],
            // An unencoded + arrives as a space (trimmed away): put it back.
            querystring: z.object({
              to: z
                .string()
                .trim()
                .transform((v) => (v.startsWith('+') ? v : `+${v}`))
                .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'e164')),
            }),
          },
        },
        (req) => {
          // Texted codes, under the same rule: one named number (E.164), this machine only.
          if (deps.config.isProduction || !isLoopback(req.socket.remoteAddress)) throw appError('NOT_FOUND');
          return ok(deps.sms.outbox(req.query.to));
        },
      );
    }
  };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** The peer's own address, not X-Forwarded-For: a proxy in front must not make a remote caller local. */
const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.test(address);
