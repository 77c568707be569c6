/**
 * Serves the built web app: hashed assets cached for good, index.html fresh, with the runtime
 * config filled in. The build writes a .br and a .gz beside each compressible asset
 * (apps/web/vite-precompress.ts); they are sent as they are to a browser that accepts them.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PROFILE_ELEMENT_ID } from '@fanlane/contracts/constants';
import type { TProfile } from '@fanlane/contracts/profile';
import type { Config } from '../config.ts';
import { publicUrlOf } from './public-origin.ts';

/** `publicUrl` is where the page was loaded from when that is an alias (share and invite links use it). */
export function runtimeWebConfig(config: Config, publicUrl: string = config.publicUrl) {
  return {
    productPrefix: config.productPrefix,
    brandName: config.brandName,
    fallbackApiHost: config.fallbackApiHost ?? null,
    publicUrl,
    supportEmail: config.supportEmail,
    /** The captcha provider and its public site key, or null: the web loads the provider's script only then. */
    captcha: config.captcha ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey } : null,
    /** The web app's Sentry DSN (public by nature), or null: the SDK is loaded only then (docs/error-reporting.md). */
    sentry: config.sentry.webDsn ? { dsn: config.sentry.webDsn, environment: config.sentry.environment } : null,
  };
}

/** The web push service worker, served at the root under the spec's name (spec section 7). */
export const PUSH_WORKER_FILE = 'firebase-messaging-sw.js';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type WebIndex = {
  /** index.html with the runtime config filled in, one copy per address of the app (PUBLIC_URL and its aliases). */
  page: (request: FastifyRequest) => string;
  /** The creator page's chunks beyond the entry's, as the build lists them (`.vite/first-views.json`). */
  creatorPageModules: readonly string[];
};

/**
 * What the head may carry ahead of the scripts, for a creator page: its chunks, its cover and the
 * profile it shows first (read by the web as the profile query's first answer).
 */
export type PageHints = { modules?: readonly string[]; image?: string | null; profile?: TProfile };

/** JSON inside a `<script>` element: no `<` can close it or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readCreatorPageModules(config: Config): string[] {
  const file = path.join(config.webDist, '.vite', 'first-views.json');
  if (!existsSync(file)) return [];
  const { creatorPage } = JSON.parse(readFileSync(file, 'utf8')) as { creatorPage?: unknown };
  return Array.isArray(creatorPage) ? creatorPage.filter((href): href is string => typeof href === 'string') : [];
}

export function readWebIndex(config: Config): WebIndex | null {
  const file = path.join(config.webDist, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const copies = new Map<string, string>();
  const page = (request: FastifyRequest) => {
    const publicUrl = publicUrlOf(config, request);
    let copy = copies.get(publicUrl);
    if (copy === undefined) {
      copy = html.replace(
        /<meta name="fanlane-config" content="[^"]*"\s*\/?>/,
        `<meta name="fanlane-config" content="${escapeAttr(JSON.stringify(runtimeWebConfig(config, publicUrl)))}" />`,
      );
      copies.set(publicUrl, copy);
    }
    return copy;
  };
  return { page, creatorPageModules: readCreatorPageModules(config) };
}

export async function registerWebApp(app: FastifyInstance, config: Config, index: WebIndex) {
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
      // The push worker (features/push) controls the whole app from the root.
      if (path.basename(filePath) === PUSH_WORKER_FILE) void res.header('service-worker-allowed', '/');
    },
  });
  app.get('/', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply, index));
  app.get('/index.html', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply, index));
}

/** index.html, with `hints` named in its head so the browser fetches them before any script asks. */
export function sendIndex(request: FastifyRequest, reply: FastifyReply, index: WebIndex, hints: PageHints = {}) {
  const head = [
    ...(hints.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}" />`),
    ...(hints.image
      ? [`<link rel="preload" as="image" href="${escapeAttr(hints.image)}" fetchpriority="high" />`]
      : []),
    ...(hints.profile
      ? [`<script type="application/json" id="${PAGE_PROFILE_ELEMENT_ID}">${jsonInHtml(hints.profile)}</script>`]
      : []),
  ];
  const html = index.page(request);
  const page = head.length ? html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`) : html;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
}
