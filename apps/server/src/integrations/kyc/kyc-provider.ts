/**
 * Hosted identity verification (docs/kyc.md): a service the applicant finishes on (documents,
 * selfie, liveness), which then posts its decision to our webhook, signed. Without one (the
 * default, KYC_PROVIDER=manual) the admins review the documents sent to /kyc-task/v1/submit.
 */
import type { Config } from '../../config.ts';
import { createVeriffProvider } from './veriff.ts';

export type KycSession = { sessionId: string; url: string };

/** A verified decision: which session, and what the service decided. */
export type KycProviderDecision = {
  sessionId: string;
  outcome: 'approved' | 'rejected';
  /** The service's reason, for the applicant (rejections). */
  reason: string | null;
};

export type KycProvider = {
  name: 'veriff';
  /** Opens a session for the application; the applicant is sent to `url`. */
  startSession(input: { applicationId: string; legalName: string; callbackUrl: string }): Promise<KycSession>;
  /**
   * Checks the signature over the exact bytes received (WEBHOOK_SIGNATURE_INVALID otherwise) and
   * reads the decision; null for a notification that decides nothing (a session started, a reminder).
   */
  readDecision(rawBody: string, headers: Record<string, string | undefined>): KycProviderDecision | null;
};

/** The configured hosted service, or null for manual review. */
export function kycProviderOf(config: Config, fetchImpl: typeof fetch = fetch): KycProvider | null {
  const settings = config.kyc.provider;
  return settings ? createVeriffProvider(settings, fetchImpl) : null;
}
