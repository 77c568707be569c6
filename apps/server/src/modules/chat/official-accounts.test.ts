import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatMessagePage, TChatPair } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import type { TProfile } from '@fanlane/contracts/profile';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';

describe(`the support account and welcome messages (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const runJobs = async () => {
    await t.deps.events.relay();
    const handlers = jobHandlers(t.deps, t.app.log);
    while ((await runDueJobs(t.deps.db, handlers)) > 0);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exists from the start, verified; anyone writes to it; admins answer as it, logged', async () => {
    const profile = await t.post<TProfile>(PATHS.profile, { addressOrDomain: 'support' });
    expect(profile.status, profile.body.msg).toBe(200);
    expect(profile.body.data).toMatchObject({
      creatorDomain: 'support',
      displayName: 'Fanlane Support',
      privateChatId: null,
    });

    const fan = await createSignedInUser(t, { displayName: 'Needs help' });
    const opened = await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: 'support' }, fan.auth);
    expect(opened.body.data.other).toMatchObject({ official: true, isCreator: true, domain: 'support' });
    const id = opened.body.data.privateChatId;
    // The profile, asked by this fan, now names their conversation; asked anonymously, none.
    const mine = await t.post<TProfile>(PATHS.profile, { addressOrDomain: 'support' }, fan.auth);
    expect(mine.body.data.privateChatId).toBe(id);
    expect((await t.post<TProfile>(PATHS.profile, { addressOrDomain: 'support' })).body.data.privateChatId).toBeNull();
    await t.post(PATHS.chatSend, { privateChatId: id, text: 'My payment is stuck' }, fan.auth);

    const admin = await createSignedInUser(t, { role: 'admin' });
    const board = await t.post<TPage<TChatPair>>(PATHS.adminSupportPairs, {}, admin.auth);
    expect(board.body.data.items.map((p) => [p.other.displayName, p.unreadCount])).toEqual([['Needs help', 1]]);
    const thread = await t.post<TChatMessagePage>(PATHS.adminSupportMessages, { privateChatId: id }, admin.auth);
    expect(thread.body.data.items.map((m) => m.text)).toEqual(['My payment is stuck']);
    const read = await t.post(PATHS.adminSupportRead, { privateChatId: id, seq: 1 }, admin.auth);
    expect(read.body.data).toEqual({ readSeq: 1, unreadCount: 0 });
    const answer = await t.post<TChatMessage>(
      PATHS.adminSupportSend,
      { privateChatId: id, text: 'Looking into it' },
      admin.auth,
    );
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data.sender).toBe(profile.body.data.address);
    const fanThread = await t.post<TChatMessagePage>(PATHS.chatMessageList, { privateChatId: id }, fan.auth);
    expect(fanThread.body.data.items.map((m) => m.text)).toEqual(['My payment is stuck', 'Looking into it']);
    const [logged] = await queryRows<{ admin_id: string; action: string; target_id: string }>(
      t.deps.db,
      sql`select admin_id, action, target_id from admin_actions where target_id = ${answer.body.data.id}`,
    );
    expect(logged).toEqual({ admin_id: admin.user.id, action: 'support_message', target_id: answer.body.data.id });

    // Not admins.
    expectError(await t.post(PATHS.adminSupportPairs, {}, fan.auth), 'FORBIDDEN');
    expectError(await t.post(PATHS.adminSupportSend, { privateChatId: id, text: 'x' }, fan.auth), 'FORBIDDEN');
    // The support account writes to anyone, and anyone may write to it whatever their relation.
    const stranger = await createSignedInUser(t);
    const strangerChat = await t.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: 'support' }, stranger.auth);
    expect(strangerChat.status).toBe(200);
  });

  it('a new subscriber gets the creator’s welcome message once; none when there is none', async () => {
    const creator = await createCreator(t, 'welcoming');
    await t.post(
      PATHS.chatSettingsUpdate,
      { whoCanWrite: 'subscribers', welcomeMessage: 'Welcome to my club!' },
      creator.auth,
    );
    const tier = await createTier(t, creator);
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 10_000n);
    await subscribeTo(t, fan.auth, { tierId: tier.id, months: 1 });
    await runJobs();
    await runJobs();
    const board = await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, fan.auth);
    expect(board.body.data.items.map((p) => [p.other.domain, p.lastMessage?.text, p.unreadCount])).toEqual([
      [creator.domain, 'Welcome to my club!', 1],
    ]);

    const quiet = await createCreator(t, 'quiet');
    const quietTier = await createTier(t, quiet);
    await subscribeTo(t, fan.auth, { tierId: quietTier.id, months: 1 });
    await runJobs();
    const after = await t.post<TPage<TChatPair>>(PATHS.chatPairList, {}, fan.auth);
    expect(after.body.data.items).toHaveLength(1);
  });
});
