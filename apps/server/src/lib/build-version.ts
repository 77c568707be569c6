import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };

/** The release the web build was stamped with (apps/web writes build-version.txt), else the package version. */
export function readBuildVersion(webDist: string): string {
  const file = path.join(webDist, 'build-version.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  return pkg.version;
}
