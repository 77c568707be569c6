/**
 * The Sentry SDK, in its own chunk: imported by error-reporting.ts only when a DSN is configured,
 * after the first paint, so neither the SDK nor replay is ever part of the first bundle.
 */
import * as Sentry from '@sentry/react';
import { shouldReport } from './should-report';
import { REPLAY_OPTIONS, REPLAY_SAMPLE_RATES } from './replay-options';
import { scrubBreadcrumb, scrubBrowserEvent } from './scrub';

export type SentryOptions = {
  dsn: string;
  environment: string;
  release: string;
  /** Tests: no replay (it needs a real browser's workers), and the page's own fetch for sending. */
  replay?: boolean;
  fetch?: typeof fetch;
};

export function startSentry(options: SentryOptions) {
  const fetchImpl = options.fetch;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    integrations: options.replay === false ? [] : [Sentry.replayIntegration(REPLAY_OPTIONS)],
    ...REPLAY_SAMPLE_RATES,
    ...(fetchImpl && {
      transport: (o: Parameters<typeof Sentry.makeFetchTransport>[0]) => Sentry.makeFetchTransport(o, fetchImpl),
    }),
    beforeSend: (event, hint) => (shouldReport(event, hint) ? scrubBrowserEvent(event) : null),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  return {
    capture(error: unknown, extra?: Record<string, unknown>) {
      Sentry.captureException(error, extra ? { extra } : undefined);
    },
    flush: (timeoutMs: number) => Sentry.flush(timeoutMs),
  };
}
