/**
 * A hosted verification service's signed decision (/kyc-task/v1/webhook): verified over the raw
 * body by the provider, then applied to its waiting application. A repeat, or a decision on an
 * application already decided (an admin was faster), changes nothing.
 */
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { kycProviderOf } from '../../integrations/kyc/kyc-provider.ts';
import { applyDecision } from './decide-kyc.ts';
import { lockApplicationBySession } from './kyc-repo.ts';

export async function applyProviderDecision(
  deps: AppDeps,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ applied: boolean }> {
  const provider = kycProviderOf(deps.config);
  if (!provider) throw appError('NOT_FOUND');
  const decision = provider.readDecision(rawBody, headers);
  if (!decision) return { applied: false };
  return deps.events.transaction(async (tx, emit) => {
    const application = await lockApplicationBySession(tx, provider.name, decision.sessionId);
    if (!application || application.status !== 'submitted') return { applied: false };
    await applyDecision(deps, tx, emit, application, {
      outcome: decision.outcome,
      reason: decision.reason,
      decidedBy: null,
    });
    return { applied: true };
  });
}
