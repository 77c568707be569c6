/**
 * First-load budget (issue 11): the JavaScript an anonymous visitor's browser downloads for its
 * first view of a creator page and of /login, gzip-compressed as the server sends it, must stay
 * under BUDGET_KIB. Starts the built server (as e2e does: the bundle, a fresh embedded database,
 * the demo content) on a free port, opens each page in Chromium until the network is quiet, then
 * asks the server for every script the page loaded with `Accept-Encoding: gzip` and sums the bytes
 * on the wire. Prints each page's chunks; exits 1 over budget.
 *
 *   npm run build && npm run bench:first-load
 *   CHROMIUM_PATH=/usr/bin/chromium BUDGET_KIB=150 PAGES=/democreator,/login npm run bench:first-load
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Request } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.ts';

const BUDGET_KIB = Number(process.env.BUDGET_KIB ?? 150);
const PAGES = (process.env.PAGES ?? '/democreator,/login').split(',');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The bytes of the body as sent to a client that accepts gzip only. */
const gzipBytes = (url: string) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/**
 * Chunks are named by their hash alone (vite.config.ts): the build's manifest gives each one back
 * the name of the module it was made from, for this listing.
 */
const manifestFile = new URL('../apps/web/dist/.vite/manifest.json', import.meta.url);
const chunkNames = new Map<string, string>(
  existsSync(manifestFile)
    ? Object.values(
        JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; name?: string }>,
      ).flatMap((chunk) => (chunk.name ? [[chunk.file.replace(/^assets\//, ''), chunk.name] as const] : []))
    : [],
);

const server = await startBuiltServer();
const base = server.base;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let over = false;
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
    const tab = await context.newPage();
    const scripts = new Map<string, number>();
    // Each size is read while the page is still open: a read still pending when the context closes
    // rejects with TargetClosedError, so every read is awaited before the close.
    // The listener comes off before the reads are awaited, so no read starts after the await.
    const sizeReads: Promise<void>[] = [];
    const onFinished = (req: Request) => {
      if (req.resourceType() !== 'script') return;
      sizeReads.push(req.sizes().then((sizes) => void scripts.set(req.url(), sizes.responseBodySize)));
    };
    tab.on('requestfinished', onFinished);
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    await sleep(300);
    tab.off('requestfinished', onFinished);
    await Promise.all(sizeReads);
    await context.close();

    const rows = await Promise.all(
      [...scripts].map(async ([url, browserBytes]) => ({
        chunk: new URL(url).pathname.replace(/^\/assets\//, ''),
        browserBytes,
        ...(await gzipBytes(url)),
      })),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    const asBrowser = rows.reduce((sum, row) => sum + row.browserBytes, 0);
    const overBudget = total > BUDGET_KIB * 1024;
    over ||= overBudget;
    console.log(
      `\n${page}: ${(total / 1024).toFixed(1)} KiB of script gzip (budget ${BUDGET_KIB} KiB${overBudget ? ', OVER' : ''}); ` +
        `${(asBrowser / 1024).toFixed(1)} KiB as Chromium received it (brotli), ${rows.length} scripts`,
    );
    for (const row of rows) {
      const encoding = row.encoding === 'gzip' ? '' : ` (${row.encoding}!)`;
      const name = chunkNames.has(row.chunk) ? ` (${chunkNames.get(row.chunk)})` : '';
      console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(7)} KiB  ${row.chunk}${name}${encoding}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) {
  console.error(`\nOver the first-load budget of ${BUDGET_KIB} KiB of gzip JavaScript.`);
  process.exit(1);
}
