/**
 * The recurring KYC sweeps (job-handlers.ts): approvals that ran out become expired (payouts stop
 * until a new verification); documents past KYC_RETENTION_DAYS after their decision are deleted
 * (the decision row stays); documents sealed with an old key are re-sealed with the current one.
 * Each is idempotent and safe to run on several instances at once.
 */
import type { AppDeps } from '../../deps.ts';
import { setKycStatus } from '../users/users-repo.ts';
import { keyringOf, openDocument, sealDocument } from './document-cipher.ts';
import {
  applicationsPastRetention,
  documentsNotUnder,
  expireApprovals,
  markDocumentsDeleted,
  moveDocument,
} from './kyc-repo.ts';
import { kycBlobKey, kycBlobPrefix } from './submit-kyc.ts';

export const KYC_SWEEP_JOB = 'kyc.sweep';
export const KYC_REENCRYPT_JOB = 'kyc.reencrypt';
const BATCH = 50;

/** Marks approvals past their end expired; the number expired. */
export async function expireKycApprovals(deps: AppDeps, now = new Date()): Promise<number> {
  return deps.events.transaction(async (tx, emit) => {
    const expired = await expireApprovals(tx, now);
    for (const { id, userId } of expired) {
      await setKycStatus(tx, userId, 'none');
      emit({ type: 'kyc.expired', data: { userId, applicationId: id } });
      emit({ type: 'user.changed', data: { userId } });
    }
    return expired.length;
  });
}

/** Deletes the documents of decisions older than the retention; the number of applications cleared. */
export async function deleteExpiredKycDocuments(deps: AppDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - deps.config.kyc.retentionMs);
  let cleared = 0;
  for (;;) {
    const ids = await applicationsPastRetention(deps.db, before, BATCH);
    for (const id of ids) {
      // Files first: a crash between the two leaves rows pointing at nothing (read as gone), never files nobody lists.
      await deps.blobs.removePrefix(kycBlobPrefix(id));
      await deps.db.transaction((tx) => markDocumentsDeleted(tx, id));
    }
    cleared += ids.length;
    if (ids.length < BATCH) return cleared;
  }
}

/**
 * Re-seals every document not under the current key (a rotation: the new KYC_ENCRYPTION_KEY, the
 * old one in KYC_ENCRYPTION_KEYS_OLD until this has run). The new blob is written beside the old,
 * the row moved only if unchanged meanwhile, then the old blob removed. The number re-sealed.
 */
export async function reencryptKycDocuments(deps: AppDeps): Promise<number> {
  const ring = keyringOf(deps.config);
  if (!ring.current) return 0;
  const current = ring.current.id;
  let moved = 0;
  const skipped = new Set<string>();
  for (;;) {
    const docs = (await documentsNotUnder(deps.db, current, BATCH + skipped.size)).filter((d) => !skipped.has(d.id));
    if (docs.length === 0) return moved;
    for (const doc of docs) {
      const sealed = await deps.blobs.read(doc.blobKey);
      // A file gone or sealed with a key no longer configured stays as it is (the reviewer sees why).
      let plain: Buffer;
      try {
        if (!sealed) throw new Error('missing');
        plain = openDocument(ring, doc.id, doc.keyId, sealed);
      } catch {
        skipped.add(doc.id);
        continue;
      }
      const next = sealDocument(ring, doc.id, plain);
      const blobKey = kycBlobKey(doc.applicationId, doc.id, next.keyId);
      await deps.blobs.put(blobKey, next.sealed);
      const done = await deps.db.transaction((tx) => moveDocument(tx, doc, { blobKey, keyId: next.keyId }));
      await deps.blobs.removePrefix(done ? doc.blobKey : blobKey);
      if (done) moved += 1;
      else skipped.add(doc.id);
    }
  }
}
