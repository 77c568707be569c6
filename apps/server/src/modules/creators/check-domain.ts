import type { z } from 'zod';
import { RESERVED_DOMAINS, ZCreatorDomain, type ZDomainExistResponse } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { findUserByCreatorDomain } from '../users/users-repo.ts';
import { isDomainHeldByApplication } from './submissions-repo.ts';

/** Whether a creator domain could be applied for now. Public and rate-limited, like the email check. */
export async function checkDomain(deps: AppDeps, creatorDomain: string): Promise<z.infer<typeof ZDomainExistResponse>> {
  if ((RESERVED_DOMAINS as readonly string[]).includes(creatorDomain.toLowerCase()))
    return { available: false, reason: 'reserved' };
  const parsed = ZCreatorDomain.safeParse(creatorDomain);
  if (!parsed.success) return { available: false, reason: 'invalid' };
  if (await isDomainTaken(deps, parsed.data)) return { available: false, reason: 'taken' };
  return { available: true, reason: null };
}

/** A creator has the domain (any case), or the submitted or approved application of someone other than `applicantId` does. */
export async function isDomainTaken(deps: AppDeps, domain: string, applicantId?: string): Promise<boolean> {
  const creator = await findUserByCreatorDomain(deps.db, domain);
  if (creator && creator.id !== applicantId) return true;
  return isDomainHeldByApplication(deps.db, domain, applicantId);
}
