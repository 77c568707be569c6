/** Spec section 9's session replay settings, in the SDK's names (docs/error-reporting.md). */
export const REPLAY_OPTIONS = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  mutationLimit: 10_000,
  mutationBreadcrumbLimit: 750,
  slowClickTimeout: 7_000,
} as const;

/** 10 % of sessions are recorded; every session with an error is. */
export const REPLAY_SAMPLE_RATES = { replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0 } as const;
