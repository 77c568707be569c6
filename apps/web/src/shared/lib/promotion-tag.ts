/**
 * The spec's promotion-tag usage registration: a page opened from a creator's tracking link
 * (`?promotionTag=<code>`) tells the server once, with the visitor id, so the link's click counts
 * (docs/tracking-links.md). The tag itself is kept by invitation.ts and rides along with the
 * login event, which is how a sign-up through the link is counted.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import { api } from './request';
import { getVisitorId } from './visitor-id';

export function registerPromotionTagUse(promotionTag: string): void {
  try {
    api.post(PATHS.promotionTagUse, { promotionTag, visitorId: getVisitorId() }, { silent: true }).catch(() => {
      // Counting a click is best effort: nothing about it may reach the visitor.
    });
  } catch {
    // Same.
  }
}
