import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TSubmission } from '@fanlane/contracts/creator';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  completeCreatorForm as completeForm,
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshDomain,
  like,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { creatorSubmissions } from '../../db/schema/index.ts';

type Applicant = SignedInUser;
type DomainCheck = { available: boolean; reason: 'taken' | 'reserved' | 'invalid' | null };

/** An ISO date of birth `years` years ago, give or take `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(`becoming a creator: the application (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (applicant: Applicant, body: Record<string, unknown>) =>
    t.post<TSubmission>(PATHS.creatorSubmit, body, applicant.auth);
  const detail = (applicant: Applicant) =>
    t.post<TSubmission | null>(PATHS.creatorSubmissionDetail, undefined, applicant.auth);
  const checkDomain = (creatorDomain: string) => t.post<DomainCheck>(PATHS.creatorDomainExist, { creatorDomain });
  const rowOf = async (applicant: Applicant) =>
    (await t.deps.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.userId, applicant.user.id)))[0];
  const holdersOf = async (domain: string) =>
    t.deps.db
      .select()
      .from(creatorSubmissions)
      .where(
        sql`lower(${creatorSubmissions.creatorDomain}) = ${domain.toLowerCase()} and ${creatorSubmissions.status} in ('submitted', 'approved')`,
      );

  describe('drafts', () => {
    it('a fan who never applied has no application', async () => {
      const fan = await createSignedInUser(t);
      const res = await detail(fan);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: null });
    });

    it('a fan saves a draft bit by bit and finds it again where they left off', async () => {
      const fan = await createSignedInUser(t);
      const first = await save(fan, { submit: false, displayName: '  Mia Paints ' });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        id: like.string(),
        status: 'draft',
        creatorDomain: null,
        displayName: 'Mia Paints',
        categories: [],
        socialLinks: [],
        country: null,
        dateOfBirth: null,
        agreed: false,
        rejectReason: null,
        submittedAt: null,
        reviewedAt: null,
        updatedAt: like.string(),
      });

      const domain = freshDomain('MiaDraft');
      const second = await save(fan, {
        submit: false,
        creatorDomain: domain,
        categories: ['art'],
        dateOfBirth: '1990-01-31',
        agreed: true,
      });
      expect(second.body.data).toMatchObject({
        id: first.body.data.id,
        status: 'draft',
        creatorDomain: domain,
        displayName: 'Mia Paints',
        categories: ['art'],
        dateOfBirth: '1990-01-31',
        agreed: true,
      });

      const resumed = await detail(fan);
      expect(resumed.body.data).toEqual(second.body.data);
      const row = await rowOf(fan);
      expect(row).toMatchObject({
        status: 'draft',
        creatorDomain: domain,
        displayName: 'Mia Paints',
        dateOfBirth: '1990-01-31',
        submittedAt: null,
      });
      expect(row?.agreedAt).toBeInstanceOf(Date);
      expect(
        await t.deps.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.userId, fan.user.id)),
      ).toHaveLength(1);
    });

    it('a draft does not hold its domain: someone else can still submit it', async () => {
      const [drafter, applicant] = [await createSignedInUser(t), await createSignedInUser(t)];
      const domain = freshDomain('drafted');
      await save(drafter, { submit: false, creatorDomain: domain });
      expect((await checkDomain(domain)).body.data).toEqual({ available: true, reason: null });
      expect((await save(applicant, completeForm(domain))).status).toBe(200);
    });

    it('even a draft refuses a malformed value, naming it', async () => {
      const fan = await createSignedInUser(t);
      expectInvalidFields(await save(fan, { submit: false, country: 'germany', categories: ['knitting'] }), [
        'country',
        'categories.0',
      ]);
      expect(await rowOf(fan)).toBeUndefined();
    });
  });

  describe('submitting', () => {
    it('a complete form goes to review; the fan is not a creator yet', async () => {
      const fan = await createSignedInUser(t);
      await save(fan, { submit: false, displayName: 'Early name' });
      const domain = freshDomain('Mia');
      const before = Date.now();
      const res = await save(fan, completeForm(domain));
      expect(res.status).toBe(200);
      const { submit: _submit, ...form } = completeForm(domain);
      expect(res.body.data).toMatchObject({ ...form, status: 'submitted', rejectReason: null, reviewedAt: null });
      expect(Date.parse(res.body.data.submittedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

      const row = await rowOf(fan);
      expect(row).toMatchObject({
        status: 'submitted',
        creatorDomain: domain,
        displayName: 'Mia Paints',
        country: 'DE',
        categories: ['art', 'photography'],
      });
      expect(row?.submittedAt).toBeInstanceOf(Date);
      const me = await t.post<TUserInfo>(t.paths.me, undefined, fan.auth);
      expect(me.body.data.creatorDomain).toBeNull();
    });

    it('an incomplete form is a 422 naming every missing field, and the draft stays a draft', async () => {
      const fan = await createSignedInUser(t);
      await save(fan, { submit: false, displayName: 'Half done' });
      expectInvalidFields(await save(fan, { submit: true, displayName: 'Half done' }), [
        'creatorDomain',
        'categories',
        'socialLinks',
        'country',
        'dateOfBirth',
        'agreed',
      ]);
      expect(await rowOf(fan)).toMatchObject({ status: 'draft', submittedAt: null });
    });

    it('not agreeing to the terms is a 422 naming agreed', async () => {
      const fan = await createSignedInUser(t);
      expectInvalidFields(await save(fan, { ...completeForm(freshDomain()), agreed: false }), ['agreed']);
      expect(await rowOf(fan)).toBeUndefined();
    });

    it('an applicant under 18 is refused, naming the date of birth; an 18-year-old may apply', async () => {
      const fan = await createSignedInUser(t);
      expectInvalidFields(await save(fan, { ...completeForm(freshDomain()), dateOfBirth: bornYearsAgo(18, 1) }), [
        'dateOfBirth',
      ]);
      expectInvalidFields(await save(fan, { ...completeForm(freshDomain()), dateOfBirth: bornYearsAgo(12) }), [
        'dateOfBirth',
      ]);
      expect(await rowOf(fan)).toBeUndefined();
      expect((await save(fan, { ...completeForm(freshDomain()), dateOfBirth: bornYearsAgo(18, -1) })).status).toBe(200);
    });

    it.each(['settings', 'Wallet', 'ADMIN', 'becomeCreator'])(
      'the reserved domain %s is refused, naming the domain',
      async (domain) => {
        const fan = await createSignedInUser(t);
        expectInvalidFields(await save(fan, completeForm(domain)), ['creatorDomain']);
        expectInvalidFields(await save(fan, { submit: false, creatorDomain: domain }), ['creatorDomain']);
        expect(await rowOf(fan)).toBeUndefined();
      },
    );

    it('a domain with other characters, or too short or long, is refused', async () => {
      const fan = await createSignedInUser(t);
      for (const domain of ['ab', 'mia-creates', 'mia creates', '_mia', 'x'.repeat(31), 'miá']) {
        expectInvalidFields(await save(fan, completeForm(domain)), ['creatorDomain']);
      }
    });

    it('a body without the submit flag is a 422 naming it', async () => {
      const fan = await createSignedInUser(t);
      expectInvalidFields(await save(fan, { displayName: 'No flag' }), ['submit']);
    });

    it('a submitted application can be neither edited nor submitted again', async () => {
      const fan = await createSignedInUser(t);
      const domain = freshDomain();
      await save(fan, completeForm(domain));
      expectError(await save(fan, { submit: false, displayName: 'Changed my mind' }), 'CONFLICT');
      expectError(await save(fan, completeForm(freshDomain())), 'CONFLICT');
      expect(await rowOf(fan)).toMatchObject({ status: 'submitted', creatorDomain: domain, displayName: 'Mia Paints' });
    });

    it('a creator cannot apply again', async () => {
      const creator = await createSignedInUser(t, { creatorDomain: freshDomain('already') });
      expectError(await save(creator, completeForm(freshDomain())), 'CONFLICT');
      expectError(await save(creator, { submit: false, displayName: 'Draft' }), 'CONFLICT');
      expect(await rowOf(creator)).toBeUndefined();
    });

    it('needs a signed-in caller', async () => {
      expectError(await t.post(PATHS.creatorSubmit, completeForm(freshDomain())), 'UNAUTHORIZED');
      expectError(await t.post(PATHS.creatorSubmissionDetail), 'UNAUTHORIZED');
    });
  });

  describe('one domain, one creator', () => {
    it('a domain a creator already has, in any case, is taken (1012027)', async () => {
      const domain = freshDomain('Shop');
      await createSignedInUser(t, { creatorDomain: domain });
      const fan = await createSignedInUser(t);
      const res = await save(fan, completeForm(domain.toUpperCase()));
      expectError(res, 'DOMAIN_TAKEN');
      expect(res.body.code).toBe(1012027);
      expect(await rowOf(fan)).toBeUndefined();
    });

    it('two applicants for one domain: the second is told it is taken, and keeps a draft', async () => {
      const [first, second] = [await createSignedInUser(t), await createSignedInUser(t)];
      const domain = freshDomain('Twin');
      expect((await save(first, completeForm(domain))).status).toBe(200);
      await save(second, { submit: false, displayName: 'Second' });
      expectError(await save(second, completeForm(domain.toLowerCase())), 'DOMAIN_TAKEN');
      expect(await rowOf(second)).toMatchObject({ status: 'draft', displayName: 'Second', creatorDomain: null });
      expect(await holdersOf(domain)).toHaveLength(1);
    });

    it('two applicants submitting one domain at the same moment: exactly one wins, the other hears 1012027', async () => {
      for (let round = 0; round < 4; round++) {
        const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
        const domain = freshDomain('race');
        const answers = await Promise.all([save(a, completeForm(domain)), save(b, completeForm(domain.toUpperCase()))]);
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const loser = answers.find((r) => r.status === 409);
        expect(loser?.body.code).toBe(1012027);
        expect(await holdersOf(domain)).toHaveLength(1);
      }
    });

    it('a double click on submit: one submission, and the second click hears CONFLICT, never a 5xx', async () => {
      for (let round = 0; round < 4; round++) {
        const fan = await createSignedInUser(t);
        if (round % 2) await save(fan, { submit: false, displayName: 'Had a draft' });
        const form = completeForm(freshDomain('click'));
        const answers = await Promise.all([save(fan, form), save(fan, form), save(fan, form)]);
        const statuses = answers.map((r) => r.status).sort();
        expect(statuses).toEqual([200, 409, 409]);
        for (const loser of answers.filter((r) => r.status === 409)) expectError(loser, 'CONFLICT');
        const rows = await t.deps.db
          .select()
          .from(creatorSubmissions)
          .where(eq(creatorSubmissions.userId, fan.user.id));
        expect(rows.map((r) => r.status)).toEqual(['submitted']);
      }
    });
  });

  describe('domain availability, as the apply form asks while typing', () => {
    it('a free domain is available, to anyone, signed in or not', async () => {
      const res = await checkDomain(freshDomain('free'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { available: true, reason: null } });
    });

    it('a creator’s domain in another case is taken', async () => {
      const domain = freshDomain('Case');
      await createSignedInUser(t, { creatorDomain: domain });
      expect((await checkDomain(domain.toUpperCase())).body.data).toEqual({ available: false, reason: 'taken' });
      expect((await checkDomain(` ${domain.toLowerCase()} `)).body.data).toEqual({ available: false, reason: 'taken' });
    });

    it('a domain held by a pending application is taken', async () => {
      const fan = await createSignedInUser(t);
      const domain = freshDomain('Pending');
      await save(fan, completeForm(domain));
      expect((await checkDomain(domain.toLowerCase())).body.data).toEqual({ available: false, reason: 'taken' });
    });

    it('a reserved domain is reserved, whatever its case', async () => {
      for (const domain of ['settings', 'Admin', 'WALLET', 'api']) {
        expect((await checkDomain(domain)).body.data, domain).toEqual({ available: false, reason: 'reserved' });
      }
    });

    it('a malformed domain is invalid, not an error', async () => {
      for (const domain of ['', 'ab', 'has-dash', 'has space', 'x'.repeat(31), '_lead', 'trail_', 'ünï']) {
        const res = await checkDomain(domain);
        expect(res.status, domain).toBe(200);
        expect(res.body.data, domain).toEqual({ available: false, reason: 'invalid' });
      }
      expectInvalidFields(await checkDomain('x'.repeat(65)), ['creatorDomain']);
    });

    it('is rate-limited per client: a burst ends in 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await checkDomain(freshDomain('burst'))).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    });
  });
});
