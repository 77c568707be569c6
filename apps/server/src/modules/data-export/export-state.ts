/**
 * `/settings/security/download` (docs/account-deletion.md): the caller asks for their data (one
 * build at a time, one request a day) and sees where it stands: queued, building, ready until its
 * link expires, expired, failed.
 */
import { DATA_EXPORT_MIN_INTERVAL_HOURS, type TDataExportState } from '@fanlane/contracts/account-data';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { safeEqualHex } from '../../lib/tokens.ts';
import type { Caller } from '../auth/guards.ts';
import { insertExport, latestCountedExportOf, latestExportOf, type DataExportRow } from './data-exports-repo.ts';

export const DATA_EXPORT_JOB = 'data-export.build';
const INTERVAL_MS = DATA_EXPORT_MIN_INTERVAL_HOURS * 3_600_000;

/** The link's token: an HMAC of the export's id under the server's secret (its expiry is the row's). */
export const exportToken = (deps: Pick<AppDeps, 'tokens'>, row: Pick<DataExportRow, 'id'>) =>
  deps.tokens.hashCode(row.id, 'data-export');

export const tokenMatches = (deps: Pick<AppDeps, 'tokens'>, row: DataExportRow, token: string) =>
  /^[0-9a-f]+$/.test(token) && safeEqualHex(exportToken(deps, row), token);

/** The download path with its token (relative; the mail makes it absolute). */
export const downloadPath = (deps: Pick<AppDeps, 'tokens'>, row: DataExportRow) =>
  `${PATHS.dataExportFile}?id=${row.id}&token=${exportToken(deps, row)}`;

export function presentExport(
  deps: AppDeps,
  row: DataExportRow | undefined,
  counted: DataExportRow | undefined,
  now = new Date(),
): TDataExportState {
  const nextAt = counted ? counted.requestedAt.getTime() + INTERVAL_MS : 0;
  const base = {
    ttlHours: Math.round(deps.config.dataExportTtlMs / 3_600_000),
    nextRequestAt: nextAt > now.getTime() ? nextAt : null,
  };
  if (!row) {
    return {
      ...base,
      id: null,
      state: 'none',
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      sizeBytes: null,
      downloadUrl: null,
    };
  }
  const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now || !row.blobKey);
  const state = expired ? 'expired' : row.status;
  return {
    ...base,
    id: row.id,
    state,
    requestedAt: row.requestedAt.getTime(),
    readyAt: row.readyAt?.getTime() ?? null,
    expiresAt: row.expiresAt?.getTime() ?? null,
    sizeBytes: row.sizeBytes ?? null,
    downloadUrl: state === 'ready' ? downloadPath(deps, row) : null,
  };
}

export async function getExportState(deps: AppDeps, caller: Caller): Promise<TDataExportState> {
  const [latest, counted] = await Promise.all([
    latestExportOf(deps.db, caller.user.id),
    latestCountedExportOf(deps.db, caller.user.id),
  ]);
  return presentExport(deps, latest, counted);
}

export async function requestExport(deps: AppDeps, caller: Caller, locale: Locale): Promise<TDataExportState> {
  const now = new Date();
  const userId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    const counted = await latestCountedExportOf(tx, userId);
    if (counted && (counted.status === 'queued' || counted.status === 'building'))
      throw appError('DATA_EXPORT_IN_PROGRESS');
    if (counted && now.getTime() - counted.requestedAt.getTime() < INTERVAL_MS) {
      const wait = Math.ceil((counted.requestedAt.getTime() + INTERVAL_MS - now.getTime()) / 1000);
      throw appError('DATA_EXPORT_TOO_SOON', {
        headers: { 'retry-after': String(wait) },
        data: { retryAfterSeconds: wait },
      });
    }
    const inserted = await insertExport(tx, userId, locale, now);
    if (!inserted) throw appError('DATA_EXPORT_IN_PROGRESS');
    await enqueueJob(tx, { kind: DATA_EXPORT_JOB, key: inserted.id, payload: { exportId: inserted.id } });
    return inserted;
  });
  deps.jobs.wake();
  return presentExport(deps, row, row, now);
}
