import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TFollowState } from '@fanlane/contracts/follow';
import type { TPage } from '@fanlane/contracts/page';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { blocks, follows } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshDomain,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { isBlockedBy } from './blocks-repo.ts';

type TBlockState = { blocked: boolean };

describe(`blocking (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: SignedInUser;
  let domain: string;
  let fan: SignedInUser;
  let otherFan: SignedInUser;

  const block = (address: string, on: boolean, auth: Record<string, string>) =>
    t.post<TBlockState>(PATHS.blockOperate, { address, block: on }, auth);
  const follow = (on: boolean, auth: Record<string, string>) =>
    t.post<TFollowState>(PATHS.followOperate, { addressOrDomain: domain, follow: on }, auth);
  const followers = async () =>
    (await t.post<TProfile>(PATHS.profile, { addressOrDomain: domain })).body.data.counts?.followers;
  const blockList = (body: Record<string, unknown>, auth: Record<string, string>) =>
    t.post<TPage<TBlockedUser>>(PATHS.blockList, body, auth);

  beforeAll(async () => {
    t = await createTestApp();
    domain = freshDomain('blocker');
    creator = await createSignedInUser(t, { creatorDomain: domain, displayName: 'Blocker' });
    fan = await createSignedInUser(t, { displayName: 'Pest' });
    otherFan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the profile counts a new follower at once, even right after it was read', async () => {
    expect(await followers()).toBe(0);
    expect((await follow(true, fan.auth)).body.data).toEqual({ following: true, followers: 1 });
    expect(await followers()).toBe(1);
  });

  it('blocking a fan ends their follow and they cannot follow again until unblocked', async () => {
    const res = await block(fan.user.address, true, creator.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ blocked: true });
    expect(await followers()).toBe(0);
    expect(await isBlockedBy(t.deps.db, creator.user.id, fan.user.id)).toBe(true);

    expectError(await follow(true, fan.auth), 'BLOCKED');
    // Unfollowing is always allowed.
    expect((await follow(false, fan.auth)).body.data).toEqual({ following: false, followers: 0 });

    expect((await block(fan.user.address.toLowerCase(), false, creator.auth)).body.data).toEqual({ blocked: false });
    expect(await isBlockedBy(t.deps.db, creator.user.id, fan.user.id)).toBe(false);
    expect((await follow(true, fan.auth)).body.data).toEqual({ following: true, followers: 1 });
  });

  it('blocking leaves the blocker’s own follows and other fans alone', async () => {
    await follow(true, otherFan.auth);
    await block(fan.user.address, true, creator.auth);
    const rows = await t.deps.db.select().from(follows).where(eq(follows.creatorId, creator.user.id));
    expect(rows.map((r) => r.followerId)).toEqual([otherFan.user.id]);
    await block(fan.user.address, false, creator.auth);
  });

  it('blocking and unblocking twice changes nothing more, even at the same moment', async () => {
    const twice = await Promise.all([
      block(otherFan.user.address, true, creator.auth),
      block(otherFan.user.address, true, creator.auth),
    ]);
    expect(twice.map((r) => r.body.data)).toEqual([{ blocked: true }, { blocked: true }]);
    const rows = await t.deps.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.blockerId, creator.user.id), eq(blocks.blockedId, otherFan.user.id)));
    expect(rows).toHaveLength(1);
    expect((await block(otherFan.user.address, false, creator.auth)).body.data).toEqual({ blocked: false });
    expect((await block(otherFan.user.address, false, creator.auth)).body.data).toEqual({ blocked: false });
  });

  it('a block racing a follow never leaves the blocked fan following', async () => {
    for (let round = 0; round < 8; round += 1) {
      const racer = await createSignedInUser(t);
      const [blocked, followed] = await Promise.all([
        block(racer.user.address, true, creator.auth),
        follow(true, racer.auth),
      ]);
      expect(blocked.status).toBe(200);
      expect([200, 403]).toContain(followed.status);
      const still = await t.deps.db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, racer.user.id), eq(follows.creatorId, creator.user.id)));
      expect(still).toEqual([]);
    }
  });

  it('any user may block anyone, a creator included, by address or domain', async () => {
    expect((await block(domain, true, fan.auth)).body.data).toEqual({ blocked: true });
    expect(await isBlockedBy(t.deps.db, fan.user.id, creator.user.id)).toBe(true);
    await block(domain, false, fan.auth);
  });

  it('blocking yourself is forbidden; an unknown user is not found; strangers must sign in', async () => {
    expectError(await block(creator.user.address, true, creator.auth), 'FORBIDDEN');
    expectError(await block(`0x${'cd'.repeat(20)}`, true, creator.auth), 'NOT_FOUND');
    expectError(await block('nobody-here', true, creator.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.blockOperate, { address: fan.user.address, block: true }), 'UNAUTHORIZED');
    expectError(await t.post(PATHS.blockList, {}), 'UNAUTHORIZED');
  });

  it('the block list shows whom I blocked, newest first, page by page', async () => {
    const lister = await createSignedInUser(t);
    const targets: SignedInUser[] = [];
    for (let i = 0; i < 5; i += 1) {
      const target = await createSignedInUser(t, { displayName: `Target ${i}` });
      targets.push(target);
      await block(target.user.address, true, lister.auth);
      await new Promise((r) => setTimeout(r, 3));
    }
    const first = await blockList({ limit: 2 }, lister.auth);
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((i) => i.displayName)).toEqual(['Target 4', 'Target 3']);
    expect(first.body.data.items[0]).toEqual({
      address: targets[4]!.user.address,
      displayName: 'Target 4',
      avatar: null,
      blockedAt: expect.any(String) as unknown,
    });
    const second = await blockList({ limit: 2, cursor: first.body.data.nextCursor }, lister.auth);
    expect(second.body.data.items.map((i) => i.displayName)).toEqual(['Target 2', 'Target 1']);
    const third = await blockList({ limit: 2, cursor: second.body.data.nextCursor }, lister.auth);
    expect(third.body.data).toEqual({
      items: [expect.objectContaining({ displayName: 'Target 0' })],
      nextCursor: null,
    });

    await block(targets[2]!.user.address, false, lister.auth);
    expect((await blockList({}, lister.auth)).body.data.items.map((i) => i.displayName)).toEqual([
      'Target 4',
      'Target 3',
      'Target 1',
      'Target 0',
    ]);
    expect((await blockList({}, otherFan.auth)).body.data).toEqual({ items: [], nextCursor: null });
  });

  it('bad input is a validation error naming the field', async () => {
    expectInvalidFields(await t.post(PATHS.blockOperate, { address: '', block: true }, creator.auth), ['address']);
    expectInvalidFields(await t.post(PATHS.blockOperate, { address: fan.user.address, block: 'yes' }, creator.auth), [
      'block',
    ]);
    expectInvalidFields(await t.post(PATHS.blockOperate, { address: 'x'.repeat(65), block: true }, creator.auth), [
      'address',
    ]);
    expectInvalidFields(await blockList({ cursor: 'not-a-cursor' }, creator.auth), ['cursor']);
    expectInvalidFields(await blockList({ limit: 0 }, creator.auth), ['limit']);
  });
});
