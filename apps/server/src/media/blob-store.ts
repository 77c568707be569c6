/**
 * Private media bytes (post photos and videos, every variant). Never served directly: the signed
 * delivery route reads them after checking the URL. Local disk under the data dir by default.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile, readFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type BlobStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Moves (or copies) a finished temp file into the store, for large uploads. */
  putFile(key: string, fromPath: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Inclusive byte range, as HTTP ranges are. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  /** Removes every blob under a prefix (all variants of one media item). */
  removePrefix(prefix: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key ${key}`);
    return path.join(root, key);
  };
  const ensureDir = (file: string) => mkdir(path.dirname(file), { recursive: true });
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await ensureDir(file);
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async putFile(key, fromPath) {
      const file = resolve(key);
      await ensureDir(file);
      try {
        await rename(fromPath, file);
      } catch {
        await copyFile(fromPath, file);
        await rm(fromPath, { force: true });
      }
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async stat(key) {
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    stream(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    async removePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
