/**
 * The business writes record their events: a fan's and a creator's day through the real calls,
 * then the outbox read back. What chat, notifications and the bot will subscribe to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TComment } from '@fanlane/contracts/post';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures.ts';
import { createCreator, createPostAs, createTier, subscribeTo, type TestCreator } from '../../test/content-fixtures.ts';
import { boughtPost, fundWallet, keyed } from '../../test/money-fixtures.ts';
import { queryRows } from '../db/client.ts';
import type { EventType } from './catalogue.ts';

let t: TestApp;
let creator: TestCreator;
let fan: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'eventful');
  fan = await createSignedInUser(t);
  await fundWallet(t, fan.user.id, 10_000n);
});
afterAll(() => t.close());

/** The events written since `after` (an outbox id), oldest first. */
async function eventsSince(after: string) {
  return queryRows<{ id: string; type: EventType; aggregate_id: string; data: Record<string, unknown> }>(
    t.deps.db,
    sql`select id::text, type, aggregate_id, data from domain_events where id > ${after}::bigint order by id`,
  );
}

const lastId = async () =>
  (await queryRows<{ id: string }>(t.deps.db, sql`select coalesce(max(id), 0)::text as id from domain_events`))[0]!.id;

describe(`the outbox after real calls (${TEST_DRIVER})`, () => {
  it('social writes: follow, publish, like, comment, block — each once, with its ids', async () => {
    const start = await lastId();
    const ok = (res: { status: number; body: { msg: string } }) => expect(res.status, res.body.msg).toBe(200);
    ok(await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth));
    // Following again changes nothing, so it records nothing.
    ok(await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth));
    const post = await createPostAs(t, creator, { text: 'hello', mediaIds: [], visibility: 'public' });
    ok(await t.post(PATHS.postLike, { id: post.id, like: true }, fan.auth));
    const comment = await t.post<TComment>(PATHS.commentAdd, { postId: post.id, text: 'nice' }, fan.auth);
    ok(comment);
    ok(await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }, creator.auth));

    const ids = { creatorId: creator.user.id, postId: post.id };
    expect((await eventsSince(start)).map(({ type, aggregate_id, data }) => ({ type, aggregate_id, data }))).toEqual([
      {
        type: 'follow.changed',
        aggregate_id: creator.user.id,
        data: { fanId: fan.user.id, creatorId: creator.user.id, following: true },
      },
      { type: 'post.published', aggregate_id: post.id, data: ids },
      { type: 'post.liked', aggregate_id: post.id, data: { ...ids, userId: fan.user.id, liked: true } },
      {
        type: 'comment.added',
        aggregate_id: post.id,
        data: { ...ids, userId: fan.user.id, commentId: comment.body.data.id },
      },
      {
        type: 'block.changed',
        aggregate_id: creator.user.id,
        data: { blockerId: creator.user.id, blockedId: fan.user.id, blocked: true },
      },
    ]);
    ok(await t.post(PATHS.blockOperate, { address: fan.user.address, block: false }, creator.auth));
  });

  it('money writes: purchase, tip, tier, subscription and its cancellation', async () => {
    const start = await lastId();
    const { purchase, post } = await boughtPost(t, creator.user.id, 300n);
    const tip = await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '200' }, keyed(fan.auth));
    expect(tip.status, tip.body.msg).toBe(200);
    const tier = await createTier(t, creator, { name: 'Club', priceCents: '500' });
    const subscription = await subscribeTo(t, fan.auth, { tierId: tier.id, months: 1 });
    const cancelled = await t.post(PATHS.subscriptionCancel, { id: subscription.id }, fan.auth);
    expect(cancelled.status, cancelled.body.msg).toBe(200);

    // The buyer's sign-in (session.started) is not what this test is about.
    const events = (await eventsSince(start)).filter((e) => !e.type.startsWith('session.'));
    const buyerId = events.find((e) => e.type === 'post.purchased')?.data.fanId as string;
    expect(events.map((e) => e.type)).toEqual([
      'post.purchased',
      'tip.sent',
      'tier.saved',
      'subscription.started',
      'subscription.renewal_set',
    ]);
    expect(events[0]!.data).toEqual({
      purchaseId: purchase.purchaseId,
      postId: post.id,
      creatorId: creator.user.id,
      fanId: buyerId,
      priceCents: '300',
    });
    expect(events[1]!.data).toMatchObject({ creatorId: creator.user.id, fanId: fan.user.id, amountCents: '200' });
    expect(events[3]!.data).toEqual({
      subscriptionId: subscription.id,
      creatorId: creator.user.id,
      fanId: fan.user.id,
      tierId: tier.id,
      amountCents: '500',
    });
    expect(events[4]!.data).toMatchObject({ subscriptionId: subscription.id, autoRenew: false });
  });

  it('a refused write records nothing', async () => {
    const start = await lastId();
    const poor = await createSignedInUser(t);
    const { post } = await boughtPost(t, creator.user.id, 100n);
    const before = await eventsSince(start);
    const refused = await t.post(PATHS.purchase, { postId: post.id }, keyed(poor.auth));
    expect(refused.status).toBe(400);
    expect(await eventsSince(start)).toEqual(before);
  });
});
