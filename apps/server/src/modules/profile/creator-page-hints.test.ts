import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PAGE_PROFILE_ELEMENT_ID } from '@fanlane/contracts/constants';
import type { TProfile } from '@fanlane/contracts/profile';
import { users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { makeWebDist } from '../../../test/web-dist.ts';

// A US address in the shipped DB-IP database (Google's resolver).
const US = '8.8.8.8';

/** The page's chunks beyond the entry's, as the web build lists them (apps/web/vite-first-views.ts). */
const CREATOR_PAGE_MODULES = ['/assets/Ab12Cd34.js', '/assets/Ef56Gh78.js'];

describe(`a creator page's HTML names its chunks and cover and carries its profile (${TEST_DRIVER})`, () => {
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
  /** The profile the page carries as data, as the web reads it. */
  const inlinedProfile = (html: string): unknown => {
    const json = new RegExp(`<script type="application/json" id="${PAGE_PROFILE_ELEMENT_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1];
    return json === undefined ? null : JSON.parse(json);
  };
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)"/g)].map((m) => m[1]);

  beforeAll(async () => {
    webDist = makeWebDist({ 'x.js': 'console.log("fanlane")\n' });
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(
      path.join(webDist, '.vite', 'first-views.json'),
      JSON.stringify({ creatorPage: CREATOR_PAGE_MODULES }),
    );
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

  it('a creator page names its chunks and its cover (high priority) in the head, in any case of the domain', async () => {
    for (const url of [`/${creator.domain}`, `/${creator.domain.toUpperCase()}/`, `/${creator.domain}?tab=media`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(modulePreloads(res.body), url).toEqual(CREATOR_PAGE_MODULES);
      expect(preloads(res.body), url).toEqual([cover(creator)]);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="image" href="${cover(creator)}" fetchpriority="high" />`);
    }
  });

  it('the page carries the profile an anonymous visitor gets from the API, a bio with markup kept inert', async () => {
    const bio = 'Hi </script><script>alert(1)</script> <!-- & "quotes"';
    const set = await t.post<TProfile>(PATHS.profileUpdate, { bio }, creator.auth);
    expect(set.status, set.body.msg).toBe(200);
    const res = await page(`/${creator.domain}`);
    expect(res.body).not.toContain('<script>alert(1)');
    const fromApi = await t.post<TProfile>(PATHS.profile, { addressOrDomain: creator.domain });
    expect(inlinedProfile(res.body)).toEqual(fromApi.body.data);
    expect(fromApi.body.data).toMatchObject({ bio, cover: cover(creator), creatorDomain: creator.domain });
  });

  it('a creator without a cover still gets the chunks named', async () => {
    const res = await page(`/${bare.domain}`);
    expect(modulePreloads(res.body)).toEqual(CREATOR_PAGE_MODULES);
    expect(preloads(res.body)).toEqual([]);
  });

  it('no hints for a fan, an unknown or reserved name or a post', async () => {
    for (const url of [
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
      expect(modulePreloads(res.body), url).toEqual([]);
      expect(inlinedProfile(res.body), url).toBeNull();
    }
  });

  it("a creator who blocks the visitor's country is not hinted at", async () => {
    expect(preloads((await page(`/${creator.domain}`, US)).body)).toEqual([cover(creator)]);
    const blocked = await t.post(PATHS.geoBlockCountries, { countries: ['US'] }, creator.seller);
    expect(blocked.status, blocked.body.msg).toBe(200);
    const hidden = await page(`/${creator.domain}`, US);
    expect([preloads(hidden.body), modulePreloads(hidden.body), inlinedProfile(hidden.body)]).toEqual([[], [], null]);
    expect(preloads((await page(`/${creator.domain}`)).body)).toEqual([cover(creator)]);
  });

  it('a banned creator is not hinted at', async () => {
    const banned = await createCreator(t, 'banned');
    await t.deps.db
      .update(users)
      .set({ coverUrl: cover(banned), status: 'banned' })
      .where(eq(users.id, banned.user.id));
    const res = await page(`/${banned.domain}`);
    expect([preloads(res.body), modulePreloads(res.body), inlinedProfile(res.body)]).toEqual([[], [], null]);
  });
});
