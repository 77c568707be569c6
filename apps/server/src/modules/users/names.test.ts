import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { friendlyName, shownName } from '@fanlane/contracts/names';
import type { TPage } from '@fanlane/contracts/page';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { authorsByIds } from './author-cards.ts';

const FRIENDLY = /^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/;

describe('friendly names', () => {
  it('are English words and three digits, the same for the same id', () => {
    const id = '3f0c9a52-6a57-4c38-9d55-0b3d1f3d8e11';
    expect(friendlyName(id)).toMatch(FRIENDLY);
    expect(friendlyName(id)).toBe(friendlyName(id));
  });

  it('spread over many ids', () => {
    const names = new Set(
      Array.from({ length: 500 }, (_, i) => friendlyName(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)),
    );
    expect(names.size).toBeGreaterThan(490);
  });

  it('stand in for an empty name or one that is the address, never for a chosen one', () => {
    const user = { id: 'u-1', address: '0xAbC0000000000000000000000000000000000001' };
    expect(shownName({ ...user, displayName: null })).toBe(friendlyName('u-1'));
    expect(shownName({ ...user, displayName: '  ' })).toBe(friendlyName('u-1'));
    expect(shownName({ ...user, displayName: user.address.toLowerCase() })).toBe(friendlyName('u-1'));
    expect(shownName({ ...user, displayName: 'Maya' })).toBe('Maya');
  });
});

describe(`people whose stored name is empty or their address (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let nameless: SignedInUser;
  let addressed: SignedInUser;
  let blocker: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    nameless = await createSignedInUser(t);
    addressed = await createSignedInUser(t);
    blocker = await createSignedInUser(t, { displayName: 'Blocker' });
    // Rows as older versions left them: no data migration rewrites these.
    await t.deps.db.update(users).set({ displayName: null }).where(eq(users.id, nameless.user.id));
    await t.deps.db.update(users).set({ displayName: addressed.user.address }).where(eq(users.id, addressed.user.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keep their rows as they were', async () => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, nameless.user.id));
    expect(row?.displayName).toBeNull();
  });

  it('see their generated name in their own info', async () => {
    for (const who of [nameless, addressed]) {
      const me = await t.post<TUserInfo>(t.paths.me, undefined, who.auth);
      expect(me.body.data.displayName).toBe(friendlyName(who.user.id));
      expect(me.body.data.displayName).not.toContain('0x');
    }
  });

  it('are shown by their generated name on their profile', async () => {
    for (const who of [nameless, addressed]) {
      const res = await t.post<TProfile>(PATHS.profile, { addressOrDomain: who.user.address });
      expect(res.body.data.displayName).toBe(friendlyName(who.user.id));
    }
  });

  it('are shown by their generated name as authors of posts and comments, and as fans in statistics', async () => {
    const cards = await authorsByIds(t.deps, [nameless.user.id, addressed.user.id]);
    expect(cards.get(nameless.user.id)?.displayName).toBe(friendlyName(nameless.user.id));
    expect(cards.get(addressed.user.id)?.displayName).toBe(friendlyName(addressed.user.id));
  });

  it('are shown by their generated name in a list of blocked people', async () => {
    expect(
      (await t.post(PATHS.blockOperate, { address: addressed.user.address, block: true }, blocker.auth)).status,
    ).toBe(200);
    const list = await t.post<TPage<TBlockedUser>>(PATHS.blockList, {}, blocker.auth);
    expect(list.body.data.items.map((u) => u.displayName)).toEqual([friendlyName(addressed.user.id)]);
  });
});
