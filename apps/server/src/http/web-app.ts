/**
 * Serves the built web app: hashed assets cached for good, index.html fresh, with the runtime
 * config filled in. The build writes a .br and a .gz beside each compressible asset
 * (apps/web/vite-precompress.ts); they are sent as they are to a browser that accepts them.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export function runtimeWebConfig(config: Config) {
  return {
    productPrefix: config.productPrefix,
    brandName: config.brandName,
    fallbackApiHost: config.fallbackApiHost ?? null,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function readWebIndex(config: Config): string | null {
  const file = path.join(config.webDist, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  return html.replace(
    /<meta name="fanlane-config" content="[^"]*"\s*\/?>/,
    `<meta name="fanlane-config" content="${escapeAttr(JSON.stringify(runtimeWebConfig(config)))}" />`,
  );
}

export async function registerWebApp(app: FastifyInstance, config: Config, index: string) {
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // index.html is only ever sent with the runtime config filled in (below), never as the raw file;
    // the compressed copies are found beside the file they belong to, not requested by name.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void res.header('cache-control', 'public, max-age=31536000, immutable');
      else void res.header('cache-control', 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply, index));
  app.get('/index.html', { schema: { hide: true } }, (_req, reply) => sendIndex(reply, index));
}

export function sendIndex(reply: FastifyReply, index: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
}
