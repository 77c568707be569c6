/**
 * Chromium's headless shell, the browser Playwright itself runs headless tests in. Playwright
 * downloads it from its own servers, which this machine cannot reach; `@sparticuz/chromium` ships
 * the same build in the npm registry as one brotli file. It is unpacked once per version into
 * e2e/.browsers and reused. Debian's Chromium is the full browser in its new headless mode, and
 * cost the suite 1.8 times the CPU of the shell (docs/benchmarks.md, "Test suite").
 */
import { createReadStream, createWriteStream, existsSync, renameSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

const PACKAGE = '@sparticuz/chromium';
const browsersDir = fileURLToPath(new URL('../.browsers', import.meta.url));

/** The headless shell's path, unpacked on first use (a few seconds, once per version). */
export async function headlessShellPath(): Promise<string> {
  // The package exports only its entry (build/index.js); its root holds package.json and bin/.
  const root = join(dirname(createRequire(import.meta.url).resolve(PACKAGE)), '..');
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  const target = join(browsersDir, `headless-shell-${version}`, 'chromium');
  if (existsSync(target)) return target;
  await mkdir(dirname(target), { recursive: true });
  // Unpacked beside the target and renamed, so two processes starting together never run half a file.
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(
    createReadStream(join(root, 'bin', 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(partial, { mode: 0o755 }),
  );
  renameSync(partial, target);
  return target;
}
