/** Where processed media bytes live. Local disk under the data dir; S3 joins with the media issue. */
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';

export type MediaStore = {
  /** Stores bytes under a key like `avatars/<id>.webp` and returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** The folder served at /media for public media (avatars). */
  publicRoot: string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe media key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `/media/${key}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicRoot: root,
  };
}
