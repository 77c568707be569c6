/**
 * The data download's job (docs/account-deletion.md): one ZIP with a JSON file per kind of data
 * and the user's own media, written to a temporary file as it is made (media streamed in chunk by
 * chunk, never whole in memory), then moved into the private blob store and mailed as a link.
 * A build that dies part-way is claimed again and starts over; the file replaces any half-made one.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { LOCALES, type Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { dataExportReadyMail } from '../../integrations/mail/templates.ts';
import { userEntries } from '../../ledger/reports.ts';
import { findUserById, toUserInfo } from '../users/users-repo.ts';
import { postsForExport, commentsForExport, likesForExport } from '../posts/export-account-data.ts';
import { followsForExport } from '../follows/export-account-data.ts';
import { blocksForExport } from '../blocks/export-account-data.ts';
import { subscriptionsForExport } from '../subscriptions/account-deletion.ts';
import { messagesForExport } from '../chat/erase-account-data.ts';
import { mediaForExport } from '../media/erase-account-data.ts';
import { mailBrand } from '../auth/mail-brand.ts';
import { claimExport, expiredArchives, forgetArchive, markExportFailed, markExportReady } from './data-exports-repo.ts';
import { DATA_EXPORT_JOB, downloadPath } from './export-state.ts';

export { DATA_EXPORT_JOB };
export const DATA_EXPORT_PRUNE_JOB = 'data-export.prune';

const json = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));

/** Everything the archive holds, as JSON documents by file name. */
async function collect(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const [posts, comments, likes, follows, blocks, subscriptions, messages, media] = await Promise.all([
    postsForExport(deps.db, userId),
    commentsForExport(deps.db, userId),
    likesForExport(deps.db, userId),
    followsForExport(deps.db, userId),
    blocksForExport(deps.db, userId),
    subscriptionsForExport(deps.db, userId),
    messagesForExport(deps.db, userId),
    mediaForExport(deps.db, userId),
  ]);
  // Every money movement of the user's accounts (purchases, tips, subscriptions, top-ups, payouts).
  const payments = await userEntries(deps.db, userId, { cursor: null, limit: 1_000_000 });
  const profile = {
    id: user.id,
    ...toUserInfo(user),
    phone: user.phone,
    bio: user.bio,
    links: user.links,
    legalFirstName: user.legalFirstName,
    legalLastName: user.legalLastName,
    payoutAddress: user.payoutAddress,
    locale: user.locale,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
  const documents: Record<string, unknown> = {
    'profile.json': profile,
    'posts.json': posts,
    'comments.json': comments,
    'likes.json': likes,
    'follows.json': {
      following: follows
        .filter((f) => f.followerId === userId)
        .map((f) => ({ creatorId: f.creatorId, since: f.createdAt })),
      followers: follows
        .filter((f) => f.creatorId === userId)
        .map((f) => ({ fanId: f.followerId, since: f.createdAt })),
    },
    'blocks.json': blocks,
    'subscriptions.json': subscriptions,
    'payments.json': payments.map((p) => ({
      entryId: p.id,
      kind: p.kind,
      refType: p.ref_type,
      refId: p.ref_id,
      currency: p.currency,
      amountMinor: p.amount,
      memo: p.memo,
      at: p.created_at,
    })),
    'messages.json': messages,
    'media.json': media.map(({ blobKey: _key, ...item }) => item),
  };
  return { user, documents, media };
}

export async function buildDataExport(
  deps: AppDeps,
  job: Pick<JobRow, 'payload'> & Partial<Pick<JobRow, 'attempts' | 'maxAttempts'>>,
): Promise<void> {
  const { exportId } = job.payload as { exportId: string };
  try {
    await build(deps, exportId);
  } catch (err) {
    // The last try failed: the page says so and the user may ask again at once.
    if ((job.attempts ?? 0) >= (job.maxAttempts ?? 1)) await markExportFailed(deps.db, exportId);
    throw err;
  }
}

async function build(deps: AppDeps, exportId: string): Promise<void> {
  const row = await claimExport(deps.db, exportId);
  if (!row) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'fanlane-export-'));
  const file = path.join(dir, 'archive.zip');
  try {
    const collected = await collect(deps, row.userId);
    if (!collected || collected.user.status === 'deleted') {
      await markExportFailed(deps.db, row.id);
      return;
    }
    const out = createWriteStream(file);
    const failure: { error: Error | null } = { error: null };
    let ended!: () => void;
    const finished = new Promise<void>((resolve) => (ended = resolve));
    const zip = new Zip((err, chunk, final) => {
      if (err) failure.error = err;
      else out.write(chunk);
      if (final || err) ended();
    });
    for (const [name, value] of Object.entries(collected.documents)) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(json(value), true);
    }
    for (const item of collected.media) {
      if (!(await deps.blobs.stat(item.blobKey))) continue;
      // Photos and videos are compressed already: stored as they are.
      const entry = new ZipPassThrough(item.file);
      zip.add(entry);
      for await (const chunk of deps.blobs.stream(item.blobKey)) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
    await finished;
    out.end();
    await once(out, 'close');
    if (failure.error) throw failure.error;

    const blobKey = `exports/${row.userId}/${row.id}.zip`;
    const { size } = await stat(file);
    await deps.blobs.putFile(blobKey, file);
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + deps.config.dataExportTtlMs);
    await markExportReady(deps.db, row.id, { blobKey, sizeBytes: size, readyAt, expiresAt });
    const email = collected.user.email;
    if (email) {
      const locale = (LOCALES as readonly string[]).includes(row.locale)
        ? (row.locale as Locale)
        : collected.user.locale;
      const url = `${deps.config.publicUrl}${downloadPath(deps, { ...row, blobKey, expiresAt })}`;
      await deps.mailer
        .send(dataExportReadyMail(mailBrand(deps), locale, email, url, expiresAt))
        .catch((err: unknown) => deps.log.warn({ err }, 'data export mail not sent'));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes the files of archives whose link expired (their rows stay, as `expired`). */
export async function pruneExpiredExports(deps: AppDeps, now = new Date()): Promise<number> {
  const rows = await expiredArchives(deps.db, now, 100);
  for (const row of rows) {
    if (row.blobKey) await deps.blobs.removePrefix(row.blobKey);
    await forgetArchive(deps.db, row.id);
  }
  return rows.length;
}
