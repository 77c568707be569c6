import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCreatorCard } from '@fanlane/contracts/discover';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import type { TTier } from '@fanlane/contracts/subscription';
import { creatorSubmissions, follows, posts } from '../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { ensureDemoContent } from './demo-content.ts';

describe(`demo content (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let filled: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoAccounts(t.deps);
    filled = await ensureDemoContent(t.deps, t.app.log);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('gives three creators posts of every visibility, with a cover and an avatar', async () => {
    expect(filled.sort()).toEqual(['democreator', 'kaimoves', 'lunavale']);
    for (const domain of filled) {
      const page = (await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: domain })).body.data;
      expect(new Set(page.items.map((p) => p.visibility))).toEqual(
        new Set(['public', 'followers', 'subscribers', 'ppv']),
      );
      const profile = (await t.post<{ cover: string; avatar: string }>(PATHS.profile, { addressOrDomain: domain })).body
        .data;
      expect(profile.cover).toMatch(/^\/media\/covers\//);
      expect(profile.avatar).toMatch(/^\/media\/avatars\//);
      const shelf = (
        await t.post<{ items: { title: string; postCount: number }[] }>(PATHS.collectionList, {
          addressOrDomain: domain,
        })
      ).body.data.items;
      expect(shelf).toEqual([expect.objectContaining({ title: 'Highlights', postCount: page.items.length })]);
      const tiers = (await t.post<{ items: TTier[] }>(PATHS.tierList, { addressOrDomain: domain })).body.data.items;
      expect(tiers.map((tier) => [tier.name, tier.priceCents])).toEqual([
        ['Supporter', '499'],
        ['Inner circle', '1499'],
      ]);
    }
    const luna = (await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: 'lunavale' })).body.data.items;
    expect(luna.find((p) => p.text.startsWith('Inner circle'))?.minTierId).toBeTruthy();
  });

  it('files the demo creators under the categories of an approved application, once', async () => {
    const photographers = await t.post<TPage<TCreatorCard>>(PATHS.creatorSearch, { category: 'photography' });
    expect(photographers.body.data.items.map((c) => c.creatorDomain)).toEqual(['democreator']);
    const artists = await t.post<TPage<TCreatorCard>>(PATHS.creatorSearch, { category: 'art' });
    expect(artists.body.data.items.map((c) => c.creatorDomain)).toEqual(['lunavale']);
    // Another start leaves the applications as they are.
    expect(await ensureDemoAccounts(t.deps)).toEqual([]);
    const [applications] = await t.deps.db.select({ n: count() }).from(creatorSubmissions);
    expect(applications?.n).toBe(3);
  });

  it('draws real pictures: a public one is served as a WebP of the stored size', async () => {
    const page = (await t.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: 'democreator' })).body.data;
    const image = page.items.find((p) => p.visibility === 'public' && p.photos > 0)!.media[0]!;
    const res = await t.app.inject({ method: 'GET', url: image.url! });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 1600 });
  });

  it('the demo fan follows the demo creators, and a second start adds nothing', async () => {
    const [followed] = await t.deps.db.select({ n: count() }).from(follows);
    expect(Number(followed!.n)).toBe(3);
    const before = await t.deps.db.select({ n: count() }).from(posts).where(isNull(posts.deletedAt));
    expect(await ensureDemoContent(t.deps, t.app.log)).toEqual([]);
    expect(await t.deps.db.select({ n: count() }).from(posts).where(isNull(posts.deletedAt))).toEqual(before);
    expect(await t.deps.db.select().from(posts).where(eq(posts.status, 'scheduled'))).toEqual([]);
  });
});
