/**
 * One identity picture, decrypted, for a reviewer with 'kyc.review'. The read is written to the
 * audit log before a byte leaves; the bytes go out only after the GCM tag checked (a changed file
 * is refused, never half-sent). There is no URL to share: each read is this call, with a token.
 */
import type { TKycDocumentKind } from '@fanlane/contracts/kyc';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { keyringOf, openDocument } from './document-cipher.ts';
import { findApplication, findDocument } from './kyc-repo.ts';

export async function readKycDocument(
  deps: AppDeps,
  caller: Caller,
  input: { id: string; kind: TKycDocumentKind },
): Promise<{ mime: string; bytes: Buffer }> {
  assertPermission(caller.user, 'kyc.review');
  const application = await findApplication(deps.db, input.id);
  if (!application) throw appError('KYC_NOT_FOUND');
  const doc = await findDocument(deps.db, input.id, input.kind);
  if (!doc) throw appError('KYC_DOCUMENT_GONE');
  const sealed = await deps.blobs.read(doc.blobKey);
  if (!sealed) throw appError('KYC_DOCUMENT_GONE');
  const bytes = openDocument(keyringOf(deps.config), doc.id, doc.keyId, sealed);
  await deps.events.transaction(async (tx) => {
    await recordAdminAction(tx, caller, 'kyc.document.read', { type: 'kyc_document', id: doc.id }, input.kind);
  });
  return { mime: doc.mime, bytes };
}
