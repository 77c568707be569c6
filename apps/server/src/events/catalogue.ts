/**
 * Every domain event, with what it carries. Events say what happened, in the product's words,
 * and carry ids only: a subscriber that needs more reads it from the owning module. Adding an
 * event: a line here and its aggregate below; a write emits it inside its transaction.
 */
export type EventCatalogue = {
  /** A users row changed (password, e-mail, role, watermark, …): whatever was read from it is old. */
  'user.changed': { userId: string };
  /** Every session of the user was revoked (password reset, access restored, refresh token reuse). */
  'user.sessions_revoked': { userId: string };
  /** A sign-in (its users row's last_login_at moved too). */
  'session.started': { userId: string; sessionId: string; loginType: string };
  'session.revoked': { userId: string; sessionId: string };
  /** The user confirmed deleting their account; it is erased at `dueAt` unless they sign in before. */
  'account.deletion_scheduled': { userId: string; deletionId: string; dueAt: string };
  /** A sign-in (or the user) cancelled a scheduled deletion. */
  'account.deletion_cancelled': { userId: string; deletionId: string };
  /**
   * The users row became an anonymised tombstone: each module that keeps the user's data removes
   * or anonymises its own rows (durable subscribers in subscribers.ts, docs/account-deletion.md).
   */
  'account.deleted': { userId: string; deletionId: string };
  /** Name, bio, links, avatar or cover: the public face of a user. */
  'profile.changed': { userId: string };
  'creator.applied': { userId: string; submissionId: string };
  'creator.approved': { userId: string };
  'creator.rejected': { userId: string; submissionId: string };
  /** Identity verification (docs/kyc.md): an application sent, decided, or an approval that ran out. */
  'kyc.submitted': { userId: string; applicationId: string };
  'kyc.approved': { userId: string; applicationId: string };
  'kyc.rejected': { userId: string; applicationId: string };
  'kyc.expired': { userId: string; applicationId: string };
  /** A tier created or edited (price, benefits, bundles, trial, archived). */
  'tier.saved': { tierId: string; creatorId: string; status: string };
  'post.scheduled': { postId: string; creatorId: string; publishAt: string };
  /** `scheduled`: taken live by its schedule, not by the creator's own hand (they are told). */
  'post.published': { postId: string; creatorId: string; scheduled?: true };
  'post.edited': { postId: string; creatorId: string };
  'post.pinned': { postId: string; creatorId: string; pinned: boolean };
  'post.deleted': { postId: string; creatorId: string };
  'post.liked': { postId: string; creatorId: string; userId: string; liked: boolean };
  'comment.added': { commentId: string; postId: string; creatorId: string; userId: string };
  'comment.deleted': { commentId: string; postId: string; creatorId: string; userId: string };
  'follow.changed': { fanId: string; creatorId: string; following: boolean };
  'block.changed': { blockerId: string; blockedId: string; blocked: boolean };
  /** A creator's blocked countries or IP ranges changed (docs/geo-blocks.md). */
  'geo_blocks.changed': { creatorId: string };
  'post.purchased': { purchaseId: string; postId: string; creatorId: string; fanId: string; priceCents: string };
  'tip.sent': { tipId: string; creatorId: string; fanId: string; amountCents: string };
  /** `amountCents`: what the first period charged, in USD cents ('0' for a trial; absent in events stored before it). */
  'subscription.started': {
    subscriptionId: string;
    creatorId: string;
    fanId: string;
    tierId: string;
    amountCents?: string;
  };
  /** `amountCents`: what the renewal charged, in USD cents (absent in events stored before it). */
  'subscription.renewed': {
    subscriptionId: string;
    creatorId: string;
    fanId: string;
    periodEnd: string;
    amountCents?: string;
  };
  /**
   * The first failed attempt to renew a period (no funds, no rate): the subscription is past due and
   * retried until its grace ends. `periodEnd`: the end of the period that was not renewed.
   */
  'subscription.renewal_failed': {
    subscriptionId: string;
    creatorId: string;
    fanId: string;
    periodEnd: string;
    amountCents: string;
  };
  'subscription.plan_changed': {
    subscriptionId: string;
    creatorId: string;
    fanId: string;
    tierId: string;
    when: 'now' | 'renewal';
  };
  /** The fan switched renewal off (cancelled, access kept to the period's end) or back on. */
  'subscription.renewal_set': { subscriptionId: string; creatorId: string; fanId: string; autoRenew: boolean };
  'subscription.ended': { subscriptionId: string; creatorId: string; fanId: string };
  /** A creator's pending earnings became available (after EARNINGS_HOLD_DAYS). */
  'earnings.released': { earningId: string; creatorId: string; netCents: string };
  /** A top-up was paid and credited to the wallet. */
  'payment.settled': { topUpId: string; userId: string; currency: string; amount: string };
  /** A transfer to a user's deposit address was seen on chain; it waits for confirmations. */
  'deposit.seen': { depositId: string; userId: string; currency: string; amount: string };
  /** An on-chain deposit had its confirmations and was credited to the wallet. */
  'deposit.credited': { depositId: string; userId: string; currency: string; amount: string };
  /** Money was reserved for a withdrawal or a creator payout; it waits for the mailed code. */
  'withdrawal.requested': { withdrawalId: string; userId: string; currency: string; amount: string };
  /** A withdrawal moved on: confirmed by code, approved, sent, confirmed on chain, or closed with the money back. */
  'withdrawal.changed': {
    withdrawalId: string;
    userId: string;
    status: string;
    /** `payout`: a creator's earnings paid out; `wallet`: a withdrawal from the wallet. */
    kind: 'wallet' | 'payout';
    usdCents: string;
  };
  'payment.refunded': { entryId: string; refundId: string; payerId: string | null };
  /** A chargeback or a fan's dispute opened; `creatorIds` are those whose shares it holds. */
  'dispute.opened': { disputeId: string; source: string; fanId: string; creatorIds: string[]; amountCents: string };
  'dispute.closed': { disputeId: string; fanId: string; creatorIds: string[]; outcome: 'won' | 'lost' };
  /** A chat message was stored (one user to another; a mass message's copies each emit one). */
  'message.sent': { messageId: string; conversationId: string; senderId: string; recipientId: string };
  /** A batch of a mass message's copies was stored (one event per batch, up to MASS_BATCH_SIZE recipients). */
  'mass_message.delivered': { massMessageId: string; creatorId: string; recipientIds: string[] };
  /** A creator changed who may write to them, their welcome message or their AI assistant. */
  'chat_settings.changed': { userId: string };
  /** A fan bought a creator's paid message. */
  'message.purchased': {
    purchaseId: string;
    messageId: string;
    conversationId: string;
    creatorId: string;
    fanId: string;
    priceCents: string;
  };
};

