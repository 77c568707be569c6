/** A built web app in a temp folder, as `vite build` leaves one, for the tests that serve it. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const INDEX_HTML =
  '<!doctype html><html><head><meta name="fanlane-config" content="{}" /></head><body><div id="root"></div></body></html>';

/** index.html and the given files under assets/; answers the folder (remove it after). */
export function makeWebDist(assets: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlane-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  for (const [name, content] of Object.entries(assets)) writeFileSync(path.join(dir, 'assets', name), content);
  return dir;
}
