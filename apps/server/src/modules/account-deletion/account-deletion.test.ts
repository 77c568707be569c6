import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAccountDeletionState } from '@fanlane/contracts/account-data';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { DELETED_USER_NAME } from '@fanlane/contracts/names';
import {
  accountDeletions,
  blocks,
  chatSettings,
  collections,
  conversations,
  entitlements,
  fanListMembers,
  fanLists,
  follows,
  jobs,
  media,
  messages,
  postComments,
  postLikes,
  posts,
  pushSubscriptions,
  sessions,
  subscriptions,
  tiers,
} from '../../db/schema/index.ts';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  createSignedInUser,
  expectError,
  freshEmail,
  openSession,
  tokenWorks,
  userRow,
} from '../../../test/fixtures.ts';
import { createCreator, createPostAs, createTier, insertMedia, subscribeTo } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';
import { eraseAccount } from './erase-account.ts';

describe(`deleting the account (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', SIGN_IN_FREE_TRIES: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  const state = async (auth: Record<string, string>) =>
    (await t.post<TAccountDeletionState>(PATHS.accountDeletion, undefined, auth)).body.data;
  const deletionRows = (userId: string) =>
    t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  /** Runs the erase job as if its time had come. */
  const eraseNow = async (userId: string) => {
    const [row] = (await deletionRows(userId)).filter((r) => r.status === 'scheduled');
    return eraseAccount(t.deps, row!.id, new Date(Date.now() + t.config.accountDeletionGraceMs + 1000));
  };

  it('confirms by password after the balance is acknowledged; signs out everywhere; a password sign-in cancels', async () => {
    const fan = await signUp(t, freshEmail('leaver'));
    const me = (await userRow(t, { email: fan.email }))!;
    const second = await openSession(t, me);
    await fundWallet(t, me.id, 1234n);

    const before = await state(fan.auth);
    expect(before).toMatchObject({ state: 'none', confirmBy: 'password', graceDays: 14, openWithdrawal: false });
    expect(before.balances).toEqual([{ kind: 'wallet', currency: 'USD', minor: '1234' }]);

    expectError(
      await t.post(PATHS.accountDelete, { password: fan.password }, fan.auth),
      'DELETION_BALANCE_NOT_FORFEITED',
    );
    expectError(
      await t.post(PATHS.accountDelete, { password: 'wrong-password-9', forfeitBalance: true }, fan.auth),
      'WRONG_PASSWORD',
    );
    expectError(
      await t.post(PATHS.accountDelete, { forfeitBalance: true }, fan.auth),
      'DELETION_CONFIRMATION_REQUIRED',
    );
    expect(await deletionRows(me.id)).toEqual([]);

    const done = await t.post<{ dueAt: number }>(
      PATHS.accountDelete,
      { password: fan.password, forfeitBalance: true },
      fan.auth,
    );
    expect(done.status, done.body.msg).toBe(200);
    const dueIn = done.body.data.dueAt - Date.now();
    expect(dueIn).toBeGreaterThan(13.9 * 86_400_000);
    expect(dueIn).toBeLessThanOrEqual(14 * 86_400_000);
    // Signed out everywhere, this session included; the mail says when and how to cancel.
    expect(await tokenWorks(t, fan.token)).toBe(false);
    expect(await tokenWorks(t, second.token)).toBe(false);
    expect(t.smtp.lastTo(fan.email)).toContain('Sign in before then and the deletion is cancelled');
    const [row] = await deletionRows(me.id);
    expect(row).toMatchObject({ status: 'scheduled', confirmedBy: 'password', forfeitedBalance: true });
    const [job] = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'account.erase'), eq(jobs.key, row!.id)));
    expect(job?.runAt.getTime()).toBe(row!.dueAt.getTime());

    const back = await t.post<TLoginResult>(t.paths.loginPassword, { email: fan.email, password: fan.password });
    expect(back.status).toBe(200);
    expect(back.body.data.deletionCancelled).toBe(true);
    expect((await deletionRows(me.id))[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'sign-in:password' });
    expect(await state(bearer(back.body.data.token))).toMatchObject({ state: 'none', dueAt: null });
    // The job finds nothing to do, and the next sign-in says nothing.
    expect(await eraseAccount(t.deps, row!.id, new Date(Date.now() + 30 * 86_400_000))).toBe(false);
    const again = await t.post<TLoginResult>(t.paths.loginPassword, { email: fan.email, password: fan.password });
    expect(again.body.data.deletionCancelled).toBeUndefined();
    expect((await userRow(t, { id: me.id }))?.status).toBe('active');
  });

  it('confirms by a mailed code without a password; a code sign-in cancels; other sign-in paths cancel too', async () => {
    const email = freshEmail('nopass');
    const user = await createSignedInUser(t, { email });
    expect((await state(user.auth)).confirmBy).toBe('code');
    expectError(await t.post(PATHS.accountDelete, {}, user.auth), 'DELETION_CONFIRMATION_REQUIRED');
    const sent = await t.post(PATHS.accountDeletionCode, undefined, user.auth);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(t.smtp.lastTo(email)).toContain('confirm deleting your account');
    const code = t.lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectError(await t.post(PATHS.accountDelete, { code: wrong }, user.auth), 'CODE_INVALID');
    const ok = await t.post(PATHS.accountDelete, { code }, user.auth);
    expect(ok.status, ok.body.msg).toBe(200);
    expect((await deletionRows(user.user.id))[0]).toMatchObject({ status: 'scheduled', confirmedBy: 'code' });
    // The code is used up.
    expect(await tokenWorks(t, user.token)).toBe(false);

    await t.post(t.paths.verificationCode, { email, scene: 'login' });
    const back = await t.post<TLoginResult>(t.paths.loginEmailCode, { email, code: t.lastCode(email) });
    expect(back.status, back.body.msg).toBe(200);
    expect(back.body.data.deletionCancelled).toBe(true);
    expect((await deletionRows(user.user.id))[0]).toMatchObject({ cancelledBy: 'sign-in:email-code' });

    // Any other sign-in type (Telegram, phone, auth code) opens its session through the same
    // startSession, which cancels: here the Telegram mini-app's type.
    const rows = await t.deps.db
      .insert(accountDeletions)
      .values({ userId: user.user.id, status: 'scheduled', confirmedBy: 'code', dueAt: new Date(Date.now() + 1e9) })
      .returning();
    const { startSession } = await import('../auth/sessions.ts');
    const viaTelegram = await startSession(t.deps, (await userRow(t, { id: user.user.id }))!, 'telegram', {
      ip: null,
      userAgent: null,
    });
    expect(viaTelegram.deletionCancelled).toBe(true);
    expect((await deletionRows(user.user.id)).find((r) => r.id === rows[0]!.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'sign-in:telegram',
    });
  });

  it('refuses an account with nothing to confirm with, and a cancel with nothing scheduled', async () => {
    const noWay = await createSignedInUser(t, {});
    expect((await state(noWay.auth)).confirmBy).toBe('unavailable');
    expectError(await t.post(PATHS.accountDelete, { code: '123456' }, noWay.auth), 'DELETION_CONFIRM_UNAVAILABLE');
    expectError(await t.post(PATHS.accountDeletionCode, undefined, noWay.auth), 'DELETION_CONFIRM_UNAVAILABLE');

    const fan = await signUp(t, freshEmail('twice'));
    expectError(await t.post(PATHS.accountDeleteCancel, undefined, fan.auth), 'DELETION_NOT_SCHEDULED');
    expect((await t.post(PATHS.accountDelete, { password: fan.password }, fan.auth)).status).toBe(200);
    const back = await t.post<TLoginResult>(t.paths.loginPassword, { email: fan.email, password: fan.password });
    expect(back.body.data.deletionCancelled).toBe(true);
  });

  it("the erase job: the tombstone, each owner's tables, subscriptions stop; resumable, nothing twice", async () => {
    const creator = await createCreator(t, 'gone');
    const creatorEmail = freshEmail('gone');
    const { hashPassword } = await import('../auth/passwords.ts');
    const { setUserFields } = await import('../users/users-repo.ts');
    await setUserFields(t.deps.db, creator.user.id, {
      email: creatorEmail,
      passwordHash: await hashPassword('gone-pass-1'),
    });
    const fan = await createSignedInUser(t, { email: freshEmail('stays') });
    const other = await createCreator(t, 'other');

    // The creator's world: a tier and a subscriber, a post with media, a like and a comment on it
    // by the fan, follows both ways, a block, a fan list, a collection, chat settings, a push subscription.
    const tier = await createTier(t, creator);
    await fundWallet(t, fan.user.id, 10_000n);
    await subscribeTo(t, fan.auth, { tierId: tier.id, months: 1 });
    const item = await insertMedia(t, creator.user.id);
    await t.deps.blobs.put(`${item.storageKey}/lg.webp`, Buffer.from('image bytes'));
    const post = await createPostAs(t, creator, { text: 'hello', visibility: 'public', mediaIds: [item.id] });
    const otherPost = await createPostAs(t, other, { text: 'other', visibility: 'public' });
    await t.post(PATHS.postLike, { id: post.id, like: true }, fan.auth);
    await t.post(PATHS.postLike, { id: otherPost.id, like: true }, creator.auth);
    await t.post(PATHS.commentAdd, { postId: otherPost.id, text: 'nice' }, creator.auth);
    await t.post(PATHS.followOperate, { addressOrDomain: other.domain, follow: true }, creator.auth);
    await t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    await t.deps.db.insert(blocks).values({ blockerId: creator.user.id, blockedId: other.user.id });
    const [list] = await t.deps.db.insert(fanLists).values({ ownerId: creator.user.id, name: 'VIP' }).returning();
    await t.deps.db.insert(fanListMembers).values({ listId: list!.id, memberId: fan.user.id });
    await t.deps.db.insert(collections).values({ creatorId: creator.user.id, title: 'Best' });
    await t.deps.db.insert(chatSettings).values({ userId: creator.user.id });
    await t.deps.db.insert(pushSubscriptions).values({
      userId: creator.user.id,
      userAgentKey: 'ua',
      endpoint: 'https://push.example/x',
      p256dh: 'k',
      auth: 'a',
    });
    const [low, high] = [creator.user.id, fan.user.id].sort();
    const [conv] = await t.deps.db.insert(conversations).values({ userLow: low!, userHigh: high! }).returning();
    await t.deps.db
      .insert(messages)
      .values({ conversationId: conv!.id, seq: 1, senderId: creator.user.id, body: 'hi fan' });
    const otherLikesBefore = (await t.deps.db.select().from(posts).where(eq(posts.id, otherPost.id)))[0]!;

    const login = await t.post<TLoginResult>(t.paths.loginPassword, { email: creatorEmail, password: 'gone-pass-1' });
    // The subscription's pending earnings are given up: the ledger keeps them on the tombstone's account.
    const asked = await t.post(
      PATHS.accountDelete,
      { password: 'gone-pass-1', forfeitBalance: true },
      bearer(login.body.data.token),
    );
    expect(asked.status, asked.body.msg).toBe(200);

    // The job runs; the process "dies" before the relay hands account.deleted to the owners.
    expect(await eraseNow(creator.user.id)).toBe(true);
    const tomb = (await userRow(t, { id: creator.user.id }))!;
    expect(tomb).toMatchObject({
      status: 'deleted',
      email: null,
      phone: null,
      passwordHash: null,
      displayName: DELETED_USER_NAME,
      avatarUrl: null,
      coverUrl: null,
      bio: null,
      creatorDomain: null,
    });
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, creator.user.id))).toEqual([]);
    expect((await deletionRows(creator.user.id))[0]).toMatchObject({ status: 'done' });
    // Run again (a redelivered job): nothing more happens.
    expect(await eraseAccount(t.deps, (await deletionRows(creator.user.id))[0]!.id, new Date(Date.now() + 1e12))).toBe(
      false,
    );

    // A restarted relay delivers the event; a second relay finds every receipt and does nothing twice.
    await t.deps.events.relay();
    await t.deps.events.relay();

    const of = creator.user.id;
    expect(await t.deps.db.select().from(follows).where(eq(follows.followerId, of))).toEqual([]);
    expect(await t.deps.db.select().from(follows).where(eq(follows.creatorId, of))).toEqual([]);
    expect(await t.deps.db.select().from(blocks).where(eq(blocks.blockerId, of))).toEqual([]);
    expect(await t.deps.db.select().from(fanLists).where(eq(fanLists.ownerId, of))).toEqual([]);
    expect(await t.deps.db.select().from(collections).where(eq(collections.creatorId, of))).toEqual([]);
    expect(await t.deps.db.select().from(chatSettings).where(eq(chatSettings.userId, of))).toEqual([]);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, of))).toEqual([]);
    expect(await t.deps.db.select().from(postLikes).where(eq(postLikes.userId, of))).toEqual([]);
    expect(await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, of))).toEqual([]);
    const [gonePost] = await t.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(gonePost?.deletedAt).toBeInstanceOf(Date);
    expect(gonePost?.text).toBe('');
    const [comment] = await t.deps.db.select().from(postComments).where(eq(postComments.authorId, of));
    expect(comment).toMatchObject({ text: '' });
    expect(comment?.deletedAt).toBeInstanceOf(Date);
    // The other creator's counts lost exactly the one like and comment (twice relayed, once taken).
    const [after] = await t.deps.db.select().from(posts).where(eq(posts.id, otherPost.id));
    expect(after?.likeCount).toBe(otherLikesBefore.likeCount - 1);
    expect(after?.commentCount).toBe(otherLikesBefore.commentCount - 1);
    const [gone] = await t.deps.db.select().from(media).where(eq(media.id, item.id));
    expect(gone?.deletedAt).toBeInstanceOf(Date);
    expect(await t.deps.blobs.stat(`${item.storageKey}/lg.webp`)).toBeNull();
    // The fan's subscription to the deleted creator stops renewing (access runs to the period's end); tiers archived.
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.user.id));
    expect(sub).toMatchObject({ autoRenew: false });
    expect(sub?.cancelledAt).toBeInstanceOf(Date);
    expect((await t.deps.db.select().from(tiers).where(eq(tiers.creatorId, of)))[0]?.status).toBe('archived');
    // Chat: the message stays in the fan's conversation, its sender the anonymised tombstone.
    const [kept] = await t.deps.db.select().from(messages).where(eq(messages.conversationId, conv!.id));
    expect(kept).toMatchObject({ senderId: of, body: 'hi fan' });
    // The domain is free for someone else, and nobody signs in as the tombstone.
    expectError(
      await t.post(t.paths.loginPassword, { email: creatorEmail, password: 'gone-pass-1' }),
      'INVALID_CREDENTIALS',
    );
  });
});