export type EventType = keyof EventCatalogue;

/** Which field names the aggregate: events of one aggregate are delivered in commit order. */
export const AGGREGATE_OF = {
  'user.changed': 'userId',
  'user.sessions_revoked': 'userId',
  'session.started': 'userId',
  'session.revoked': 'userId',
  'account.deletion_scheduled': 'userId',
  'account.deletion_cancelled': 'userId',
  'account.deleted': 'userId',
  'profile.changed': 'userId',
  'creator.applied': 'userId',
  'creator.approved': 'userId',
  'creator.rejected': 'userId',
  'kyc.submitted': 'userId',
  'kyc.approved': 'userId',
  'kyc.rejected': 'userId',
  'kyc.expired': 'userId',
  'tier.saved': 'creatorId',
  'post.scheduled': 'postId',
  'post.published': 'postId',
  'post.edited': 'postId',
  'post.pinned': 'postId',
  'post.deleted': 'postId',
  'post.liked': 'postId',
  'comment.added': 'postId',
  'comment.deleted': 'postId',
  'follow.changed': 'creatorId',
  'block.changed': 'blockerId',
  'geo_blocks.changed': 'creatorId',
  'post.purchased': 'postId',
  'tip.sent': 'creatorId',
  'subscription.started': 'subscriptionId',
  'subscription.renewed': 'subscriptionId',
  'subscription.renewal_failed': 'subscriptionId',
  'subscription.plan_changed': 'subscriptionId',
  'subscription.renewal_set': 'subscriptionId',
  'subscription.ended': 'subscriptionId',
  'earnings.released': 'creatorId',
  'payment.settled': 'topUpId',
  'deposit.seen': 'depositId',
  'deposit.credited': 'depositId',
  'withdrawal.requested': 'withdrawalId',
  'withdrawal.changed': 'withdrawalId',
  'payment.refunded': 'entryId',
  'dispute.opened': 'disputeId',
  'dispute.closed': 'disputeId',
  'message.sent': 'conversationId',
  'message.purchased': 'conversationId',
  'mass_message.delivered': 'massMessageId',
  'chat_settings.changed': 'userId',
} as const satisfies { [K in EventType]: keyof EventCatalogue[K] };

/** An event as a write emits it. */
export type DomainEvent<K extends EventType = EventType> = {
  [T in K]: { type: T; data: EventCatalogue[T] };
}[K];

/** An event as subscribers receive it: committed, with its place in the outbox. */
export type CommittedEvent<K extends EventType = EventType> = DomainEvent<K> & {
  /** The outbox row id (a bigint as a string): increasing in the order the events were written. */
  id: string;
  aggregateId: string;
  occurredAt: string;
};

export const aggregateIdOf = (event: DomainEvent): string =>
  (event.data as Record<string, string>)[AGGREGATE_OF[event.type]]!;
