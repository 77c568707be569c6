/**
 * Error reporting in the browser (docs/error-reporting.md): on only when the server's page config
 * names a DSN (SENTRY_WEB_DSN, else SENTRY_DSN). Then, after the first paint and once the browser
 * is idle, the SDK is imported (its own chunk: the first-load budget never carries it) and set up
 * with the spec's drop list and replay settings. Errors that happen before it arrives are kept (a
 * few) and sent once it has, through the same filter; the SDK's own global handlers take over from
 * then on. This file is all the first bundle carries (the error boundary reports through it).
 */
import { runtimeConfig, type RuntimeConfig } from '../../shared/lib/runtime-config';
import { whenIdle } from '../../shared/lib/when-idle';
import type { startSentry } from './sentry-client';

type Client = { capture(error: unknown, extra?: Record<string, unknown>): void };

const EARLY_LIMIT = 10;
let client: Client | null = null;
let early: { error: unknown; extra?: Record<string, unknown> }[] | null = null;

/** Reports an error the app caught itself (the error boundary); nothing when reporting is off. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (client) client.capture(error, extra);
  else if (early && early.length < EARLY_LIMIT) early.push({ error, extra });
}

function keepEarly(event: ErrorEvent | PromiseRejectionEvent) {
  // The SDK's filter (should-report.ts, in its chunk) drops what the spec drops when these are sent.
  reportError('reason' in event ? (event.reason as unknown) : ((event.error as unknown) ?? event.message));
}

export function startErrorReporting(
  config: RuntimeConfig['sentry'] = runtimeConfig.sentry,
  release: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  load: () => Promise<{ startSentry: typeof startSentry }> = () => import('./sentry-client'),
): Promise<void> {
  if (!config) return Promise.resolve();
  early = [];
  window.addEventListener('error', keepEarly);
  window.addEventListener('unhandledrejection', keepEarly);
  return new Promise<void>((resolve) => {
    // After the first paint, then when the browser has a moment.
    requestAnimationFrame(() =>
      whenIdle(() => {
        load()
          .then(({ startSentry }) => {
            client = startSentry({ dsn: config.dsn, environment: config.environment, release });
            window.removeEventListener('error', keepEarly);
            window.removeEventListener('unhandledrejection', keepEarly);
            for (const { error, extra } of early ?? []) client.capture(error, extra);
            early = null;
          })
          .catch(() => {
            // The SDK could not load (blocked, offline): the app goes on without reporting.
            early = null;
          })
          .finally(resolve);
      }),
    );
  });
}

/** For tests. */
export function resetErrorReporting(): void {
  client = null;
  early = null;
}
