import type { TLoginEvent } from '@fanlane/contracts/tracking';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import type { ClientMeta } from '../auth/sessions.ts';
import { insertLoginEvent } from './tracking-repo.ts';
import { recordPromotionTagSignIn } from '../tracking-links/record-sign-in.ts';

/** Which invitation brought a user in: stored per sign-in for the referral programme. */
export async function recordLoginEvent(deps: AppDeps, caller: Caller, input: TLoginEvent, meta: ClientMeta) {
  await insertLoginEvent(deps.db, {
    userId: caller.user.id,
    type: input.type,
    inviterDomain: input.inviterDomain ?? null,
    inviter: input.inviter ?? null,
    promotionTag: input.promotionTag ?? null,
    promoteKeys: input.promoteKeys ?? null,
    fromDomain: input.fromDomain ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  // A creator's tracking link brought them (docs/tracking-links.md): an arrival, and a sign-up if the account is new.
  await recordPromotionTagSignIn(deps.db, caller.user, input.promotionTag);
  return { ok: true as const };
}
