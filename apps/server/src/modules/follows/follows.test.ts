import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TFollowState } from '@fanlane/contracts/follow';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshDomain,
  type SignedInUser,
} from '../../../test/fixtures.ts';

describe(`following creators (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: SignedInUser;
  let fan: SignedInUser;
  let otherFan: SignedInUser;
  let domain: string;

  const check = (addressOrDomain: string, auth: Record<string, string> = {}) =>
    t.post<TFollowState>(PATHS.followCheck, { addressOrDomain }, auth);
  const operate = (addressOrDomain: string, follow: boolean, auth: Record<string, string>) =>
    t.post<TFollowState>(PATHS.followOperate, { addressOrDomain, follow }, auth);

  beforeAll(async () => {
    t = await createTestApp();
    domain = freshDomain('artist');
    creator = await createSignedInUser(t, { creatorDomain: domain, displayName: 'Artist' });
    fan = await createSignedInUser(t);
    otherFan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a fan follows a creator by domain, in any case, and the count and check follow', async () => {
    expect((await check(domain, fan.auth)).body.data).toEqual({ following: false, followers: 0 });
    const followed = await operate(domain.toUpperCase(), true, fan.auth);
    expect(followed.status).toBe(200);
    expect(followed.body.data).toEqual({ following: true, followers: 1 });
    expect((await check(creator.user.address, fan.auth)).body.data).toEqual({ following: true, followers: 1 });
    expect((await check(domain, otherFan.auth)).body.data).toEqual({ following: false, followers: 1 });
  });

  it('an anonymous visitor sees the count but follows nobody, and cannot follow', async () => {
    expect((await check(domain)).body.data).toEqual({ following: false, followers: 1 });
    expectError(await t.post(PATHS.followOperate, { addressOrDomain: domain, follow: true }), 'UNAUTHORIZED');
  });

  it('following twice, even at the same moment, counts once; unfollowing twice is harmless', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => operate(domain, true, otherFan.auth)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await check(domain)).body.data.followers).toBe(2);
    expect((await operate(domain, false, otherFan.auth)).body.data).toEqual({ following: false, followers: 1 });
    expect((await operate(domain, false, otherFan.auth)).body.data).toEqual({ following: false, followers: 1 });
  });

  it('only creators can be followed: a fan, or nobody, is not found', async () => {
    expectError(await check(fan.user.address), 'NOT_FOUND');
    expectError(await operate(otherFan.user.address, true, fan.auth), 'NOT_FOUND');
    expectError(await operate('nobody-here', true, fan.auth), 'NOT_FOUND');
  });

  it('a creator cannot follow their own page', async () => {
    expectError(await operate(domain, true, creator.auth), 'FORBIDDEN');
  });

  it('bad input is a validation error naming the field', async () => {
    expectInvalidFields(await t.post(PATHS.followOperate, { addressOrDomain: domain, follow: 'yes' }, fan.auth), [
      'follow',
    ]);
    expectInvalidFields(await t.post(PATHS.followCheck, { addressOrDomain: '' }), ['addressOrDomain']);
  });
});
