import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './vite-precompress.ts';
import { firstViewsPlugin } from './vite-first-views.ts';

/**
 * Test files that replace modules with `vi.mock` need a fresh module graph of their own; every other
 * file shares its worker's imports (no per-file isolation), which takes the web suite from about
 * 125 s to 45 s here (docs/benchmarks.md, "Test suite"). vitest.setup.ts puts the shared state back
 * after each test.
 */
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const mockingTestFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(`${srcDir}/${file}`, 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

/**
 * The app renders with Preact 11 behind React's API (docs/architecture.md, "The renderer"): React's
 * modules resolve to Preact's compat layer, in the build and in the tests. Preact comes from its
 * sources, not its minified build, whose diff function is named `z` and would be taken for zod by
 * `manualPureFunctions` below (and dropped, leaving every page blank).
 */
const moduleFile = (file: string) => fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));
const preactFile = (file: string) => moduleFile(`preact/${file}`);

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.FANLANE_API ?? 'http://localhost:3000';
// The build stamps its version so the running app can tell when the server has a newer one.
const buildVersion = process.env.FANLANE_BUILD_VERSION ?? `${pkg.version}+${Date.now().toString(36)}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      // The server reads this to answer /version.json, so old tabs notice a new release and reload.
      name: 'fanlane-build-version',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'build-version.txt', source: buildVersion });
      },
    },
    firstViewsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // In the tests, the packages' ES modules as the build takes them: Node's own choice (the
    // CommonJS build of lucide-react, react-router, recharts, Radix's scroll lock) loads React itself.
    ...(process.env.VITEST ? { conditions: ['module', 'module-sync'], mainFields: ['module', 'main'] } : {}),
    alias: [
      { find: /^react$/, replacement: preactFile('compat/src/index.js') },
      { find: /^react-dom$/, replacement: preactFile('compat/src/index.js') },
      { find: /^react-dom\/client$/, replacement: preactFile('compat/client.mjs') },
      { find: /^react\/jsx-runtime$/, replacement: preactFile('compat/jsx-runtime.mjs') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('compat/jsx-runtime.mjs') },
      { find: /^preact$/, replacement: preactFile('src/index.js') },
      { find: /^preact\/hooks$/, replacement: preactFile('hooks/src/index.js') },
      { find: /^preact\/compat$/, replacement: preactFile('compat/src/index.js') },
      { find: /^preact\/jsx-runtime$/, replacement: preactFile('jsx-runtime/src/index.js') },
      // Recharts' store uses React's selector shim, CommonJS only: an ES-module port on our hooks.
      {
        find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/shared/lib/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      { find: /^preact\/test-utils$/, replacement: preactFile('test-utils/src/index.js') },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(buildVersion),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by bench/first-load.ts to name the chunks.
    manifest: true,
    rolldownOptions: {
      // The contracts define their zod schemas at the top level; a page importing only a constant
      // from them (a length limit, a default) must not pull in every schema and zod itself.
      treeshake: { manualPureFunctions: ['z'] },
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // A chunk's file is its hash alone: every import and every preload list names chunks, and the
        // names were 4 KiB of the first view's gzip (docs/benchmarks.md, "First load"). The build's
        // manifest (.vite/manifest.json, not served) maps them back to modules.
        chunkFileNames: 'assets/[hash].js',
        // zod (form validation) is its own chunk, loaded by the pages that validate, never by the entry.
        codeSplitting: { groups: [{ name: 'zod-runtime', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The chat's calls and its WebSocket (CHAT_SOCKET_PATH).
      '/chat-msg/': { target: apiTarget, ws: true },
      ...Object.fromEntries(
        // API prefixes only: /admin and /post are pages of the app, their calls live under /admin/v1 and
        // /post/v1 (/media also covers the signed /media-file URLs).
        [
          '/fanlane',
          '/actor',
          '/creator/',
          '/admin/v1/',
          '/post/v1/',
          '/blog/',
          '/collection/v1/',
          '/track',
          '/statistic',
          '/version.json',
          '/media',
          '/dev',
          '/healthz',
          '/wallet/v1/',
          '/charge/',
          '/tip/',
          '/subscription/v1/',
          '/sandbox-gateway/',
          '/user/revenue/',
          // Calls without a sign-in: the contact form, the public pages' texts.
          '/no-login/',
        ].map((p) => [p, apiTarget]),
      ),
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Every dependency goes through Vite, so its `react` is Preact as in the build.
    server: { deps: { inline: true } },
    // Both cores: the default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: mockingTestFiles } },
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTestFiles, isolate: false },
      },
    ],
  },
});
