/**
 * The archive itself: with the link's token (the mail's and the page's link carry it), or with the
 * owner's session. Someone else's archive, a wrong token, or no proof at all is refused; an expired
 * link answers DATA_EXPORT_EXPIRED.
 */
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { findExport } from './data-exports-repo.ts';
import { tokenMatches } from './export-state.ts';

export async function openExport(
  deps: AppDeps,
  input: { id: string; token?: string; caller: Caller | null },
  now = new Date(),
): Promise<{ size: number; fileName: string; body: () => Readable }> {
  const row = await findExport(deps.db, input.id);
  const byToken = row !== undefined && input.token !== undefined && tokenMatches(deps, row, input.token);
  const byOwner = row !== undefined && input.token === undefined && input.caller?.user.id === row.userId;
  if (!row || !(byToken || byOwner)) throw appError('DATA_EXPORT_LINK_INVALID');
  if (row.status !== 'ready' || !row.blobKey || !row.expiresAt) throw appError('DATA_EXPORT_LINK_INVALID');
  if (row.expiresAt <= now) throw appError('DATA_EXPORT_EXPIRED');
  const key = row.blobKey;
  const found = await deps.blobs.stat(key);
  if (!found) throw appError('DATA_EXPORT_EXPIRED');
  const day = row.requestedAt.toISOString().slice(0, 10);
  return {
    size: found.size,
    fileName: `${deps.config.brandName.replace(/[^\w.-]+/g, '-')}-data-${day}.zip`,
    body: () => deps.blobs.stream(key),
  };
}
