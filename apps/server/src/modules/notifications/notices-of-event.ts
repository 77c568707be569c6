/**
 * Which notification each domain event makes, for whom (docs/notifications.md, "Kinds"). Events
 * carry ids; what a notification shows besides (an address, an excerpt) is read from its owner.
 * The dedupe key says what one notification is about: a replayed event or job writes nothing new,
 * and following, unfollowing and following again tells the creator once.
 */
import type { TNotificationTarget } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { CommittedEvent, EventCatalogue } from '../../events/catalogue.ts';
import { findSubmissionOfUser } from '../creators/submissions-repo.ts';
import { lockLiveComment } from '../posts/engage-repo.ts';
import { postTexts } from '../posts/posts-repo.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { excerpt, type Notice } from './notice.ts';

/** The events that notify someone; post.published also starts the new-post fan-out (fan-out.ts). */
export const NOTIFYING_EVENTS = [
  'follow.changed',
  'subscription.started',
  'subscription.renewed',
  'subscription.renewal_failed',
  'post.purchased',
  'message.purchased',
  'tip.sent',
  'comment.added',
  'post.liked',
  'post.published',
  'message.sent',
  'creator.approved',
  'creator.rejected',
  'withdrawal.changed',
] as const;
export type NotifyingEvent = (typeof NOTIFYING_EVENTS)[number];

/** The payout steps a creator hears of (the others are their own doing: the code, a cancel). */
const TOLD_PAYOUT_STATUSES = ['approved', 'confirmed', 'failed', 'rejected'];

/** Whether the event notifies anyone at all, from its data alone (the subscriber skips the rest). */
export function notifies(event: CommittedEvent<NotifyingEvent>): boolean {
  switch (event.type) {
    case 'follow.changed':
      return event.data.following;
    case 'post.liked':
      return event.data.liked && event.data.userId !== event.data.creatorId;
    case 'comment.added':
      return event.data.userId !== event.data.creatorId;
    case 'withdrawal.changed':
      return event.data.kind === 'payout' && TOLD_PAYOUT_STATUSES.includes(event.data.status);
    default:
      return true;
  }
}

type Fields = Omit<Notice, 'amountCents' | 'text' | 'at'> & Partial<Pick<Notice, 'amountCents' | 'text'>>;

/** One notification for one person; no amount and no excerpt unless given. */
const tell = (fields: Fields): Notice[] => [{ amountCents: null, text: null, ...fields }];

const postTarget = (postId: string): TNotificationTarget => ({ type: 'post', postId });
const conversationTarget = (privateChatId: string): TNotificationTarget => ({ type: 'conversation', privateChatId });

/** A notification about a person (a follower, a subscriber, a tipper), opening their page. */
async function aboutPerson(deps: AppDeps, fields: Omit<Fields, 'target'> & { actorId: string }): Promise<Notice[]> {
  const card = (await authorsByIds(deps, [fields.actorId])).get(fields.actorId);
  return card ? tell({ ...fields, target: { type: 'profile', address: card.address } }) : [];
}

type Maker<K extends NotifyingEvent> = (
  deps: AppDeps,
  data: EventCatalogue[K],
  eventId: string,
) => Notice[] | Promise<Notice[]>;

