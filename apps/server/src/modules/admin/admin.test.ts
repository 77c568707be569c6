import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAdminSubmission, TSubmission } from '@fanlane/contracts/creator';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  completeCreatorForm,
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshDomain,
  like,
  loginWithPassword,
  userRow,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { creatorSubmissions } from '../../db/schema/index.ts';
import { createUser } from '../users/users-repo.ts';

type Headers = { auth: Record<string, string> };
type Page = { items: TAdminSubmission[]; nextCursor: string | null };

describe(`admin review of creator applications (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    admin = await createSignedInUser(t, { email: 'reviewer@example.com', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (applicant: Headers, domain = freshDomain('apply')) => {
    const res = await t.post<TSubmission>(PATHS.creatorSubmit, completeCreatorForm(domain), applicant.auth);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const list = (body: Record<string, unknown>, who: Headers = admin) =>
    t.post<Page>(PATHS.adminSubmissionList, body, who.auth);
  const approve = (id: string, who: Headers = admin) =>
    t.post<TAdminSubmission>(PATHS.adminSubmissionApprove, { id }, who.auth);
  const reject = (id: string, reason: string, who: Headers = admin) =>
    t.post<TAdminSubmission>(PATHS.adminSubmissionReject, { id, reason }, who.auth);
  const detail = (who: Headers) => t.post<TSubmission | null>(PATHS.creatorSubmissionDetail, undefined, who.auth);
  const profileOf = (addressOrDomain: string) => t.post<TProfile>(PATHS.profile, { addressOrDomain });
  const rowById = async (id: string) =>
    (await t.deps.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id)))[0];

  async function allPages(body: Record<string, unknown>): Promise<TAdminSubmission[]> {
    const items: TAdminSubmission[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const res = await list({ ...body, ...(cursor && { cursor }) });
      expect(res.status, res.body.msg).toBe(200);
      items.push(...res.body.data.items);
      if (!res.body.data.nextCursor) return items;
      cursor = res.body.data.nextCursor;
    }
    throw new Error('pagination never ended');
  }

  describe('who may review', () => {
    it('a signed-out visitor gets 401 and a fan gets 403 on every admin call', async () => {
      const fan = await createSignedInUser(t);
      const pending = await submit(await createSignedInUser(t));
      expectError(await t.post(PATHS.adminSubmissionList, {}), 'UNAUTHORIZED');
      expectError(await t.post(PATHS.adminSubmissionApprove, { id: pending.id }), 'UNAUTHORIZED');
      expectError(await list({}, fan), 'FORBIDDEN');
      expectError(await approve(pending.id, fan), 'FORBIDDEN');
      expectError(await reject(pending.id, 'not for you', fan), 'FORBIDDEN');
      expect(await rowById(pending.id)).toMatchObject({ status: 'submitted', reviewedBy: null });
    });

    it('a creator is no admin either', async () => {
      const creator = await createSignedInUser(t, { creatorDomain: freshDomain('notadmin') });
      expectError(await list({}, creator), 'FORBIDDEN');
    });
  });

  describe('the review queue', () => {
    it('shows submitted applications newest first, with who applied and no KYC yet', async () => {
      const applicant = await signUp(t);
      const applicantRow = await userRow(t, { email: applicant.email });
      const mine = await submit(applicant);
      const res = await list({});
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const first = res.body.data.items[0];
      expect(first).toEqual({
        ...mine,
        applicant: {
          id: applicantRow?.id,
          address: applicant.info.address,
          email: applicant.email,
          createdAt: applicantRow?.createdAt.toISOString(),
          kycStatus: 'none',
        },
        kyc: null,
      });
      expect(res.body.data.items.every((s) => s.status === 'submitted')).toBe(true);
    });

    it('pages through every application exactly once, even when several were submitted in the same microsecond', async () => {
      for (let i = 0; i < 7; i++) await submit(await createSignedInUser(t));
      // Three applications share one submission instant, so only the id can order them.
      const tied = await t.deps.db
        .select({ id: creatorSubmissions.id })
        .from(creatorSubmissions)
        .where(eq(creatorSubmissions.status, 'submitted'))
        .limit(3);
      for (const { id } of tied) {
        await t.deps.db
          .update(creatorSubmissions)
          .set({ submittedAt: sql`'2026-03-01 10:00:00.123456+00'::timestamptz` })
          .where(eq(creatorSubmissions.id, id));
      }

      const paged = await allPages({ status: 'submitted', limit: 2 });
      const expected = await t.deps.db
        .select({ id: creatorSubmissions.id })
        .from(creatorSubmissions)
        .where(eq(creatorSubmissions.status, 'submitted'))
        .orderBy(desc(creatorSubmissions.submittedAt), desc(creatorSubmissions.id));
      expect(paged.map((s) => s.id)).toEqual(expected.map((r) => r.id));
      expect(new Set(paged.map((s) => s.id)).size).toBe(paged.length);
      expect(paged.length).toBeGreaterThanOrEqual(8);

      const firstPage = await list({ limit: 2 });
      expect(firstPage.body.data.items).toHaveLength(2);
      expect(firstPage.body.data.nextCursor).toEqual(like.matching(/^\d+_[0-9a-f-]{36}$/));
    });

    it('lists drafts too, when asked, and an empty status answers an empty page', async () => {
      const drafter = await createSignedInUser(t);
      await t.post(PATHS.creatorSubmit, { submit: false, displayName: 'Still thinking' }, drafter.auth);
      const drafts = await allPages({ status: 'draft' });
      expect(drafts.map((d) => d.displayName)).toContain('Still thinking');
      expect(drafts.every((d) => d.status === 'draft')).toBe(true);
    });

    it('a made-up cursor or an out-of-range limit is a 422 naming it', async () => {
      expectInvalidFields(await list({ cursor: 'not-a-cursor' }), ['cursor']);
      expectInvalidFields(await list({ cursor: `99_${'z'.repeat(36)}` }), ['cursor']);
      expectInvalidFields(await list({ limit: 0 }), ['limit']);
      expectInvalidFields(await list({ limit: 101 }), ['limit']);
      expectInvalidFields(await list({ status: 'pending' }), ['status']);
    });
  });

  describe('approving', () => {
    it('makes the applicant a creator: their page answers by the new domain and their next sign-in says so', async () => {
      const applicant = await signUp(t);
      const domain = freshDomain('NewShop');
      const pending = await submit(applicant, domain);
      // Read (and cache) the fan's public profile before the approval.
      expect((await profileOf(applicant.info.address)).body.data.creatorDomain).toBeNull();
      expectError(await profileOf(domain), 'NOT_FOUND');

      const res = await approve(pending.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: pending.id,
        status: 'approved',
        creatorDomain: domain,
        rejectReason: null,
        reviewedAt: like.string(),
      });

      const user = await userRow(t, { email: applicant.email });
      expect(user).toMatchObject({ creatorDomain: domain, displayName: 'Mia Paints' });
      expect(await rowById(pending.id)).toMatchObject({ status: 'approved', reviewedBy: admin.user.id });

      for (const key of [domain, domain.toLowerCase(), applicant.info.address]) {
        const profile = await profileOf(key);
        expect(profile.status, key).toBe(200);
        expect(profile.body.data).toMatchObject({
          address: applicant.info.address,
          creatorDomain: domain,
          displayName: 'Mia Paints',
        });
      }

      const login = await loginWithPassword(t, applicant.email, applicant.password);
      expect(login.body.data.info).toMatchObject({ creatorDomain: domain, displayName: 'Mia Paints', role: 'user' });
      const me = await t.post<TUserInfo>(t.paths.me, undefined, applicant.auth);
      expect(me.body.data.creatorDomain).toBe(domain);
      expect((await detail(applicant)).body.data).toMatchObject({ status: 'approved', creatorDomain: domain });
    });

    it('approving twice is a CONFLICT, and the new creator cannot apply again', async () => {
      const applicant = await createSignedInUser(t);
      const pending = await submit(applicant);
      expect((await approve(pending.id)).status).toBe(200);
      expectError(await approve(pending.id), 'CONFLICT');
      expectError(await reject(pending.id, 'too late now'), 'CONFLICT');
      expectError(await t.post(PATHS.creatorSubmit, completeCreatorForm(freshDomain()), applicant.auth), 'CONFLICT');
      expectError(
        await t.post(PATHS.creatorSubmit, { submit: false, displayName: 'Again' }, applicant.auth),
        'CONFLICT',
      );
    });

    it('an approved domain stays taken', async () => {
      const pending = await submit(await createSignedInUser(t));
      await approve(pending.id);
      const other = await createSignedInUser(t);
      expectError(
        await t.post(PATHS.creatorSubmit, completeCreatorForm(pending.creatorDomain?.toUpperCase() ?? ''), other.auth),
        'DOMAIN_TAKEN',
      );
    });

    it('a domain that went to another creator meanwhile: DOMAIN_TAKEN, and nothing changes', async () => {
      const applicant = await createSignedInUser(t);
      const domain = freshDomain('Contested');
      const pending = await submit(applicant, domain);
      // Someone became a creator with this domain another way (an operator, say) after the submission.
      await createUser(t.deps.db, t.deps.addresses, { creatorDomain: domain.toLowerCase() });

      expectError(await approve(pending.id), 'DOMAIN_TAKEN');
      expect(await rowById(pending.id)).toMatchObject({ status: 'submitted', reviewedBy: null, reviewedAt: null });
      expect((await userRow(t, { id: applicant.user.id }))?.creatorDomain).toBeNull();
    });

    it('an unknown application is 404, and an id that is no uuid is 422', async () => {
      expectError(await approve(randomUUID()), 'NOT_FOUND');
      expectError(await reject(randomUUID(), 'nobody here'), 'NOT_FOUND');
      expectInvalidFields(await approve('42'), ['id']);
    });

    it('a draft cannot be approved or rejected', async () => {
      const drafter = await createSignedInUser(t);
      const draft = (
        await t.post<TSubmission>(PATHS.creatorSubmit, { submit: false, displayName: 'Draft only' }, drafter.auth)
      ).body.data;
      expectError(await approve(draft.id), 'CONFLICT');
      expectError(await reject(draft.id, 'not ready'), 'CONFLICT');
      expect(await rowById(draft.id)).toMatchObject({ status: 'draft' });
    });
  });

  describe('rejecting', () => {
    it('the applicant reads the reason, edits, and submits again; the second review can approve', async () => {
      const applicant = await createSignedInUser(t);
      const domain = freshDomain('Retry');
      const pending = await submit(applicant, domain);

      const res = await reject(pending.id, '  Please link a social account that shows your work. ');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'rejected',
        rejectReason: 'Please link a social account that shows your work.',
      });
      expect(await rowById(pending.id)).toMatchObject({ status: 'rejected', reviewedBy: admin.user.id });
      expect((await detail(applicant)).body.data).toMatchObject({
        status: 'rejected',
        rejectReason: 'Please link a social account that shows your work.',
        creatorDomain: domain,
      });
      expectError(await reject(pending.id, 'once more'), 'CONFLICT');
      expectError(await approve(pending.id), 'CONFLICT');
      // A rejected application no longer holds its domain.
      expect((await t.post(PATHS.creatorDomainExist, { creatorDomain: domain })).body.data).toEqual({
        available: true,
        reason: null,
      });

      const edited = await t.post<TSubmission>(
        PATHS.creatorSubmit,
        { submit: false, socialLinks: [{ platform: 'youtube', url: 'https://youtube.com/@miapaints' }] },
        applicant.auth,
      );
      expect(edited.body.data).toMatchObject({
        status: 'draft',
        rejectReason: 'Please link a social account that shows your work.',
      });

      const again = await t.post<TSubmission>(
        PATHS.creatorSubmit,
        {
          ...completeCreatorForm(domain),
          socialLinks: [{ platform: 'youtube', url: 'https://youtube.com/@miapaints' }],
        },
        applicant.auth,
      );
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({
        id: pending.id,
        status: 'submitted',
        rejectReason: null,
        reviewedAt: null,
      });
      expect((await list({})).body.data.items.map((s) => s.id)).toContain(pending.id);

      expect((await approve(pending.id)).status).toBe(200);
      expect((await userRow(t, { id: applicant.user.id }))?.creatorDomain).toBe(domain);
    });

    it('a reason is required: too short or too long is a 422 naming it', async () => {
      const pending = await submit(await createSignedInUser(t));
      expectInvalidFields(await reject(pending.id, ' no '), ['reason']);
      expectInvalidFields(await reject(pending.id, 'x'.repeat(501)), ['reason']);
      expectInvalidFields(await t.post(PATHS.adminSubmissionReject, { id: pending.id }, admin.auth), ['reason']);
      const rows = await t.deps.db
        .select()
        .from(creatorSubmissions)
        .where(and(eq(creatorSubmissions.id, pending.id), eq(creatorSubmissions.status, 'submitted')));
      expect(rows).toHaveLength(1);
    });
  });
});
