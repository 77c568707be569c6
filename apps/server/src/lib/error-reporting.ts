/**
 * Error reporting to Sentry (docs/error-reporting.md), on only when SENTRY_DSN is set. The SDK is
 * imported when it is (never at start otherwise) and runs as one client of its own, with no
 * automatic instrumentation: the error handler reports each 5xx (http/error-handler.ts) and main.ts
 * the process's uncaught exceptions and unhandled rejections.
 *
 * Never sent: request bodies, cookies, query strings (tokens travel in some), the Authorization
 * header or any other header but a short allow-list, and the visitor's address. `scrubEvent` holds
 * it for every event, whatever put the field there.
 */
import type { FastifyRequest } from 'fastify';

export type ErrorReporter = {
  /** Whether events go anywhere (SENTRY_DSN set). */
  readonly enabled: boolean;
  capture(error: unknown, request?: FastifyRequest): void;
  /** Waits for events on their way, at most `timeoutMs`. */
  flush(timeoutMs?: number): Promise<boolean>;
};

export const NO_ERROR_REPORTER: ErrorReporter = {
  enabled: false,
  capture: () => undefined,
  flush: () => Promise.resolve(true),
};

/** The only request headers an event may carry. */
const SAFE_HEADERS = new Set([
  'user-agent',
  'content-type',
  'accept',
  'accept-language',
  'locale',
  'user-type',
  'x-request-id',
]);

type ScrubbableEvent = {
  request?: {
    url?: string;
    method?: string;
    headers?: Record<string, string>;
    cookies?: unknown;
    data?: unknown;
    query_string?: unknown;
    env?: unknown;
  };
  user?: { id?: string | number; [key: string]: unknown };
  extra?: Record<string, unknown>;
  server_name?: string;
};

/** Drops whatever could identify a person or carry a secret; returns the same event. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    delete request.query_string;
    delete request.env;
    if (request.url) request.url = request.url.split('?')[0]!.split('#')[0]!;
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => SAFE_HEADERS.has(name.toLowerCase())),
      );
    }
  }
  // A user is their id; never an e-mail address, a name or an IP address.
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  return event;
}

/** What an event tells about the request that failed: method, path and route, safe headers. */
export function requestOf(request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (SAFE_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return {
    request: { method: request.method, url: request.url.split('?')[0]!, headers },
    route: request.routeOptions.url ?? null,
    requestId: request.id,
    userId: request.caller?.user.id ?? null,
  };
}

export type ErrorReporterOptions = {
  dsn: string | null;
  release: string;
  environment: string;
};

export async function createErrorReporter(options: ErrorReporterOptions): Promise<ErrorReporter> {
  if (!options.dsn) return NO_ERROR_REPORTER;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // No tracing, no breadcrumbs of console or HTTP: errors only.
    tracesSampleRate: 0,
    maxBreadcrumbs: 0,
    beforeSend: (event) => scrubEvent(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    enabled: true,
    capture(error, request) {
      const context = request ? requestOf(request) : null;
      const eventScope = scope.clone();
      if (context) {
        eventScope.setSDKProcessingMetadata({ normalizedRequest: context.request });
        eventScope.setTag('request_id', context.requestId);
        if (context.route) eventScope.setTag('route', context.route);
        if (context.userId) eventScope.setUser({ id: context.userId });
        eventScope.addEventProcessor((event) => ({ ...event, request: { ...context.request } }));
      }
      eventScope.captureException(error);
    },
    flush: (timeoutMs = 2_000) => Promise.resolve(client.flush(timeoutMs)),
  };
}
