import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TUserInfo } from '@fanlane/contracts/auth';
import type { TWatermarkSettings } from '@fanlane/contracts/post';
import type { TProfile } from '@fanlane/contracts/profile';
import { createTestApp, signUp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  completeCreatorForm,
  createSignedInUser,
  expectError,
  freshDomain,
  freshEmail,
  mailedCode,
  openSession,
  signIn,
  tokenWorks,
} from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { createSessionCache } from '../../lib/session-cache.ts';

const row = (id: string): UserRow => ({ id, displayName: `user ${id}` }) as UserRow;

describe('the session cache', () => {
  it('remembers a live session until its time is up, only for the user of the token', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 100, now: () => now });
    cache.remember('s1', row('u1'), cache.stamp());
    expect(cache.get('s1', 'u1')?.displayName).toBe('user u1');
    expect(cache.get('s1', 'u2')).toBeUndefined();
    now += 99;
    expect(cache.get('s1', 'u1')).toBeDefined();
    now += 1;
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, at once', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    for (const [session, user] of [
      ['a1', 'ua'],
      ['a2', 'ua'],
      ['b1', 'ub'],
    ] as const)
      cache.remember(session, row(user), cache.stamp());
    cache.forgetSession('a1');
    expect(cache.get('a1', 'ua')).toBeUndefined();
    expect(cache.get('a2', 'ua')).toBeDefined();
    cache.forgetUser('ua');
    expect(cache.get('a2', 'ua')).toBeUndefined();
    expect(cache.get('b1', 'ub')).toBeDefined();
  });

  it('keeps nothing read before a forget, which may have raced the write', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    const stamp = cache.stamp();
    cache.forgetUser('somebody');
    cache.remember('s1', row('u1'), stamp);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.remember('s1', row('u1'), cache.stamp());
    expect(cache.get('s1', 'u1')).toBeDefined();
  });

  it('at 0 ms remembers nothing', () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.remember('s1', row('u1'), cache.stamp());
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('hands out a row nobody can change', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    cache.remember('s1', row('u1'), cache.stamp());
    expect(Object.isFrozen(cache.get('s1', 'u1'))).toBe(true);
  });
});

