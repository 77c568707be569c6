import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPageTexts } from '@fanlane/contracts/public-pages';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { textTree } from './read-page-texts.ts';

describe(`the public pages' texts (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let pagesDir: string;

  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_FEE_PERCENT: '15', EARNINGS_HOLD_DAYS: '3', PAY_FIXED_FEE_CENTS: '35' });
    pagesDir = path.join(t.config.dataDir, 'pages');
    mkdirSync(pagesDir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const textsOf = (locale: string) => t.post<TPageTexts>(PATHS.pageTexts, { locale });
  /** Writes an operator file with a modification time of its own, as an editor saving it would. */
  const write = (locale: string, content: string, secondsAgo: number) => {
    const file = path.join(pagesDir, `${locale}.json`);
    writeFileSync(file, content);
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(file, at, at);
  };

  it("without an operator file: no texts, and this deployment's figures", async () => {
    const res = await textsOf('en');
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({
      texts: null,
      facts: { feePercent: 15, holdDays: 3, cardFeeCents: 35, disputeDays: 30 },
    });
  });

  it("hands out the file's publicPages section, strings only, and reads it again once it changes", async () => {
    write(
      'de',
      JSON.stringify({
        publicPages: {
          about: { title: 'Über uns, vom Betreiber', count: 3, list: ['a'] },
          faq: { groups: { account: { items: { extra: { q: 'Eigene Frage?', a: 'Eigene Antwort.' } } } } },
        },
        admin: { nav: { creators: 'not the public pages' } },
      }),
      60,
    );
    const first = await textsOf('de');
    expect(first.body.data.texts).toEqual({
      about: { title: 'Über uns, vom Betreiber' },
      faq: { groups: { account: { items: { extra: { q: 'Eigene Frage?', a: 'Eigene Antwort.' } } } } },
    });

    write('de', JSON.stringify({ publicPages: { about: { title: 'Neu' } } }), 0);
    expect((await textsOf('de')).body.data.texts).toEqual({ about: { title: 'Neu' } });
    // Another language has a file of its own.
    expect((await textsOf('fr')).body.data.texts).toBeNull();
  });

  it('a file that is not JSON, or has no publicPages texts, is ignored rather than breaking the pages', async () => {
    write('es', '{ "publicPages": { "about": ', 30);
    const broken = await textsOf('es');
    expect(broken.status).toBe(200);
    expect(broken.body.data.texts).toBeNull();
    write('es', JSON.stringify({ about: { title: 'no section' } }), 0);
    expect((await textsOf('es')).body.data.texts).toBeNull();
  });

  it('refuses a language the product does not have (422), never reading a path from it', async () => {
    for (const locale of ['xx', '../secrets', '']) expect((await textsOf(locale)).status).toBe(422);
  });

  it('keeps nested strings and drops everything else', () => {
    expect(textTree({ a: 'x', b: { c: 'y', d: 1, e: null, f: [] }, g: {} })).toEqual({ a: 'x', b: { c: 'y' } });
    expect(textTree(['a'])).toBeNull();
    expect(textTree('a')).toBeNull();
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 12; i++) deep = { next: deep };
    expect(textTree(deep)).toBeNull();
  });
});
