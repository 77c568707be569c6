/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`) and never compresses an asset per
 * request. index.html is left out: the server fills in the runtime config and compresses it itself.
 */
import type { Plugin } from 'vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build's manifest, which is read at build and bench time, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

async function precompress(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gzipped.length < source.length ? writeFile(`${file}.gz`, gzipped) : undefined,
  ]);
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'fanlane-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file) && path.relative(outDir, file) !== 'index.html') files.push(file);
      }
      await Promise.all(files.map(precompress));
    },
  };
}
