/**
 * Prometheus metrics: request durations by route, and who may read them. On the public port
 * /metrics asks for METRICS_TOKEN as a bearer token; production without a token has no /metrics
 * there at all. METRICS_PORT adds a second listener (127.0.0.1 by default) that serves only the
 * metrics, for a scraper on the same host or network, with no token.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import type { Config } from '../config.ts';

export function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** Whether /metrics exists on the public port: with a token, or outside production. */
export const metricsOnPublicPort = (config: Config) => config.metricsToken !== undefined || !config.isProduction;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The request's `Authorization` carries the configured token (compared in constant time); no token configured: yes. */
export function metricsCallerAllowed(config: Config, authorization: string | undefined): boolean {
  if (config.metricsToken === undefined) return true;
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(config.metricsToken));
}

/** The metrics-only listener on METRICS_HOST:METRICS_PORT; every path answers the metrics. */
export async function listenForMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
