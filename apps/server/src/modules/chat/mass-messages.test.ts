import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TChatMessage,
  TChatMessagePage,
  TChatPair,
  TChatServerFrame,
  TChatUnlockResult,
  TMassMessage,
  TMassMessageDetail,
} from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { insertFollowers } from '../../../test/notification-fixtures.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { upload, webp } from '../../../test/media-test-kit.ts';
import { connectChat } from '../../../test/chat-client.ts';
import { queryRows } from '../../db/client.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import type { AppDeps } from '../../deps.ts';
import { runMassSend } from './mass-messages.ts';

type Auth = Record<string, string>;

describe(`mass messages (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const runJobs = async () => {
    const handlers = jobHandlers(t.deps, t.app.log);
    while ((await runDueJobs(t.deps.db, handlers)) > 0);
  };
  const mass = (body: Record<string, unknown>, auth: Auth) => t.post<TMassMessage>(PATHS.massSend, body, auth);
  const detail = async (id: string, auth: Auth) =>
    (await t.post<TMassMessageDetail>(PATHS.massDetail, { id }, auth)).body.data;

  /** `n` followers of the creator made straight in the database (a thousand sign-ups would take minutes). */
  const followersOf = (creator: TestCreator, n: number) => insertFollowers(t, creator.user.id, n);

  const copiesPerFan = (massId: string) =>
    queryRows<{ recipient: string; copies: number }>(
      t.deps.db,
      sql`select cm.user_id as recipient, count(*)::int as copies from messages m
        join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id <> m.sender_id
        where m.mass_message_id = ${massId} group by cm.user_id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reaches 1,200 followers exactly once each, blocked ones never, across a crash half-way', async () => {
    const creator = await createCreator(t, 'broadcaster');
    const fans = await followersOf(creator, 1200);
    // Three fans blocked by the creator, two who blocked the creator: left out either way.
    const blockedByCreator = fans.slice(0, 3);
    const blockingCreator = fans.slice(3, 5);
    await t.deps.db.execute(sql`insert into blocks (blocker_id, blocked_id)
      select ${creator.user.id}::uuid, unnest(${`{${blockedByCreator.join(',')}}`}::uuid[])
      union all select unnest(${`{${blockingCreator.join(',')}}`}::uuid[]), ${creator.user.id}::uuid`);
    // Blocking removed the blocked fans' follows: count what the audience is now.
    const audience = await t.post<{ count: number }>(PATHS.massAudience, { audience: 'followers' }, creator.auth);
    expect(audience.body.data.count).toBe(1200 - 3 - 2);

    const sent = await mass({ audience: 'followers', text: 'Hello everyone!' }, creator.auth);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'scheduled', delivered: 0 });

    // The first run dies after its first batch (as a killed process would, between two commits).
    let batches = 0;
    const dying: AppDeps = {
      ...t.deps,
      events: {
        ...t.deps.events,
        transaction: (fn) => (batches++ < 1 ? t.deps.events.transaction(fn) : Promise.reject(new Error('killed'))),
      },
    };
    await expect(runMassSend(dying, { payload: { massMessageId: sent.body.data.id } })).rejects.toThrow('killed');
    expect((await copiesPerFan(sent.body.data.id)).length).toBe(500);

    // The job runs again (the runner retries it): everyone else gets theirs, nobody a second one.
    await t.deps.db.execute(sql`update jobs set run_at = now(), status = 'pending' where key = ${sent.body.data.id}`);
    await runJobs();
    const copies = await copiesPerFan(sent.body.data.id);
    const eligible = fans.filter((id) => !blockedByCreator.includes(id) && !blockingCreator.includes(id));
    expect(copies.map((c) => c.recipient).sort()).toEqual([...eligible].sort());
    expect(copies.every((c) => c.copies === 1)).toBe(true);
    const stats = (await detail(sent.body.data.id, creator.auth)).massMessage;
    expect(stats).toMatchObject({ status: 'sent', recipients: 1195, delivered: 1195, read: 0, unsent: 0 });
    // Each fan's count went up by one; the creator's board is not flooded with 1,195 lines.
    const [unread] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from conversation_members where user_id = any(${`{${eligible.join(',')}}`}::uuid[]) and unread_count = 1`,
    );
    expect(unread!.n).toBe(1195);
    const board = await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, creator.auth);
    expect(board.body.data.items).toEqual([]);
  });

  it('numbers each copy in its conversation, whether the conversation is new, old, or just opened', async () => {
    const creator = await createCreator(t, 'numbers');
    const [talker, opener, newcomer] = [
      await createSignedInUser(t),
      await createSignedInUser(t),
      await createSignedInUser(t),
    ];
    for (const fan of [talker, opener, newcomer]) {
      await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    }
    // The talker has two messages with the creator, one unread by them; the opener opened the
    // conversation and wrote nothing; the newcomer has none.
    const talk = await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, talker.auth);
    const chatId = talk.body.data.privateChatId;
    await t.post(PATHS.chatSend, { privateChatId: chatId, text: 'hi' }, talker.auth);
    await t.post(PATHS.chatSend, { privateChatId: chatId, text: 'hello you' }, creator.auth);
    await t.post(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, opener.auth);

    const boardOf = async (auth: Auth) =>
      (await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, auth)).body.data.items;
    const unreadOf = async (auth: Auth) =>
      (await t.post<{ message: number }>(PATHS.chatUnreadCount, undefined, auth)).body.data.message;
    for (const [round, text] of ['first', 'second'].entries()) {
      const sent = await mass({ audience: 'followers', text }, creator.auth);
      await runJobs();
      expect((await detail(sent.body.data.id, creator.auth)).massMessage).toMatchObject({
        status: 'sent',
        delivered: 3,
      });
      const [talked] = await boardOf(talker.auth);
      expect(talked).toMatchObject({ privateChatId: chatId, lastSeq: 3 + round, unreadCount: 2 + round });
      expect(talked!.lastMessage?.text).toBe(text);
      for (const fan of [opener, newcomer]) {
        const [pair] = await boardOf(fan.auth);
        expect(pair).toMatchObject({ lastSeq: 1 + round, unreadCount: 1 + round });
        const list = await t.post<TChatMessagePage>(
          PATHS.chatMessageList,
          { privateChatId: pair!.privateChatId },
          fan.auth,
        );
        expect(list.body.data.items.map((m) => [m.seq, m.text])).toEqual([
          [1, 'first'],
          ...(round ? [[2, 'second']] : []),
        ]);
      }
      expect(await unreadOf(newcomer.auth)).toBe(1 + round);
    }
    // The creator's board keeps the conversations they took part in, not the mass message's others.
    expect((await boardOf(creator.auth)).map((p) => p.privateChatId)).toEqual([chatId]);
  });

  it('a paid mass message: live to an online fan, bought, read, unsent for the rest, all in the statistics', async () => {
    const creator = await createCreator(t, 'seller');
    const buyer = await createSignedInUser(t);
    const reader = await createSignedInUser(t);
    const idle = await createSignedInUser(t);
    for (const fan of [buyer, reader, idle]) {
      await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    }
    await fundWallet(t, buyer.user.id, 10_000n);
    const pic = await upload(t, creator.seller, [{ filename: 'a.webp', type: 'image/webp', bytes: await webp() }]);
    expect(pic.status, pic.body.msg).toBe(200);
    const socket = await connectChat(t, buyer.auth);

    const sent = await mass(
      { audience: 'followers', text: 'Exclusive', mediaIds: [pic.body.data.items[0]!.id], priceCents: '700' },
      creator.auth,
    );
    expect(sent.status, sent.body.msg).toBe(200);
    await runJobs();
    const live = await socket.next<Extract<TChatServerFrame, { type: 'message' }>>((f) => f.type === 'message');
    expect(live.message).toMatchObject({
      text: 'Exclusive',
      price: '700',
      unlocked: false,
      sender: creator.user.address,
    });
    expect(live.message.media[0]!.locked).toBe(true);
    expect(live.unread).toBe(1);
    socket.close();

    const bought = await t.post<TChatUnlockResult>(
      PATHS.chatUnlock,
      { privateChatId: live.message.privateChatId, messageId: live.message.id },
      keyed(buyer.auth),
    );
    expect(bought.status, bought.body.msg).toBe(200);
    const readerChat = (await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, reader.auth)).body.data.items[0]!;
    await t.post(PATHS.chatRead, { privateChatId: readerChat.privateChatId, seq: readerChat.lastSeq }, reader.auth);

    const before = (await detail(sent.body.data.id, creator.auth)).massMessage;
    expect(before).toMatchObject({ delivered: 3, read: 1, purchases: 1, revenueCents: '700', unsent: 0 });
    const unsent = await t.post<TMassMessage>(PATHS.massUnsend, { id: sent.body.data.id }, creator.auth);
    expect(unsent.body.data).toMatchObject({ status: 'unsent', unsent: 1, purchases: 1 });
    // The idle fan's copy is gone and their count is back to zero; the buyer keeps what they bought.
    const idleChat = (await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, idle.auth)).body.data.items[0]!;
    expect(idleChat.unreadCount).toBe(0);
    const idleMessages = await t.post<TChatMessagePage>(
      PATHS.chatMessageList,
      { privateChatId: idleChat.privateChatId },
      idle.auth,
    );
    expect(idleMessages.body.data.items[0]).toMatchObject({ text: '', media: [] });
    const buyerMessages = await t.post<TChatMessagePage>(
      PATHS.chatMessageList,
      { privateChatId: live.message.privateChatId },
      buyer.auth,
    );
    expect(buyerMessages.body.data.items[0]).toMatchObject({ text: 'Exclusive', unlocked: true });
    const { series } = await detail(sent.body.data.id, creator.auth);
    expect(series).toEqual([{ day: new Date().toISOString().slice(0, 10), purchases: 1, revenueCents: '700' }]);
    expectError(await t.post(PATHS.massUnsend, { id: sent.body.data.id }, creator.auth), 'MASS_MESSAGE_SENT');

    // The statistics list sorts by revenue.
    const other = await mass({ audience: 'followers', text: 'free one' }, creator.auth);
    await runJobs();
    const byRevenue = await t.post<TPage<TMassMessage>>(PATHS.massList, { sort: 'revenue' }, creator.auth);
    expect(byRevenue.status, byRevenue.body.msg).toBe(200);
    expect(byRevenue.body.data.items.map((m) => m.id)).toEqual([sent.body.data.id, other.body.data.id]);
    const newest = await t.post<TPage<TMassMessage>>(PATHS.massList, { sort: 'newest', limit: 1 }, creator.auth);
    expect(newest.body.data.items.map((m) => m.id)).toEqual([other.body.data.id]);
    const next = await t.post<TPage<TMassMessage>>(
      PATHS.massList,
      { sort: 'newest', limit: 1, cursor: newest.body.data.nextCursor },
      creator.auth,
    );
    expect(next.body.data.items.map((m) => m.id)).toEqual([sent.body.data.id]);
  });

  it('chooses its audience: subscribers, one tier, expired subscribers, buyers', async () => {
    const creator = await createCreator(t, 'tiers');
    const basic = await createTier(t, creator, { name: 'Basic', priceCents: '500' });
    const vip = await createTier(t, creator, { name: 'VIP', priceCents: '2000' });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t)));
    for (const fan of [a!, b!, c!, d!]) await fundWallet(t, fan.user.id, 100_000n);
    await subscribeTo(t, a!.auth, { tierId: basic.id, months: 1 });
    await subscribeTo(t, b!.auth, { tierId: vip.id, months: 1 });
    await subscribeTo(t, c!.auth, { tierId: basic.id, months: 1 });
    // c's subscription ran out.
    await t.deps.db
      .execute(sql`update subscriptions set status = 'expired', current_period_end = now() - interval '40 days'
      where fan_id = ${c!.user.id}`);
    await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '300' }, keyed(d!.auth));
    const count = async (body: Record<string, unknown>) =>
      (await t.post<{ count: number }>(PATHS.massAudience, body, creator.auth)).body.data.count;
    expect(await count({ audience: 'subscribers' })).toBe(2);
    expect(await count({ audience: 'tier', tierId: vip.id })).toBe(1);
    expect(await count({ audience: 'expired' })).toBe(1);
    expect(await count({ audience: 'buyers' })).toBe(4);
    expect(await count({ audience: 'followers' })).toBe(0);
    const sent = await mass({ audience: 'tier', tierId: basic.id, text: 'Basic only' }, creator.auth);
    await runJobs();
    expect((await detail(sent.body.data.id, creator.auth)).massMessage.delivered).toBe(1);
    const aBoard = await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, a!.auth);
    expect(aBoard.body.data.items[0]!.lastMessage?.text).toBe('Basic only');
  });

  it('a scheduled one waits, and cancelled it never goes; bad requests are refused', async () => {
    const creator = await createCreator(t, 'planner');
    const fan = await createSignedInUser(t);
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const later = await mass({ audience: 'followers', text: 'later', scheduleAt: at }, creator.auth);
    expect(later.body.data).toMatchObject({ status: 'scheduled', scheduledAt: at });
    await runJobs();
    expect((await detail(later.body.data.id, creator.auth)).massMessage.delivered).toBe(0);
    const cancelled = await t.post<TMassMessage>(PATHS.massUnsend, { id: later.body.data.id }, creator.auth);
    expect(cancelled.body.data.status).toBe('cancelled');
    await t.deps.db.execute(sql`update jobs set run_at = now() where key = ${later.body.data.id}`);
    await runJobs();
    expect((await detail(later.body.data.id, creator.auth)).massMessage.delivered).toBe(0);

    expectError(await mass({ audience: 'followers', text: 'hi' }, fan.auth), 'NOT_A_CREATOR');
    const otherCreator = await createCreator(t, 'rival');
    const foreignTier = await createTier(t, otherCreator);
    expectInvalidFields(await mass({ audience: 'tier', tierId: foreignTier.id, text: 'x' }, creator.auth), ['tierId']);
    expectInvalidFields(await mass({ audience: 'tier', text: 'x' }, creator.auth), ['tierId']);
    expectInvalidFields(await mass({ audience: 'followers', text: 'x', priceCents: '500' }, creator.auth), [
      'priceCents',
    ]);
    expectInvalidFields(
      await mass({ audience: 'followers', text: 'x', scheduleAt: '2020-01-01T00:00:00Z' }, creator.auth),
      ['scheduleAt'],
    );
    expectInvalidFields(await mass({ audience: 'everyone', text: 'x' }, creator.auth), ['audience']);
    expectInvalidFields(await mass({ audience: 'followers', text: '' }, creator.auth), ['text']);
    expectError(await t.post(PATHS.massDetail, { id: later.body.data.id }, otherCreator.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.massUnsend, { id: later.body.data.id }, otherCreator.auth), 'NOT_FOUND');
    expectInvalidFields(await t.post(PATHS.massList, { cursor: 'bad' }, creator.auth), ['cursor']);
    // A reply to a mass message is an ordinary conversation.
    const sent = await mass({ audience: 'followers', text: 'now' }, creator.auth);
    await runJobs();
    const chat = (await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, fan.auth)).body.data.items[0]!;
    const reply = await t.post<TChatMessage>(
      PATHS.chatSend,
      { privateChatId: chat.privateChatId, text: 'thanks!' },
      fan.auth,
    );
    expect(reply.status, reply.body.msg).toBe(200);
    expect((await detail(sent.body.data.id, creator.auth)).massMessage.read).toBe(1);
  });
});
