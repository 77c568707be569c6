/** /kyc-task/v1/detail: where the caller stands with identity verification. */
import type { TKycDetail } from '@fanlane/contracts/kyc';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { latestApplicationOf } from './kyc-repo.ts';
import { effectiveStatus, presentApplication } from './present-kyc.ts';

export async function getKycDetail(deps: AppDeps, caller: Caller): Promise<TKycDetail> {
  const latest = await latestApplicationOf(deps.db, caller.user.id);
  const provider = deps.config.kyc.provider?.name ?? 'manual';
  if (!latest) return { state: 'none', application: null, provider, hostedUrl: null, canSubmit: true };
  const state = effectiveStatus(latest);
  return {
    state,
    application: presentApplication(latest),
    provider,
    hostedUrl: state === 'submitted' ? latest.providerUrl : null,
    canSubmit: state === 'rejected' || state === 'expired',
  };
}
