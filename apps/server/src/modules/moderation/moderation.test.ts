import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TAdminAppealPage,
  TAppealOverview,
  TReportGroupPage,
  TUserDetail,
  TUserSearchPage,
} from '@fanlane/contracts/moderation';
import type { TComment, TPost } from '@fanlane/contracts/post';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  loginWithPassword,
  tokenWorks,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { createCreator, createPostAs, type TestCreator } from '../../../test/content-fixtures.ts';
import { readMail } from '../../../test/mail-reader.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { adminActions, users } from '../../db/schema/index.ts';
import { signAppealToken } from './appeal-link.ts';

describe(`moderation: users, reports, takedown, appeals (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let support: SignedInUser;
  let fan: SignedInUser;
  let otherFan: SignedInUser;
  let creator: TestCreator;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { email: `admin-${randomUUID()}@example.com`, role: 'admin' });
    moderator = await createSignedInUser(t, { email: `mod-${randomUUID()}@example.com`, role: 'moderator' });
    support = await createSignedInUser(t, { email: `help-${randomUUID()}@example.com`, role: 'support' });
    fan = await createSignedInUser(t, { email: `fan-${randomUUID()}@example.com`, displayName: 'Fan One' });
    otherFan = await createSignedInUser(t, { email: `fan2-${randomUUID()}@example.com` });
    creator = await createCreator(t, 'painter', { email: `painter-${randomUUID()}@example.com` });
  });
  afterAll(async () => {
    await t.close();
  });

  const runJobs = async () => {
    const handlers = jobHandlers(t.deps, t.app.log);
    while ((await runDueJobs(t.deps.db, handlers)) > 0);
  };
  const mailsTo = (email: string) => t.smtp.messages.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
  const as = <T>(who: { auth: Record<string, string> } | null, path: string, body?: unknown) =>
    t.post<T>(path, body, who?.auth ?? {});
  const report = (who: SignedInUser, body: Record<string, unknown>) =>
    as<{ id: string }>(who, PATHS.reportCreate, body);
  const getPost = (who: SignedInUser | null, id: string) => as<TPost>(who, PATHS.postDetail, { id });
  const publicPost = (text: string) => createPostAs(t, creator, { text, visibility: 'public' });

  describe('the users console', () => {
    it('staff with users.view search by e-mail, domain, name and address, and open an account', async () => {
      const byEmail = await as<TUserSearchPage>(support, PATHS.adminUserSearch, {
        query: fan.user.email!.slice(0, 12),
      });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.data.items.map((u) => u.id)).toContain(fan.user.id);
      const byDomain = await as<TUserSearchPage>(moderator, PATHS.adminUserSearch, {
        query: creator.domain.toUpperCase(),
      });
      expect(byDomain.body.data.items.map((u) => u.id)).toEqual([creator.user.id]);
      const byName = await as<TUserSearchPage>(admin, PATHS.adminUserSearch, { query: 'fan one' });
      expect(byName.body.data.items.map((u) => u.id)).toContain(fan.user.id);
      const byAddress = await as<TUserSearchPage>(admin, PATHS.adminUserSearch, {
        query: fan.user.address.slice(2, 20),
      });
      expect(byAddress.body.data.items.map((u) => u.id)).toEqual([fan.user.id]);
      // Wildcards are literal.
      expect((await as<TUserSearchPage>(admin, PATHS.adminUserSearch, { query: '%_%' })).body.data.items).toEqual([]);
      const paged = await as<TUserSearchPage>(admin, PATHS.adminUserSearch, { limit: 2 });
      expect(paged.body.data.items).toHaveLength(2);
      const next = await as<TUserSearchPage>(admin, PATHS.adminUserSearch, {
        limit: 2,
        cursor: paged.body.data.nextCursor,
      });
      expect(next.body.data.items.map((u) => u.id)).not.toContain(paged.body.data.items[0]!.id);

      const detail = await as<TUserDetail>(support, PATHS.adminUserDetail, { userId: creator.user.id });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        user: { id: creator.user.id, role: 'user', status: 'active', kycStatus: 'none' },
        counts: { posts: 0, followers: 0, reportsAgainst: 0 },
        restriction: null,
      });
      expectError(await as(support, PATHS.adminUserDetail, { userId: randomUUID() }), 'MODERATION_USER_NOT_FOUND');
    });

    it('refuses fans every console call, support the restrict call, moderators the role call', async () => {
      for (const path of [PATHS.adminUserSearch, PATHS.adminReportQueue, PATHS.adminAppealList]) {
        expectError(await as(fan, path, {}), 'FORBIDDEN');
      }
      expectError(await as(null, PATHS.adminUserSearch, {}), 'UNAUTHORIZED');
      const restrict = { userId: otherFan.user.id, kind: 'restrict', reason: 'Spam in comments' };
      expectError(await as(support, PATHS.adminUserRestrict, restrict), 'FORBIDDEN');
      expectError(await as(moderator, PATHS.adminUserRole, { userId: fan.user.id, role: 'support' }), 'FORBIDDEN');
      expectError(
        await as(moderator, PATHS.adminAppealDecide, { appealId: randomUUID(), decision: 'lift' }),
        'FORBIDDEN',
      );
      expectError(
        await as(moderator, PATHS.adminUserRestrict, { ...restrict, userId: moderator.user.id }),
        'MODERATION_SELF',
      );
      expectError(
        await as(moderator, PATHS.adminUserRestrict, { ...restrict, userId: support.user.id }),
        'MODERATION_STAFF_TARGET',
      );
      expectError(await as(moderator, PATHS.adminUserRestrict, { ...restrict, reason: '' }), 'VALIDATION');
      expectError(await as(moderator, PATHS.adminUserLift, { userId: otherFan.user.id }), 'MODERATION_STATE');
    });

    it('restricted: signs in and reads, every call that acts answers 1012220; lifted: back to normal', async () => {
      const person = await signUp(t);
      const [row] = await t.deps.db.select().from(users).where(eq(users.email, person.email));
      const res = await as<TUserDetail>(moderator, PATHS.adminUserRestrict, {
        userId: row!.id,
        kind: 'restrict',
        reason: 'Repeated spam links',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user.status).toBe('restricted');
      expect(res.body.data.restriction).toMatchObject({
        kind: 'restrict',
        reason: 'Repeated spam links',
        createdBy: moderator.user.address,
      });
      expect(res.body.data.actions[0]).toMatchObject({ action: 'user.restrict', detail: 'Repeated spam links' });
      expectError(
        await as(moderator, PATHS.adminUserRestrict, { userId: row!.id, kind: 'restrict', reason: 'Again' }),
        'MODERATION_STATE',
      );

      // The session stays; its own info reads; acting answers ACCOUNT_RESTRICTED.
      expect(await tokenWorks(t, person.token)).toBe(true);
      const post = await publicPost('A post to like');
      expectError(await t.post(PATHS.postLike, { id: post.id, like: true }, person.auth), 'ACCOUNT_RESTRICTED');
      expectError(
        await t.post(PATHS.reportCreate, { targetType: 'post', targetId: post.id, reason: 'spam' }, person.auth),
        'ACCOUNT_RESTRICTED',
      );
      expect((await getPost({ auth: person.auth } as SignedInUser, post.id)).status).toBe(200);
      // A new sign-in works too.
      expect((await loginWithPassword(t, person.email, person.password)).status).toBe(200);

      await runJobs();
      const [mail] = mailsTo(person.email).filter((m) => m.subject.includes('restricted'));
      expect(mail?.text).toContain('Reason: Repeated spam links');
      expect(mail?.text).toMatch(/\/appeal\?token=/);

      // The restricted user reads their case on /appeal while signed in.
      const state = await t.post<TAppealOverview>(PATHS.appealState, {}, person.auth);
      expect(state.body.data.items).toEqual([
        expect.objectContaining({
          subjectType: 'restriction',
          kind: 'restrict',
          reason: 'Repeated spam links',
          appeal: null,
        }),
      ]);

      const lifted = await as<TUserDetail>(moderator, PATHS.adminUserLift, { userId: row!.id, reason: 'Cleaned up' });
      expect(lifted.body.data).toMatchObject({ user: { status: 'active' }, restriction: null });
      expect(lifted.body.data.history[0]).toMatchObject({ liftReason: 'Cleaned up', liftedBy: moderator.user.address });
      expect((await t.post(PATHS.postLike, { id: post.id, like: true }, person.auth)).status).toBe(200);
    });

    it("banned: every session revoked, no sign-in, the creator's page and posts not found but for staff", async () => {
      const person = await signUp(t);
      const [row] = await t.deps.db.select().from(users).where(eq(users.email, person.email));
      const banned = await createCreator(t, 'banme', { email: `ban-${randomUUID()}@example.com` });
      const post = await createPostAs(t, banned, { text: 'soon hidden', visibility: 'public' });
      for (const who of [row!.id, banned.user.id]) {
        const res = await as<TUserDetail>(moderator, PATHS.adminUserRestrict, {
          userId: who,
          kind: 'ban',
          reason: 'Scam',
        });
        expect(res.body.data.user.status).toBe('banned');
      }
      expect(await tokenWorks(t, person.token)).toBe(false);
      expect(await tokenWorks(t, banned.token)).toBe(false);
      expectError(await loginWithPassword(t, person.email, person.password), 'ACCOUNT_BANNED');
      expectError(await t.post(PATHS.profile, { addressOrDomain: banned.domain }), 'NOT_FOUND');
      expectError(await getPost(fan, post.id), 'NOT_FOUND');
      expect((await getPost(moderator, post.id)).status).toBe(200);

      // A banned user appeals through the mail's signed link.
      await runJobs();
      const link = mailsTo(person.email)
        .find((m) => m.subject.includes('banned'))
        ?.text.match(/token=([^\s]+)/)?.[1];
      const token = decodeURIComponent(link!);
      const state = await t.post<TAppealOverview>(PATHS.appealState, { token });
      expect(state.body.data.account.status).toBe('banned');
      expectError(await t.post(PATHS.appealState, { token: `${token.slice(0, -2)}00` }), 'APPEAL_LINK_INVALID');
      expectError(
        await t.post(PATHS.appealState, { token: signAppealToken(t.deps, row!.id, Date.now() - 40 * 86_400_000) }),
        'APPEAL_LINK_INVALID',
      );
      expectError(await t.post(PATHS.appealState, {}), 'UNAUTHORIZED');
      const subjectId = state.body.data.items[0]!.subjectId;
      const appealed = await t.post<TAppealOverview>(PATHS.appealCreate, {
        token,
        subjectType: 'restriction',
        subjectId,
        message: 'It was my brother using my phone, sorry.',
      });
      expect(appealed.body.data.items[0]!.appeal).toMatchObject({ state: 'open' });
      expectError(
        await t.post(PATHS.appealCreate, {
          token,
          subjectType: 'restriction',
          subjectId,
          message: 'Please look again at this.',
        }),
        'APPEAL_EXISTS',
      );
      expectError(
        await t.post(PATHS.appealCreate, {
          token,
          subjectType: 'post',
          subjectId: post.id,
          message: 'Not mine to appeal here.',
        }),
        'APPEAL_NOT_APPEALABLE',
      );

      const list = await as<TAdminAppealPage>(admin, PATHS.adminAppealList, {});
      const appeal = list.body.data.items.find((a) => a.subjectId === subjectId)!;
      expect(appeal).toMatchObject({ reason: 'Scam', user: { id: row!.id, status: 'banned' } });
      const upheld = await as(admin, PATHS.adminAppealDecide, {
        appealId: appeal.id,
        decision: 'uphold',
        note: 'The evidence is clear.',
      });
      expect(upheld.status).toBe(200);
      expectError(
        await as(admin, PATHS.adminAppealDecide, { appealId: appeal.id, decision: 'lift' }),
        'APPEAL_NOT_OPEN',
      );
      const after = await t.post<TAppealOverview>(PATHS.appealState, { token });
      expect(after.body.data.items[0]!.appeal).toMatchObject({ state: 'upheld', note: 'The evidence is clear.' });
      await runJobs();
      expect(mailsTo(person.email).some((m) => m.subject.includes('appeal was reviewed'))).toBe(true);

      // Lifting the ban brings the page back.
      await as(moderator, PATHS.adminUserLift, { userId: banned.user.id });
      expect((await t.post(PATHS.profile, { addressOrDomain: banned.domain })).status).toBe(200);
    });

    it('roles: only users.roles changes them, and the last admin keeps theirs', async () => {
      const res = await as<TUserDetail>(admin, PATHS.adminUserRole, { userId: otherFan.user.id, role: 'support' });
      expect(res.body.data.user.role).toBe('support');
      expectError(
        await as(admin, PATHS.adminUserRole, { userId: otherFan.user.id, role: 'support' }),
        'MODERATION_STATE',
      );
      await as(admin, PATHS.adminUserRole, { userId: otherFan.user.id, role: 'user' });
      expectError(await as(admin, PATHS.adminUserRole, { userId: admin.user.id, role: 'user' }), 'LAST_ADMIN');
      const actions = await t.deps.db.select().from(adminActions).where(eq(adminActions.targetId, otherFan.user.id));
      expect(actions.map((a) => a.detail)).toEqual(expect.arrayContaining(['user → support', 'support → user']));
    });
  });

  describe('reports and the queue', () => {
    it('refuses a self-report, a duplicate, an unknown target and `other` without a note', async () => {
      const post = await publicPost('Reported twice');
      expectError(await report(creator, { targetType: 'post', targetId: post.id, reason: 'spam' }), 'REPORT_SELF');
      expectError(await report(fan, { targetType: 'user', targetId: fan.user.id, reason: 'spam' }), 'REPORT_SELF');
      expect((await report(fan, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(200);
      expectError(await report(fan, { targetType: 'post', targetId: post.id, reason: 'scam' }), 'REPORT_DUPLICATE');
      expectError(
        await report(fan, { targetType: 'post', targetId: randomUUID(), reason: 'spam' }),
        'REPORT_TARGET_NOT_FOUND',
      );
      expectError(
        await report(fan, { targetType: 'message', targetId: randomUUID(), reason: 'spam' }),
        'REPORT_TARGET_NOT_FOUND',
      );
      expectError(
        await report(fan, { targetType: 'user', targetId: creator.user.id, reason: 'other' }),
        'REPORT_NOTE_REQUIRED',
      );
      expectError(await report(fan, { targetType: 'post', targetId: post.id, reason: 'nonsense' }), 'VALIDATION');
      expectError(
        await t.post(PATHS.reportCreate, { targetType: 'post', targetId: post.id, reason: 'spam' }),
        'UNAUTHORIZED',
      );
    });

    it('moderators work the queue by target; a removed post is gone for fans, shown removed to its author and staff', async () => {
      const post = await publicPost('Something awful');
      await report(fan, { targetType: 'post', targetId: post.id, reason: 'hate', note: 'Slurs in the text' });
      await report(otherFan, { targetType: 'post', targetId: post.id, reason: 'hate' });
      const queue = await as<TReportGroupPage>(moderator, PATHS.adminReportQueue, { limit: 50 });
      const group = queue.body.data.items.find((g) => g.targetId === post.id)!;
      expect(group).toMatchObject({
        targetType: 'post',
        count: 2,
        reasons: [{ reason: 'hate', count: 2 }],
        notes: ['Slurs in the text'],
        owner: { id: creator.user.id },
        preview: { text: 'Something awful', path: `/post?id=${post.id}`, removed: false },
      });
      // Support does not work reports.
      expectError(await as(support, PATHS.adminReportQueue, {}), 'FORBIDDEN');
      expectError(
        await as(moderator, PATHS.adminReportResolve, { targetType: 'post', targetId: post.id, action: 'remove' }),
        'VALIDATION',
      );
      const resolved = await as<{ resolved: number }>(moderator, PATHS.adminReportResolve, {
        targetType: 'post',
        targetId: post.id,
        action: 'remove',
        reason: 'Hate speech',
      });
      expect(resolved.body.data.resolved).toBe(2);
      expectError(
        await as(moderator, PATHS.adminReportResolve, { targetType: 'post', targetId: post.id, action: 'dismiss' }),
        'REPORT_NOT_OPEN',
      );

      expectError(await getPost(fan, post.id), 'NOT_FOUND');
      expectError(await t.post(PATHS.postDetail, { id: post.id }), 'NOT_FOUND');
      const own = await getPost(creator, post.id);
      expect(own.body.data.removed).toMatchObject({ reason: 'Hate speech' });
      const staffView = await getPost(moderator, post.id);
      expect(staffView.body.data.removed?.reason).toBe('Hate speech');

      // The author appeals while signed in; an admin lifts the removal; both see the outcome.
      const state = await t.post<TAppealOverview>(PATHS.appealState, {}, creator.auth);
      expect(state.body.data.items).toContainEqual(
        expect.objectContaining({ subjectType: 'post', subjectId: post.id, kind: 'removed', reason: 'Hate speech' }),
      );
      expectError(
        await t.post(PATHS.appealCreate, { subjectType: 'post', subjectId: post.id, message: 'short' }, creator.auth),
        'VALIDATION',
      );
      expectError(
        await t.post(
          PATHS.appealCreate,
          { subjectType: 'post', subjectId: post.id, message: 'Not my post but I try.' },
          fan.auth,
        ),
        'APPEAL_NOT_APPEALABLE',
      );
      await t.post(
        PATHS.appealCreate,
        { subjectType: 'post', subjectId: post.id, message: 'It was a quote from a book I was criticising.' },
        creator.auth,
      );
      const open = await as<TAdminAppealPage>(admin, PATHS.adminAppealList, { status: 'open' });
      const appeal = open.body.data.items.find((a) => a.subjectId === post.id)!;
      expect(appeal).toMatchObject({ subjectType: 'post', reason: 'Hate speech', excerpt: 'Something awful' });
      const decided = await as(admin, PATHS.adminAppealDecide, {
        appealId: appeal.id,
        decision: 'lift',
        note: 'Context makes it fine.',
      });
      expect(decided.body.data).toMatchObject({ state: 'lifted', decidedBy: admin.user.address });
      const back = await getPost(fan, post.id);
      expect(back.status).toBe(200);
      expect(back.body.data.removed).toBeUndefined();
      const mine = await t.post<TAppealOverview>(PATHS.appealState, {}, creator.auth);
      expect(mine.body.data.items.find((i) => i.subjectId === post.id)?.appeal).toMatchObject({ state: 'lifted' });
      const decidedList = await as<TAdminAppealPage>(admin, PATHS.adminAppealList, { status: 'decided' });
      expect(decidedList.body.data.items.map((a) => a.id)).toContain(appeal.id);
      await runJobs();
      const subjects = mailsTo(creator.user.email!).map((m) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          expect.stringContaining('post was removed'),
          expect.stringContaining('appeal was accepted'),
        ]),
      );
    });

    it('dismisses a comment report, restricts a reported user, and takes content down outside a report', async () => {
      const post = await publicPost('Comment here');
      const comment = (await t.post<TComment>(PATHS.commentAdd, { postId: post.id, text: 'rude words' }, otherFan.auth))
        .body.data;
      await report(fan, { targetType: 'comment', targetId: comment.id, reason: 'harassment' });
      const dismissed = await as<{ resolved: number }>(moderator, PATHS.adminReportResolve, {
        targetType: 'comment',
        targetId: comment.id,
        action: 'dismiss',
      });
      expect(dismissed.body.data.resolved).toBe(1);
      const resolvedQueue = await as<TReportGroupPage>(moderator, PATHS.adminReportQueue, {
        status: 'resolved',
        limit: 50,
      });
      expect(resolvedQueue.body.data.items.find((g) => g.targetId === comment.id)?.resolution).toBe('dismissed');

      // Takedown outside a report; support may not.
      const body = { targetType: 'comment', targetId: comment.id, reason: 'Harassment of the creator' };
      expectError(await as(support, PATHS.adminContentRemove, body), 'FORBIDDEN');
      expect((await as(moderator, PATHS.adminContentRemove, body)).status).toBe(200);
      expectError(await as(moderator, PATHS.adminContentRemove, body), 'CONTENT_NOT_REMOVABLE');
      const comments = await t.post<{ items: TComment[] }>(PATHS.commentList, { postId: post.id }, fan.auth);
      expect(comments.body.data.items.map((c) => c.id)).not.toContain(comment.id);

      // Removing is only for posts and comments; a user report restricts the account.
      const person = await createSignedInUser(t, { email: `target-${randomUUID()}@example.com` });
      // By address, as a creator page names the account; the same open report after.
      await report(fan, { targetType: 'user', targetId: person.user.address, reason: 'impersonation' });
      expectError(
        await report(fan, { targetType: 'user', targetId: person.user.id, reason: 'spam' }),
        'REPORT_DUPLICATE',
      );
      expectError(
        await report(fan, { targetType: 'post', targetId: person.user.address, reason: 'spam' }),
        'REPORT_TARGET_NOT_FOUND',
      );
      expectError(
        await as(moderator, PATHS.adminReportResolve, {
          targetType: 'user',
          targetId: person.user.id,
          action: 'remove',
          reason: 'Fake',
        }),
        'REPORT_ACTION_INVALID',
      );
      await as(moderator, PATHS.adminReportResolve, {
        targetType: 'user',
        targetId: person.user.id,
        action: 'restrict',
        reason: 'Pretends to be someone else',
      });
      const detail = await as<TUserDetail>(support, PATHS.adminUserDetail, { userId: person.user.id });
      expect(detail.body.data).toMatchObject({
        user: { status: 'restricted' },
        counts: { reportsAgainst: 1, openReportsAgainst: 0 },
        restriction: { reason: 'Pretends to be someone else' },
      });
      expectError(await t.post(PATHS.postLike, { id: post.id, like: true }, person.auth), 'ACCOUNT_RESTRICTED');
      expect(await tokenWorks(t, person.token)).toBe(true);
    });
  });
});
