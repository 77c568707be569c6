/**
 * First-touch attribution (docs/tracking-links.md): a follow, a subscription or a payment by a fan
 * counts for the first link that fan arrived through for that creator within
 * TRACKING_LINK_ATTRIBUTION_DAYS before it. The facts come from the domain events the follows,
 * subscriptions, purchases, tips and chat modules emit, handled once for the cluster.
 */
import { TRACKING_LINK_ATTRIBUTION_DAYS } from '@fanlane/contracts/tracking-links';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { CommittedEvent } from '../../events/catalogue.ts';
import { firstTouchLink, insertConversion } from './tracking-links-repo.ts';

export const ATTRIBUTED_EVENTS = [
  'follow.changed',
  'subscription.started',
  'subscription.renewed',
  'post.purchased',
  'message.purchased',
  'tip.sent',
] as const;
type AttributedEvent = CommittedEvent<(typeof ATTRIBUTED_EVENTS)[number]>;

type Fact = { fanId: string; creatorId: string; kind: string; amountCents: bigint };

const cents = (value: string | undefined) => (value && /^\d+$/.test(value) ? BigInt(value) : 0n);

/** What the event says a fan did for a creator, or null (an unfollow). */
export function factOf(event: AttributedEvent): Fact | null {
  switch (event.type) {
    case 'follow.changed':
      return event.data.following
        ? { fanId: event.data.fanId, creatorId: event.data.creatorId, kind: 'follow', amountCents: 0n }
        : null;
    case 'subscription.started':
      return { ...event.data, kind: 'subscribe', amountCents: cents(event.data.amountCents) };
    case 'subscription.renewed':
      return { ...event.data, kind: 'renewal', amountCents: cents(event.data.amountCents) };
    case 'post.purchased':
      return { ...event.data, kind: 'purchase', amountCents: cents(event.data.priceCents) };
    case 'message.purchased':
      return { ...event.data, kind: 'message', amountCents: cents(event.data.priceCents) };
    case 'tip.sent':
      return { ...event.data, kind: 'tip', amountCents: cents(event.data.amountCents) };
  }
}

export async function attribute(tx: Tx, event: AttributedEvent): Promise<void> {
  const fact = factOf(event);
  if (!fact) return;
  const at = new Date(event.occurredAt);
  const linkId = await firstTouchLink(tx, fact.fanId, fact.creatorId, at, TRACKING_LINK_ATTRIBUTION_DAYS);
  if (!linkId) return;
  await insertConversion(tx, {
    eventId: event.id,
    linkId,
    fanId: fact.fanId,
    kind: fact.kind,
    amountCents: fact.amountCents,
    at,
  });
}

export function registerTrackingLinkSubscribers(deps: AppDeps): void {
  // The name keys the receipts: never rename it.
  deps.events.onDurable('tracking-links.attribution', ATTRIBUTED_EVENTS, (event, tx) => attribute(tx, event));
}
