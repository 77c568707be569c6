import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TSubmission } from '@fanlane/contracts/creator';
import type { TChatPair } from '@fanlane/contracts/chat';
import type { TNotification, TNotificationFrame } from '@fanlane/contracts/notifications';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { completeCreatorForm, createSignedInUser, freshDomain } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import { connectChat } from '../../../test/chat-client.ts';
import { deliverAll, notificationsOf, recordChannels, setConfig } from '../../../test/notification-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { jobs, posts, subscriptions } from '../../db/schema/index.ts';
import type { DomainEvent } from '../../events/catalogue.ts';
import { addMonths } from '../subscriptions/periods.ts';
import { renewDueSubscriptions } from '../subscriptions/renew-subscriptions.ts';

type Auth = Record<string, string>;

describe(`notifications from what happens (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let channels: ReturnType<typeof recordChannels>;

  const follow = (who: { auth: Auth }, of: TestCreator, on = true) =>
    t.post(PATHS.followOperate, { addressOrDomain: of.domain, follow: on }, who.auth);
  const newest = async (auth: Auth): Promise<TNotification | undefined> => (await notificationsOf(t, auth))[0];
  const kindsOf = async (auth: Auth) => (await notificationsOf(t, auth)).map((n) => n.kind);
  /** An event as its write would emit it (for writes too long to make here: a paid message, a payout). */
  const emitted = (event: DomainEvent) =>
    t.deps.events.transaction((_tx, emit) => {
      emit(event);
      return Promise.resolve();
    });

  beforeAll(async () => {
    t = await createTestApp();
    channels = recordChannels(t);
  });
  afterAll(() => t.close());

  it('a follow tells the creator, once: unfollowing and following again adds nothing', async () => {
    const creator = await createCreator(t, 'followed');
    const fan = await createSignedInUser(t, { displayName: 'Nora' });
    await follow(fan, creator);
    await follow(fan, creator, false);
    await follow(fan, creator);
    await deliverAll(t);
    const list = await notificationsOf(t, creator.auth);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'follower.new',
      actor: { address: fan.user.address, displayName: 'Nora', isCreator: false },
      target: { type: 'profile', address: fan.user.address },
      read: false,
    });
    // Item 1's default channels are the list and push.
    expect(channels.pushes.filter((p) => p.userId === creator.user.id)).toEqual([
      {
        userId: creator.user.id,
        payload: expect.objectContaining({ body: 'Nora started following you.', url: '/notifications' }) as unknown,
      },
    ]);
    expect(await notificationsOf(t, fan.auth)).toEqual([]);
  });

  it('a subscription, its renewal and a failed renewal each tell the right person', async () => {
    const creator = await createCreator(t, 'tiered');
    const tier = await createTier(t, creator, { priceCents: '500' });
    const fan = await createSignedInUser(t, { displayName: 'Sub' });
    await fundWallet(t, fan.user.id, 1000n);
    const sub = await subscribeTo(t, fan.auth, { tierId: tier.id });
    await deliverAll(t);
    expect(await newest(creator.auth)).toMatchObject({
      kind: 'subscriber.new',
      actor: { address: fan.user.address },
      target: { type: 'profile', address: fan.user.address },
    });

    const endPeriodAt = (end: Date) =>
      t.deps.db
        .update(subscriptions)
        .set({ currentPeriodEnd: end, currentPeriodStart: addMonths(end, -1) })
        .where(eq(subscriptions.id, sub.id));
    await endPeriodAt(new Date(Date.now() - 60_000));
    expect(await renewDueSubscriptions(t.deps)).toBe(1);
    await deliverAll(t);
    expect(await newest(creator.auth)).toMatchObject({
      kind: 'subscription.renewed',
      actor: { address: fan.user.address },
    });

    // The wallet is empty now: the next renewal fails, and the fan hears of it once, with what it costs.
    await endPeriodAt(new Date(Date.now() - 60_000));
    expect(await renewDueSubscriptions(t.deps)).toBe(1);
    await deliverAll(t);
    const failed = await notificationsOf(t, fan.auth);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      kind: 'subscription.renewal_failed',
      actor: { address: creator.user.address, domain: creator.domain },
      target: { type: 'profile', address: creator.user.address },
      amountCents: '500',
    });
    // The retries that follow are quiet.
    await t.deps.db
      .update(subscriptions)
      .set({ updatedAt: new Date(0) })
      .where(eq(subscriptions.id, sub.id));
    await renewDueSubscriptions(t.deps);
    await deliverAll(t);
    expect(await notificationsOf(t, fan.auth)).toHaveLength(1);
  });

  it('a post bought and a tip tell the creator with the amount; a bought message too', async () => {
    const creator = await createCreator(t, 'earning');
    const fan = await createSignedInUser(t, { displayName: 'Payer' });
    await fundWallet(t, fan.user.id, 10_000n);
    const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 300n });
    expect((await t.post(PATHS.purchase, { postId: post.id }, keyed(fan.auth))).status).toBe(200);
    expect(
      (await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '250' }, keyed(fan.auth))).status,
    ).toBe(200);
    await emitted({
      type: 'message.purchased',
      data: {
        purchaseId: randomUUID(),
        messageId: randomUUID(),
        conversationId: 'c0ffee00-0000-4000-8000-000000000001',
        creatorId: creator.user.id,
        fanId: fan.user.id,
        priceCents: '999',
      },
    });
    await deliverAll(t);
    const list = await notificationsOf(t, creator.auth);
    expect(list.map((n) => [n.kind, n.amountCents, n.target])).toEqual([
      ['message.purchased', '999', { type: 'conversation', privateChatId: 'c0ffee00-0000-4000-8000-000000000001' }],
      ['tip.received', '250', { type: 'profile', address: fan.user.address }],
      ['post.purchased', '300', { type: 'post', postId: post.id }],
    ]);
    expect(list.every((n) => n.actor?.address === fan.user.address)).toBe(true);
  });

  it("comments and likes tell the post's creator, never about their own", async () => {
    const creator = await createCreator(t, 'liked');
    const fan = await createSignedInUser(t, { displayName: 'Liker' });
    const post = await createPostAs(t, creator, { text: 'hello world', visibility: 'public' });
    await deliverAll(t);
    await t.post(PATHS.postLike, { id: post.id, like: true }, fan.auth);
    await t.post(PATHS.postLike, { id: post.id, like: false }, fan.auth);
    await t.post(PATHS.postLike, { id: post.id, like: true }, fan.auth);
    await t.post(PATHS.commentAdd, { postId: post.id, text: 'What a   lovely\npicture!' }, fan.auth);
    await t.post(PATHS.commentAdd, { postId: post.id, text: 'thanks!' }, creator.auth);
    await t.post(PATHS.postLike, { id: post.id, like: true }, creator.auth);
    await deliverAll(t);
    const list = await notificationsOf(t, creator.auth);
    expect(list.map((n) => [n.kind, n.actor?.displayName, n.text])).toEqual([
      ['comment.new', 'Liker', 'What a lovely picture!'],
      ['post.liked', 'Liker', null],
    ]);
    expect(list.every((n) => n.target.type === 'post' && n.target.postId === post.id)).toBe(true);
  });

  it('a new post tells its followers and subscribers once each, not the creator; a scheduled one tells the creator too', async () => {
    const creator = await createCreator(t, 'poster');
    const tier = await createTier(t, creator, { priceCents: '300' });
    const follower = await createSignedInUser(t);
    const both = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    await fundWallet(t, both.user.id, 1000n);
    await follow(follower, creator);
    await follow(both, creator);
    await subscribeTo(t, both.auth, { tierId: tier.id });
    await deliverAll(t);
    const post = await createPostAs(t, creator, { text: 'Fresh set is up', visibility: 'public' });
    await deliverAll(t);
    for (const who of [follower, both]) {
      expect(await newest(who.auth)).toMatchObject({
        kind: 'post.new',
        actor: { address: creator.user.address, domain: creator.domain, isCreator: true },
        target: { type: 'post', postId: post.id },
        text: 'Fresh set is up',
      });
      expect((await kindsOf(who.auth)).filter((k) => k === 'post.new')).toHaveLength(1);
    }
    expect(await notificationsOf(t, stranger.auth)).toEqual([]);
    expect(await kindsOf(creator.auth)).not.toContain('post.new');

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await createPostAs(t, creator, { text: 'later', visibility: 'public', publishAt: later });
    await deliverAll(t);
    expect((await kindsOf(follower.auth)).filter((k) => k === 'post.new')).toHaveLength(1);
    const due = new Date(Date.now() - 1000);
    await t.deps.db.update(posts).set({ publishAt: due }).where(eq(posts.id, scheduled.id));
    await t.deps.db
      .update(jobs)
      .set({ runAt: due })
      .where(sql`${jobs.key} = ${scheduled.id}`);
    await deliverAll(t);
    expect(await newest(creator.auth)).toMatchObject({
      kind: 'post.scheduled_published',
      actor: null,
      target: { type: 'post', postId: scheduled.id },
      text: 'later',
    });
    expect(await newest(follower.auth)).toMatchObject({ kind: 'post.new', target: { postId: scheduled.id } });

    // A post deleted before its notifications went out tells nobody.
    const gone = await createPostAs(t, creator, { text: 'oops', visibility: 'public' });
    expect((await t.post(PATHS.postDelete, { id: gone.id }, creator.seller)).status).toBe(200);
    await deliverAll(t);
    expect(
      (await notificationsOf(t, follower.auth)).some((n) => n.target.type === 'post' && n.target.postId === gone.id),
    ).toBe(false);
  });

  it("an application's decision and a payout's progress tell the creator", async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const applicant = await createSignedInUser(t);
    const submit = async () =>
      (await t.post<TSubmission>(PATHS.creatorSubmit, completeCreatorForm(freshDomain('app')), applicant.auth)).body
        .data;
    const first = await submit();
    expect(
      (await t.post(PATHS.adminSubmissionReject, { id: first.id, reason: 'Blurry ID photo' }, admin.auth)).status,
    ).toBe(200);
    await deliverAll(t);
    expect(await newest(applicant.auth)).toMatchObject({
      kind: 'creator.rejected',
      target: { type: 'becomeCreator' },
      text: 'Blurry ID photo',
      actor: null,
    });
    const second = await submit();
    expect((await t.post(PATHS.adminSubmissionApprove, { id: second.id }, admin.auth)).status).toBe(200);
    await deliverAll(t);
    expect(await newest(applicant.auth)).toMatchObject({ kind: 'creator.approved', target: { type: 'becomeCreator' } });

    const payout = {
      withdrawalId: randomUUID(),
      userId: applicant.user.id,
      kind: 'payout' as const,
      usdCents: '12000',
    };
    await emitted({ type: 'withdrawal.changed', data: { ...payout, status: 'requested' } });
    await emitted({ type: 'withdrawal.changed', data: { ...payout, status: 'approved' } });
    await emitted({ type: 'withdrawal.changed', data: { ...payout, status: 'approved' } });
    await emitted({ type: 'withdrawal.changed', data: { ...payout, kind: 'wallet', status: 'confirmed' } });
    await deliverAll(t);
    expect((await notificationsOf(t, applicant.auth)).map((n) => [n.kind, n.text, n.amountCents])).toEqual([
      ['payout.changed', 'approved', '12000'],
      ['creator.approved', null, null],
      ['creator.rejected', 'Blurry ID photo', null],
    ]);
  });

  it('a notification reaches an open socket at once, with the unread count', async () => {
    const creator = await createCreator(t, 'live');
    const fan = await createSignedInUser(t, { displayName: 'Live fan' });
    const socket = await connectChat(t, creator.auth);
    await follow(fan, creator);
    await deliverAll(t);
    // The chat socket carries the notification frame beside its own (docs/notifications.md, "Live").
    const frame = (await socket.next(
      (f) => (f as { type: string }).type === 'notification',
    )) as unknown as TNotificationFrame;
    expect(frame).toMatchObject({
      type: 'notification',
      unread: 1,
      notification: { kind: 'follower.new', actor: { displayName: 'Live fan' }, read: false },
    });
    socket.ws.close();
  });

  it('a new message is not listed: it goes to push (and one e-mail an hour) while the recipient is away', async () => {
    const creator = await createCreator(t, 'inbox', { email: `inbox-${randomUUID()}@example.com` });
    const fan = await createSignedInUser(t, { displayName: 'Writer' });
    await follow(fan, creator);
    const pair = await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth);
    const chatId = pair.body.data.privateChatId;
    const send = (text: string) => t.post(PATHS.chatSend, { privateChatId: chatId, text }, fan.auth);
    const mailsTo = () => t.smtp.messages.filter((m) => m.to.includes(creator.user.email!)).length;
    const pushesTo = () =>
      channels.pushes.filter((p) => p.userId === creator.user.id && p.payload.url.startsWith('/chats'));
    await deliverAll(t);
    const before = (await notificationsOf(t, creator.auth)).length;

    await send('hi there');
    await send('are you around?');
    await deliverAll(t);
    expect(pushesTo().map((p) => p.payload)).toEqual([
      expect.objectContaining({ body: 'Writer sent you a message.', url: `/chats/chat/${chatId}` }),
      expect.objectContaining({ body: 'Writer sent you a message.', url: `/chats/chat/${chatId}` }),
    ]);
    expect(mailsTo()).toBe(1);
    expect(channels.telegrams.filter((m) => m.userId === creator.user.id && m.url.startsWith('/chats'))).toHaveLength(
      2,
    );
    expect(await notificationsOf(t, creator.auth)).toHaveLength(before);

    // In the chat, the creator sees it there: nothing else is sent.
    const socket = await connectChat(t, creator.auth);
    await send('now?');
    await deliverAll(t);
    expect(pushesTo()).toHaveLength(2);
    socket.ws.close();
  });

  it("the user's choices decide: an item closed, a channel without the list, everything closed but account notices", async () => {
    const creator = await createCreator(t, 'choosy');
    const fan = await createSignedInUser(t, { displayName: 'Tipper' });
    await fundWallet(t, fan.user.id, 10_000n);
    await setConfig(t, creator.auth, { configItem: 1, configValue: 'close' });
    await setConfig(t, creator.auth, { configItem: 5, configValue: 'open', additionalInfo: 'push' });
    await follow(fan, creator);
    expect(
      (await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '100' }, keyed(fan.auth))).status,
    ).toBe(200);
    await deliverAll(t);
    expect(await notificationsOf(t, creator.auth)).toEqual([]);
    const pushed = channels.pushes.filter((p) => p.userId === creator.user.id).map((p) => p.payload.body);
    expect(pushed).toEqual(['Tipper sent you a tip.\nAmount: $1.00']);

    // The master switch off: no new post, but a payout's news still reaches the list.
    await setConfig(t, fan.auth, { configItem: 0, configValue: 'close' });
    await createPostAs(t, creator, { text: 'quiet', visibility: 'public' });
    await setConfig(t, creator.auth, { configItem: 0, configValue: 'close' });
    await emitted({
      type: 'withdrawal.changed',
      data: {
        withdrawalId: randomUUID(),
        userId: creator.user.id,
        status: 'confirmed',
        kind: 'payout',
        usdCents: '500',
      },
    });
    await deliverAll(t);
    expect(await notificationsOf(t, fan.auth)).toEqual([]);
    expect(await kindsOf(creator.auth)).toEqual(['payout.changed']);
  });

  it('a failing channel is logged and changes nothing else: the row is stored and the other channels go out', async () => {
    const creator = await createCreator(t, 'sturdy');
    const fan = await createSignedInUser(t);
    await setConfig(t, creator.auth, { configItem: 1, configValue: 'open', additionalInfo: 'inApp,push,telegram' });
    channels.failing.push = true;
    try {
      await follow(fan, creator);
      await deliverAll(t);
    } finally {
      channels.failing.push = false;
    }
    expect(await kindsOf(creator.auth)).toEqual(['follower.new']);
    expect(channels.telegrams.filter((m) => m.userId === creator.user.id)).toHaveLength(1);
    const failedJobs = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from jobs where status <> 'done' and kind like 'notifications.%'`,
    );
    expect(failedJobs[0]!.n).toBe(0);
  });
});
