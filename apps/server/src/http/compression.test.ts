import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { INDEX_HTML, makeWebDist } from '../../test/web-dist.ts';
import { createSignedInUser } from '../../test/fixtures.ts';

const SCRIPT = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hello ${i}`))};\n`;

describe(`compressed answers (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // As the build leaves them (apps/web/vite-precompress.ts): the file and its two compressed copies.
    webDist = makeWebDist({
      'main-abc123.js': SCRIPT,
      'main-abc123.js.br': brotliCompressSync(SCRIPT),
      'main-abc123.js.gz': gzipSync(SCRIPT),
    });
    // As large as the real one (about 2 KiB), over the 1 KiB from which answers are compressed.
    writeFileSync(
      path.join(webDist, 'index.html'),
      INDEX_HTML.replace('</head>', `<meta name="description" content="${'a fan page '.repeat(200)}" /></head>`),
    );
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('a built asset', () => {
    const asset = '/assets/main-abc123.js';

    it('goes out as its .br to a browser that accepts brotli', async () => {
      const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('goes out as its .gz to a browser that accepts gzip only', async () => {
      const res = await get(asset, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('goes out as it is otherwise, still varying on Accept-Encoding', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const res = await get(asset, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.body).toBe(SCRIPT);
      }
    });

    it('the compressed copies are not addresses of their own', async () => {
      const res = await get(`${asset}.br`, { accept: 'application/javascript' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('a page', () => {
    it('goes out compressed at every address of the app, deep links as well as the root', async () => {
      for (const url of ['/', '/home', '/settings/profile', '/somecreator', '/somecreator/42']) {
        const res = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
      }
    });

    it('a GET that is no page and no route is still the 404 envelope', async () => {
      for (const url of ['/assets/gone.js', '/actor/v1/home/profile', '/somecreator']) {
        const res = await get(url, { accept: 'application/json' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ success: false });
      }
    });
  });

  describe('JSON answers', () => {
    it('a large one is compressed (brotli, else gzip) and decodes to the same JSON', async () => {
      const plain = await get('/docs/json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);

      const br = await get('/docs/json', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gzip = await get('/docs/json', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('a small one goes out as it is', async () => {
      const { auth } = await createSignedInUser(t, { email: 'small-answer@example.com' });
      const res = await t.app.inject({
        method: 'POST',
        url: t.paths.me,
        headers: { ...auth, 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ success: true, code: 0 });
    });
  });
});