describe(`signed-in calls with the session cache on (${TEST_DRIVER})`, () => {
  const TTL_MS = 2_000;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: String(TTL_MS), AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (auth: Record<string, string>) => t.post<TUserInfo>(t.paths.me, undefined, auth);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The token of the newest `/settings/<page>?token=` link mailed to `email`. */
  function linkToken(email: string, page: 'emailChange' | 'restoreAccess'): string {
    const match = new RegExp(`/settings/${page}\\?token=([\\w-]+)`).exec(t.smtp.lastTo(email) ?? '');
    if (!match?.[1]) throw new Error(`no ${page} link mailed to ${email}`);
    return match[1];
  }

  /** Uploads a picture as a browser would, and answers the profile the call returns. */
  async function upload(url: string, auth: Record<string, string>): Promise<TProfile> {
    const bytes = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#3080c0' } })
      .jpeg()
      .toBuffer();
    const boundary = `----session-cache-${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pic.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TProfile }>().data;
  }
  const fileOf = (url: string) => path.join(t.deps.media.publicRoot, url.replace(/^\/media\//, ''));

  it('a row changed behind the app is seen only once the entry expires (the cache is in use)', async () => {
    const fan = await createSignedInUser(t, { displayName: 'Before' });
    expect((await me(fan.auth)).body.data.displayName).toBe('Before');
    await t.deps.db.update(users).set({ displayName: 'Behind' }).where(eq(users.id, fan.user.id));
    expect((await me(fan.auth)).body.data.displayName).toBe('Before');
    await wait(TTL_MS + 50);
    expect((await me(fan.auth)).body.data.displayName).toBe('Behind');
  });

  it('a signed-out session is refused at once, and so is a second session signed out with its refresh token', async () => {
    const fan = await createSignedInUser(t);
    const phone = await openSession(t, fan.user);
    expect(await tokenWorks(t, fan.token)).toBe(true);
    expect(await tokenWorks(t, phone.token)).toBe(true);
    expect((await t.post(t.paths.logout, { refreshToken: phone.refreshToken }, fan.auth)).status).toBe(200);
    expect(await tokenWorks(t, fan.token)).toBe(false);
    expect(await tokenWorks(t, phone.token)).toBe(false);
  });

  it('a refresh token used twice revokes its session, and its access token stops at once', async () => {
    const fan = await createSignedInUser(t);
    expect(await tokenWorks(t, fan.token)).toBe(true);
    expect((await t.post(t.paths.refreshToken, { refreshToken: fan.refreshToken })).status).toBe(200);
    expectError(await t.post(t.paths.refreshToken, { refreshToken: fan.refreshToken }), 'UNAUTHORIZED');
    expect(await tokenWorks(t, fan.token)).toBe(false);
  });

  it('a password change signs the other sessions out at once and keeps this one', async () => {
    const member = await signUp(t);
    const laptop = await signIn(t, member.email, member.password);
    expect(await tokenWorks(t, laptop.token)).toBe(true);
    const res = await t.post(
      t.paths.passwordUpdate,
      { oldPassword: member.password, password: 'brand-new-pass-2' },
      member.auth,
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(await tokenWorks(t, laptop.token)).toBe(false);
    expect(await tokenWorks(t, member.token)).toBe(true);
  });

  it('a password reset signs every session out at once', async () => {
    const member = await signUp(t);
    expect(await tokenWorks(t, member.token)).toBe(true);
    const code = await mailedCode(t, member.email, 'reset-password');
    expect(
      (await t.post(t.paths.passwordReset, { email: member.email, code, password: 'brand-new-pass-2' })).status,
    ).toBe(200);
    expect(await tokenWorks(t, member.token)).toBe(false);
  });

  it('a profile edit shows in the caller’s own info at once', async () => {
    const fan = await createSignedInUser(t, { displayName: 'Old name' });
    expect((await me(fan.auth)).body.data.displayName).toBe('Old name');
    expect((await t.post(PATHS.profileUpdate, { displayName: 'New name' }, fan.auth)).status).toBe(200);
    expect((await me(fan.auth)).body.data.displayName).toBe('New name');
  });

  it('a bound email shows at once', async () => {
    const fan = await createSignedInUser(t);
    expect((await me(fan.auth)).body.data.email).toBeNull();
    const email = freshEmail();
    const code = await mailedCode(t, email, 'bind-email');
    expect((await t.post(t.paths.bindEmail, { email, code }, fan.auth)).status).toBe(200);
    expect((await me(fan.auth)).body.data.email).toBe(email);
  });

  it('a confirmed email change shows at once, and undoing it signs every session out at once', async () => {
    const member = await signUp(t);
    expect((await me(member.auth)).body.data.email).toBe(member.email);
    const newEmail = freshEmail('moved');
    expect((await t.post(t.paths.emailChange, { newEmail, password: member.password }, member.auth)).status).toBe(200);
    expect((await t.post(t.paths.emailChangeConfirm, { token: linkToken(newEmail, 'emailChange') })).status).toBe(200);
    expect((await me(member.auth)).body.data.email).toBe(newEmail);
    const restored = await t.post(t.paths.restoreAccess, {
      token: linkToken(member.email, 'restoreAccess'),
      password: 'taken-back-pass-3',
    });
    expect(restored.status).toBe(200);
    expect(await tokenWorks(t, member.token)).toBe(false);
  });

  it('a new avatar shows at once, and the next upload removes it (the call sees the row it wrote)', async () => {
    const fan = await createSignedInUser(t);
    expect((await me(fan.auth)).body.data.avatar).toBeNull();
    const first = await upload(PATHS.profileAvatar, fan.auth);
    expect((await me(fan.auth)).body.data.avatar).toBe(first.avatar);
    const second = await upload(PATHS.profileAvatar, fan.auth);
    expect(existsSync(fileOf(first.avatar ?? ''))).toBe(false);
    expect(existsSync(fileOf(second.avatar ?? ''))).toBe(true);
  });

  it('a new cover replaces the old file, the next upload seeing the row the first one wrote', async () => {
    const creator = await createCreator(t, 'covered');
    const first = await upload(PATHS.profileCover, creator.auth);
    const second = await upload(PATHS.profileCover, creator.auth);
    expect(existsSync(fileOf(first.cover ?? ''))).toBe(false);
    expect(existsSync(fileOf(second.cover ?? ''))).toBe(true);
  });

  it('new watermark settings show at once', async () => {
    const creator = await createCreator(t, 'marked');
    const settings = () => t.post<TWatermarkSettings>(PATHS.watermark, undefined, creator.seller);
    expect((await settings()).body.data.enabled).toBe(false);
    expect(
      (await t.post(PATHS.watermarkUpdate, { enabled: true, text: 'mine', position: 'center' }, creator.seller)).status,
    ).toBe(200);
    expect((await settings()).body.data).toEqual({ enabled: true, text: 'mine', position: 'center' });
  });

  it('an approved applicant calls as a creator at once', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const applicant = await createSignedInUser(t);
    const domain = freshDomain('approved');
    const submitted = await t.post<{ id: string }>(PATHS.creatorSubmit, completeCreatorForm(domain), applicant.auth);
    expect(submitted.status, submitted.body.msg).toBe(200);
    const seller = { ...applicant.auth, 'user-type': 'SELLER', 'shop-domain': domain };
    expectError(await t.post(PATHS.watermark, undefined, seller), 'NOT_A_CREATOR');
    expect((await t.post(PATHS.adminSubmissionApprove, { id: submitted.body.data.id }, admin.auth)).status).toBe(200);
    expect((await t.post(PATHS.watermark, undefined, seller)).status).toBe(200);
    expect((await me(applicant.auth)).body.data.creatorDomain).toBe(domain);
  });

  it('a new sign-in does not bring back a remembered row of another session', async () => {
    const member = await signUp(t);
    expect((await me(member.auth)).body.data.displayName).toBe(member.info.displayName);
    await t.deps.db.update(users).set({ displayName: 'Changed' }).where(eq(users.email, member.email));
    const again = await signIn(t, member.email, member.password);
    // Signing in wrote last_login_at, so every remembered session of the user was dropped.
    expect((await me(bearer(again.token))).body.data.displayName).toBe('Changed');
    expect((await me(member.auth)).body.data.displayName).toBe('Changed');
  });
});
