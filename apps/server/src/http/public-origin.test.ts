import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures.ts';
import { payOnPage, startTopUp } from '../../test/top-up-fixtures.ts';
import { makeWebDist } from '../../test/web-dist.ts';
import { parseConfig } from '../config.ts';
import { publicUrlFor } from './public-origin.ts';

const PUBLIC_URL = 'http://localhost:3902';
const TWIN = 'http://127.0.0.1:3902';
const ALIAS = 'https://fans.example.org';
const EVIL = 'https://evil.example';

describe('which address links back to the app use', () => {
  it('outside production PUBLIC_URL on loopback accepts its loopback twins on the same port', () => {
    const config = parseConfig({ PUBLIC_URL, PUBLIC_URL_ALIASES: `${ALIAS}/ignored-path , ` });
    expect(config.publicUrlAliases).toEqual([ALIAS, TWIN, 'http://[::1]:3902']);
    expect(config.corsOrigins).toEqual([PUBLIC_URL, ALIAS, TWIN, 'http://[::1]:3902']);
    expect(publicUrlFor(config, TWIN)).toBe(TWIN);
    expect(publicUrlFor(config, 'http://[::1]:3902')).toBe('http://[::1]:3902');
    expect(publicUrlFor(config, ALIAS)).toBe(ALIAS);
  });

  it('production accepts only the listed aliases', () => {
    const production = parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      HD_MNEMONIC: 'test test test test test test test test test test test junk',
      PUBLIC_URL: 'http://localhost:3902',
    });
    expect(production.publicUrlAliases).toEqual([]);
    expect(publicUrlFor(production, TWIN)).toBe(PUBLIC_URL);
  });

  it('anything not on the list gets PUBLIC_URL: other hosts, ports, schemes and garbage', () => {
    const config = parseConfig({ PUBLIC_URL, PUBLIC_URL_ALIASES: ALIAS });
    for (const origin of [
      EVIL,
      'http://127.0.0.1:3903',
      'https://127.0.0.1:3902',
      'http://fans.example.org',
      'https://fans.example.org.evil.example',
      'javascript:alert(1)',
      'null',
      'not a url',
      '',
      undefined,
    ]) {
      expect(publicUrlFor(config, origin)).toBe(PUBLIC_URL);
    }
  });

  it('an alias keeps the path PUBLIC_URL is served under', () => {
    const config = parseConfig({ PUBLIC_URL: 'https://fanlane.example/app/', PUBLIC_URL_ALIASES: ALIAS });
    expect(publicUrlFor(config, `${ALIAS}/somewhere`)).toBe(`${ALIAS}/app`);
    expect(publicUrlFor(config, EVIL)).toBe('https://fanlane.example/app');
  });

  it('a malformed alias is a configuration error', () => {
    expect(() => parseConfig({ PUBLIC_URL_ALIASES: 'fans.example.org' })).toThrow(/PUBLIC_URL_ALIASES/);
    expect(() => parseConfig({ PUBLIC_URL_ALIASES: 'ftp://fans.example.org' })).toThrow(/PUBLIC_URL_ALIASES/);
  });
});

describe(`a card checkout and the web app come back to the address the fan is on (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;
  let webDist: string;

  beforeAll(async () => {
    webDist = makeWebDist({});
    t = await createTestApp({ PUBLIC_URL, PUBLIC_URL_ALIASES: ALIAS, WEB_DIST: webDist });
    fan = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function returnUrlsFrom(headers: Record<string, string>) {
    const res = await startTopUp(t, { ...fan.auth, ...headers }, { amountCents: '1000', returnPath: '/wallet' });
    expect(res.status, res.body.msg).toBe(200);
    const topUp = res.body.data;
    const sessionId = new URL(topUp.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    const page = await t.app.inject({ method: 'GET', url: `${PATHS.sandboxCheckout}/${sessionId}` });
    const cancelUrl = /<a class="cancel" href="([^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    const paid = await payOnPage(t, sessionId);
    return { topUpId: topUp.id, successUrl: paid.body.data.redirectUrl, cancelUrl };
  }

  it('a top-up started on 127.0.0.1 returns to 127.0.0.1, not to PUBLIC_URL', async () => {
    const { topUpId, successUrl, cancelUrl } = await returnUrlsFrom({ origin: TWIN });
    expect(successUrl).toBe(`${TWIN}/pay/success?topUpId=${topUpId}&return=%2Fwallet`);
    expect(cancelUrl).toBe(`${TWIN}/pay/cancel?topUpId=${topUpId}&return=%2Fwallet`);
  });

  it('a top-up started on a configured alias returns to that alias', async () => {
    const { successUrl } = await returnUrlsFrom({ origin: ALIAS });
    expect(successUrl).toMatch(new RegExp(`^${ALIAS}/pay/success\\?`));
  });

  it('an unknown origin gets PUBLIC_URL, never itself', async () => {
    const fromEvil = await returnUrlsFrom({ origin: EVIL });
    expect(fromEvil.successUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/success\\?`));
    expect(fromEvil.cancelUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/cancel\\?`));
    // Without an Origin the Host decides, under the same allow-list.
    const fromEvilHost = await returnUrlsFrom({ host: 'evil.example' });
    expect(fromEvilHost.successUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/success\\?`));
  });

  it('the page loaded from an alias gets that alias as its publicUrl (share and invite links)', async () => {
    const publicUrlOfPage = async (host: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', host } });
      const content = /<meta name="fanlane-config" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
      return (JSON.parse(content.replaceAll('&quot;', '"')) as { publicUrl: string }).publicUrl;
    };
    expect(await publicUrlOfPage('127.0.0.1:3902')).toBe(TWIN);
    expect(await publicUrlOfPage('localhost:3902')).toBe(PUBLIC_URL);
    expect(await publicUrlOfPage('evil.example')).toBe(PUBLIC_URL);
  });

  it('CORS lets an alias call the API and still refuses others', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: PATHS.topUpCreate,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(TWIN)).headers['access-control-allow-origin']).toBe(TWIN);
    expect((await preflight(EVIL)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
