/**
 * The spec's promotion-tag usage registration: a visit carried `?promotionTag=<code>`. It counts a
 * click (once per visitor per UTC day) and, for a signed-in fan, an arrival through the link that
 * the first-touch attribution reads (docs/tracking-links.md).
 */
import { createHash } from 'node:crypto';
import { TRACKING_LINK_CODE_RE, type TPromotionTagUse } from '@fanlane/contracts/tracking-links';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ClientMeta } from '../auth/sessions.ts';
import { findLiveLinkByCode, insertClick, insertTouch } from './tracking-links-repo.ts';

/** The visitor: the web app's device hash, else the account, else a hash of address and browser. */
function visitorKeyOf(input: TPromotionTagUse, user: UserRow | null, meta: ClientMeta): string {
  if (input.visitorId) return `v:${input.visitorId}`;
  if (user) return `u:${user.id}`;
  const hash = createHash('sha256')
    .update(`${meta.ip ?? ''}|${meta.userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return `h:${hash}`;
}

export async function registerPromotionTagUse(
  deps: AppDeps,
  input: TPromotionTagUse,
  user: UserRow | null,
  meta: ClientMeta,
  now = new Date(),
): Promise<{ counted: boolean }> {
  // Anything else (an invitation tag of another programme, a mistyped code) is simply not a link.
  if (!TRACKING_LINK_CODE_RE.test(input.promotionTag)) return { counted: false };
  const link = await findLiveLinkByCode(deps.db, input.promotionTag);
  // The creator opening their own link is not a visitor.
  if (!link || link.creatorId === user?.id) return { counted: false };
  const counted = await insertClick(deps.db, link.id, visitorKeyOf(input, user, meta), now);
  if (user) await insertTouch(deps.db, { fanId: user.id, creatorId: link.creatorId, linkId: link.id, at: now });
  return { counted };
}
