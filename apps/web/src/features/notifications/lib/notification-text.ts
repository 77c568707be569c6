/**
 * What a notification says, in the interface language: one sentence per kind naming who did it
 * (the platform when nobody did) and the amount when there is one, formatted as money.
 */
import type { TFunction } from '#i18n';
import type { TNotification, TNotificationKind } from '@fanlane/contracts/notifications';
import { formatUsdCents } from '../../../shared/lib/money';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { personName } from '../../../shared/ui/person-name';
import { isolate } from '../../../shared/ui/user-text';

/** The kinds whose sentence names the amount when the notification carries one. */
const WITH_AMOUNT: ReadonlySet<TNotificationKind> = new Set([
  'subscriber.new',
  'subscription.renewed',
  'subscription.renewal_failed',
  'post.purchased',
  'message.purchased',
  'tip.received',
  'payout.changed',
]);

/** The kind as a translation key: `post.scheduled_published` → `postScheduledPublished`. */
export function kindKey(kind: TNotificationKind): string {
  return kind.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Who the notification is from: the actor's name, or the platform's. */
export function actorName(notification: Pick<TNotification, 'actor'>): string {
  const { actor } = notification;
  if (!actor) return runtimeConfig.brandName;
  return personName({ displayName: actor.displayName, creatorDomain: actor.domain, address: actor.address });
}

export function notificationSentence(t: TFunction, notification: TNotification): string {
  const key = kindKey(notification.kind);
  // Names are isolated so a Latin name keeps its place in a right-to-left sentence.
  const values = { name: isolate(actorName(notification)), brand: isolate(runtimeConfig.brandName) };
  if (notification.amountCents && WITH_AMOUNT.has(notification.kind)) {
    return t(`notifications.amountKind.${key}`, { ...values, amount: formatUsdCents(notification.amountCents) });
  }
  return t(`notifications.kind.${key}`, values);
}
