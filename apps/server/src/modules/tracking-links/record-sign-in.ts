/**
 * A sign-in whose login event carried a promotion tag (modules/tracking calls this): the fan arrived
 * through that link, and a new account (at most TRACKING_LINK_SIGN_UP_HOURS old) is its sign-up.
 */
import { TRACKING_LINK_CODE_RE, TRACKING_LINK_SIGN_UP_HOURS } from '@fanlane/contracts/tracking-links';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findLiveLinkByCode, insertSignUp, insertTouch } from './tracking-links-repo.ts';

export async function recordPromotionTagSignIn(
  db: Database,
  user: Pick<UserRow, 'id' | 'createdAt'>,
  promotionTag: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!promotionTag || !TRACKING_LINK_CODE_RE.test(promotionTag)) return;
  const link = await findLiveLinkByCode(db, promotionTag);
  if (!link || link.creatorId === user.id) return;
  await insertTouch(db, { fanId: user.id, creatorId: link.creatorId, linkId: link.id, at: now });
  if (now.getTime() - user.createdAt.getTime() <= TRACKING_LINK_SIGN_UP_HOURS * 3_600_000) {
    await insertSignUp(db, link.id, user.id, now);
  }
}
