import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, resetErrorReporting, startErrorReporting } from './error-reporting';
import type { startSentry as realStart } from './sentry-client';

afterEach(() => resetErrorReporting());

describe('starting error reporting', () => {
  it('without a DSN the SDK is never imported and nothing is kept', async () => {
    const load = vi.fn();
    await startErrorReporting(null, 'v1', load);
    reportError(new Error('nobody hears this'));
    expect(load).not.toHaveBeenCalled();
  });

  it('with one, the SDK is imported after the first paint; errors caught before it arrives are sent then', async () => {
    const capture = vi.fn();
    const startSentry = vi.fn(() => ({ capture, flush: () => Promise.resolve(true) }));
    const load = vi.fn(() => Promise.resolve({ startSentry } as unknown as { startSentry: typeof realStart }));
    const started = startErrorReporting(
      { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production' },
      'v7',
      load,
    );
    expect(load).not.toHaveBeenCalled();
    reportError(new Error('before the SDK'), { componentStack: 'in App' });
    await started;
    expect(startSentry).toHaveBeenCalledWith({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
      release: 'v7',
    });
    expect(capture).toHaveBeenCalledWith(new Error('before the SDK'), { componentStack: 'in App' });
    reportError(new Error('after'));
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
