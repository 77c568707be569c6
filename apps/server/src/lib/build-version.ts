import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The release the web build was stamped with (apps/web writes build-version.txt), else the package version. */
export function readBuildVersion(webDist: string): string {
  const file = path.join(webDist, 'build-version.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
