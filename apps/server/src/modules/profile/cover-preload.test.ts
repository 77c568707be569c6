import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { makeWebDist } from '../../../test/web-dist.ts';

// A US address in the shipped DB-IP database (Google's resolver).
const US = '8.8.8.8';

describe(`the creator page's cover, preloaded from the HTML (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let webDist: string;
  let creator: TestCreator;
  let bare: TestCreator;
  let fan: SignedInUser;
  const cover = (who: { user: { id: string } }) => `/media/covers/${who.user.id}-cover.webp`;

  /** The page as a browser asks for it, from `ip`. */
  const page = (url: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' }, remoteAddress: ip });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1]);

  beforeAll(async () => {
    webDist = makeWebDist({ 'x.js': 'console.log("fanlane")\n' });
    t = await createTestApp({ WEB_DIST: webDist });
    creator = await createCreator(t, 'preload');
    bare = await createCreator(t, 'nocover');
    fan = await createSignedInUser(t);
    await t.deps.db
      .update(users)
      .set({ coverUrl: cover(creator) })
      .where(eq(users.id, creator.user.id));
    await t.deps.db
      .update(users)
      .set({ coverUrl: cover(fan) })
      .where(eq(users.id, fan.user.id));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('a creator page names its cover in the head, with a high priority, in any case of the domain', async () => {
    for (const url of [`/${creator.domain}`, `/${creator.domain.toUpperCase()}/`, `/${creator.domain}?tab=media`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body), url).toEqual([cover(creator)]);
      expect(res.body).toMatch(/<link rel="preload" as="image" href="[^"]*" fetchpriority="high" \/>\s*<\/head>/);
    }
  });

  it('no preload for a creator without a cover, a fan, an unknown or reserved name or a post', async () => {
    for (const url of [
      `/${bare.domain}`,
      `/${fan.user.address}`,
      '/nobody_here_at_all',
      '/home',
      '/wallet',
      `/${creator.domain}/42`,
      `/${'x'.repeat(200)}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(preloads(res.body), url).toEqual([]);
    }
  });

  it("a creator who blocks the visitor's country is not hinted at", async () => {
    expect(preloads((await page(`/${creator.domain}`, US)).body)).toEqual([cover(creator)]);
    const blocked = await t.post(PATHS.geoBlockCountries, { countries: ['US'] }, creator.seller);
    expect(blocked.status, blocked.body.msg).toBe(200);
    expect(preloads((await page(`/${creator.domain}`, US)).body)).toEqual([]);
    expect(preloads((await page(`/${creator.domain}`)).body)).toEqual([cover(creator)]);
  });

  it('a banned creator is not hinted at', async () => {
    const banned = await createCreator(t, 'banned');
    await t.deps.db
      .update(users)
      .set({ coverUrl: cover(banned), status: 'banned' })
      .where(eq(users.id, banned.user.id));
    expect(preloads((await page(`/${banned.domain}`)).body)).toEqual([]);
  });
});