const MAKERS: { [K in NotifyingEvent]: Maker<K> } = {
  'follow.changed': (deps, d) =>
    aboutPerson(deps, {
      userId: d.creatorId,
      kind: 'follower.new',
      actorId: d.fanId,
      dedupeKey: `follower:${d.fanId}`,
    }),
  'subscription.started': (deps, d) =>
    aboutPerson(deps, {
      userId: d.creatorId,
      kind: 'subscriber.new',
      actorId: d.fanId,
      dedupeKey: `subscriber:${d.subscriptionId}`,
    }),
  'subscription.renewed': (deps, d) =>
    aboutPerson(deps, {
      userId: d.creatorId,
      kind: 'subscription.renewed',
      actorId: d.fanId,
      dedupeKey: `renewed:${d.subscriptionId}:${d.periodEnd}`,
    }),
  'subscription.renewal_failed': (deps, d) =>
    aboutPerson(deps, {
      userId: d.fanId,
      kind: 'subscription.renewal_failed',
      actorId: d.creatorId,
      amountCents: BigInt(d.amountCents),
      dedupeKey: `renewal-failed:${d.subscriptionId}:${d.periodEnd}`,
    }),
  'post.purchased': (_deps, d) =>
    tell({
      userId: d.creatorId,
      kind: 'post.purchased',
      actorId: d.fanId,
      target: postTarget(d.postId),
      amountCents: BigInt(d.priceCents),
      dedupeKey: `post-purchase:${d.purchaseId}`,
    }),
  'message.purchased': (_deps, d) =>
    tell({
      userId: d.creatorId,
      kind: 'message.purchased',
      actorId: d.fanId,
      target: conversationTarget(d.conversationId),
      amountCents: BigInt(d.priceCents),
      dedupeKey: `message-purchase:${d.purchaseId}`,
    }),
  'tip.sent': (deps, d) =>
    aboutPerson(deps, {
      userId: d.creatorId,
      kind: 'tip.received',
      actorId: d.fanId,
      amountCents: BigInt(d.amountCents),
      dedupeKey: `tip:${d.tipId}`,
    }),
  'comment.added': async (deps, d) => {
    // A comment deleted before the job ran says nothing any more. (No transaction: the lock ends with the read.)
    const live = await lockLiveComment(deps.db, d.commentId);
    if (!live) return [];
    return tell({
      userId: d.creatorId,
      kind: 'comment.new',
      actorId: d.userId,
      target: postTarget(d.postId),
      text: excerpt(live.comment.text),
      dedupeKey: `comment:${d.commentId}`,
    });
  },
  'post.liked': (_deps, d) =>
    tell({
      userId: d.creatorId,
      kind: 'post.liked',
      actorId: d.userId,
      target: postTarget(d.postId),
      dedupeKey: `like:${d.postId}:${d.userId}`,
    }),
  // Its followers and subscribers are told by the fan-out; the creator only when a schedule published it.
  'post.published': async (deps, d) => {
    if (!d.scheduled) return [];
    return tell({
      userId: d.creatorId,
      kind: 'post.scheduled_published',
      actorId: null,
      target: postTarget(d.postId),
      text: excerpt((await postTexts(deps.db, [d.postId])).get(d.postId)),
      dedupeKey: `scheduled:${d.postId}`,
    });
  },
  'message.sent': (_deps, d) =>
    tell({
      userId: d.recipientId,
      kind: 'message.new',
      actorId: d.senderId,
      target: conversationTarget(d.conversationId),
      dedupeKey: `message:${d.messageId}`,
    }),
  'creator.approved': (_deps, d, eventId) =>
    tell({
      userId: d.userId,
      kind: 'creator.approved',
      actorId: null,
      target: { type: 'becomeCreator' },
      dedupeKey: `approved:${eventId}`,
    }),
  'creator.rejected': async (deps, d, eventId) =>
    tell({
      userId: d.userId,
      kind: 'creator.rejected',
      actorId: null,
      target: { type: 'becomeCreator' },
      text: excerpt((await findSubmissionOfUser(deps.db, d.userId))?.rejectReason, 500),
      dedupeKey: `rejected:${eventId}`,
    }),
  'withdrawal.changed': (_deps, d) =>
    tell({
      userId: d.userId,
      kind: 'payout.changed',
      actorId: null,
      target: { type: 'payouts' },
      amountCents: BigInt(d.usdCents),
      text: d.status,
      dedupeKey: `payout:${d.withdrawalId}:${d.status}`,
    }),
};

export async function noticesOf(deps: AppDeps, event: CommittedEvent<NotifyingEvent>): Promise<Notice[]> {
  if (!notifies(event)) return [];
  const make = MAKERS[event.type] as Maker<NotifyingEvent>;
  const at = new Date(event.occurredAt);
  return (await make(deps, event.data, event.id)).map((notice) => ({ ...notice, at }));
}
