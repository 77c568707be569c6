/** The spec's /rate/limit/pre-access (docs/rate-limits.md): may an expensive action run now, and if not, when. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRateAction, TRateLimitState } from '@fanlane/contracts/rate-limit';
import { ApiError, api } from '../../../shared/lib/request';

export function preAccess(action: TRateAction) {
  // Silent: a failure only means the button shows no wait; the send itself will say.
  return api.post<TRateLimitState>(PATHS.rateLimitPreAccess, { action }, { silent: true });
}

/** The seconds a budget refusal (429 from a guarded call) says to wait, if it says. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
