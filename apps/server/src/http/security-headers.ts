/**
 * Helmet's headers with a CSP the web app passes. Telegram shows the app in an iframe, so framing
 * is allowed for it only. The headers never change while the server runs, so helmet works them out
 * once at start-up and every reply gets the same list (@fastify/helmet would rebuild helmet, and
 * re-parse the CSP, on every request).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const TELEGRAM_FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** The headers helmet sets for these options, captured from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed', { cause: err });
  });
  return headers;
}

/**
 * Where pages may load from and connect to: this server's own origin (and its WebSocket twin, which
 * 'self' does not cover in every browser), the fallback API host, and the configured media/CDN
 * hosts. Nothing else: a script injected somehow cannot send data to, or pull images from, a
 * host of its choosing.
 */
export function contentOrigins(config: Config) {
  const own = new URL(config.publicUrl);
  const socket = `${own.protocol === 'https:' ? 'wss:' : 'ws:'}//${own.host}`;
  const api = config.fallbackApiHost ? [new URL(config.fallbackApiHost).origin] : [];
  const captcha = config.captcha ? CAPTCHA_ORIGINS[config.captcha.provider] : null;
  // The web app's error reports (and session replays) go to the DSN's host.
  const sentry = config.sentry.webDsn ? [new URL(config.sentry.webDsn).origin] : [];
  return {
    connect: ["'self'", socket, ...api, ...config.mediaHosts, ...(captcha?.connect ?? []), ...sentry],
    media: ["'self'", ...config.mediaHosts],
    script: ["'self'", ...(captcha?.script ?? [])],
    frame: ["'self'", ...(captcha?.frame ?? [])],
    style: ["'self'", "'unsafe-inline'", ...(captcha?.style ?? [])],
  };
}

/**
 * What each captcha provider's script needs, as its documentation lists it; allowed only when that
 * provider is configured (docs/security.md, "Captcha").
 */
export const CAPTCHA_ORIGINS = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
    style: [],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: ['https://challenges.cloudflare.com'],
    style: [],
  },
} as const;

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const origins = contentOrigins(config);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: origins.script,
        // React and Radix set inline style attributes; no inline <script> is ever allowed.
        styleSrc: origins.style,
        // Only a configured captcha provider's challenge frame; everything else stays 'self'.
        frameSrc: origins.frame,
        imgSrc: [...origins.media, 'data:', 'blob:'],
        mediaSrc: [...origins.media, 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: origins.connect,
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...TELEGRAM_FRAME_ANCESTORS],
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * API answers are private: a sign-in's tokens, a wallet, a feed for one viewer. Every JSON answer
 * is marked no-store unless its route chose its own caching (static files, media and the web app
 * set theirs), so no browser, proxy or CDN keeps one.
 */
export function registerNoStoreForApi(app: FastifyInstance) {
  app.addHook('onSend', (_req, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cache-control') && type.startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
