/**
 * /kyc-task/v1/submit: the caller's identity application. Refusals come before any picture is
 * read (pending or verified already, no key to seal with) and before anything is stored (fields,
 * age, missing or unreadable pictures). Each picture is re-encoded (metadata gone), sealed with
 * AES-256-GCM and put in the private blob store; the rows and users.kyc_status then change in one
 * transaction. With a hosted provider the pictures are the provider's to take: a session opens.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  KYC_FILE_FIELDS,
  KYC_IMAGE_MAX_BYTES,
  ZKycSubmitFields,
  isOldEnough,
  kycKindsFor,
  type TKycDetail,
  type TKycDocumentKind,
  type TKycSubmitFields,
} from '@fanlane/contracts/kyc';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { processIdentityImage } from '../../media/process-image.ts';
import { kycProviderOf } from '../../integrations/kyc/kyc-provider.ts';
import type { Caller } from '../auth/guards.ts';
import { setKycStatus } from '../users/users-repo.ts';
import { keyringOf, sealDocument } from './document-cipher.ts';
import { insertApplication, insertDocuments, latestApplicationOf, setProviderSession } from './kyc-repo.ts';
import { effectiveStatus } from './present-kyc.ts';
import { readKycForm } from './read-kyc-form.ts';
import { getKycDetail } from './get-kyc-detail.ts';

/** The blob-store prefix of an application's documents: never under a media route's prefix. */
export const kycBlobPrefix = (applicationId: string) => `kyc/${applicationId}`;
export const kycBlobKey = (applicationId: string, documentId: string, keyId: string) =>
  `${kycBlobPrefix(applicationId)}/${documentId}.${keyId}`;

/** Refuses a caller who may not apply now; cheap, so it runs before the body is read. */
async function assertMayApply(deps: AppDeps, caller: Caller) {
  const latest = await latestApplicationOf(deps.db, caller.user.id);
  const state = latest && effectiveStatus(latest);
  if (state === 'submitted') throw appError('KYC_ALREADY_SUBMITTED');
  if (state === 'approved') throw appError('KYC_ALREADY_VERIFIED');
  if (!deps.config.kyc.provider && !keyringOf(deps.config).current) throw appError('KYC_NOT_CONFIGURED');
}

function parseFields(raw: Record<string, string>): TKycSubmitFields {
  const parsed = ZKycSubmitFields.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    throw appError('VALIDATION', {
      params: { fields: fields.join(', ') },
      data: { fields: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message })) },
    });
  }
  if (!isOldEnough(parsed.data.dateOfBirth, new Date())) throw appError('KYC_UNDER_AGE');
  return parsed.data;
}

export async function submitKyc(deps: AppDeps, caller: Caller, req: FastifyRequest): Promise<TKycDetail> {
  await assertMayApply(deps, caller);
  const form = await readKycForm(req, Math.min(KYC_IMAGE_MAX_BYTES, deps.config.mediaImageMaxBytes));
  const fields = parseFields(form.fields);
  const applicationId = randomUUID();
  const provider = kycProviderOf(deps.config);

  if (provider) {
    const session = await provider.startSession({
      applicationId,
      legalName: fields.legalName,
      callbackUrl: `${deps.config.publicUrl}/kyc`,
    });
    await save(deps, caller, { id: applicationId, ...fields, provider: provider.name }, [], session);
    return getKycDetail(deps, caller);
  }

  const kinds = kycKindsFor(fields.documentType);
  for (const kind of kinds) {
    if (!form.files.has(kind))
      throw appError('KYC_DOCUMENT_MISSING', {
        params: { field: KYC_FILE_FIELDS[kind] },
        data: { field: KYC_FILE_FIELDS[kind] },
      });
  }
  // A passport's back, if sent anyway, is not kept.
  const pictures = await Promise.all(
    kinds.map(async (kind) => ({ kind, bytes: await processIdentityImage(form.files.get(kind)!) })),
  );
  const ring = keyringOf(deps.config);
  const documents = pictures.map(({ kind, bytes }) => {
    const id = randomUUID();
    const { keyId, sealed } = sealDocument(ring, id, bytes);
    return { id, kind, keyId, sealed, size: bytes.length, blobKey: kycBlobKey(applicationId, id, keyId) };
  });
  for (const doc of documents) await deps.blobs.put(doc.blobKey, doc.sealed);
  try {
    await save(deps, caller, { id: applicationId, ...fields, provider: 'manual' }, documents, null);
  } catch (err) {
    await deps.blobs.removePrefix(kycBlobPrefix(applicationId));
    throw err;
  }
  return getKycDetail(deps, caller);
}

type Sealed = { id: string; kind: TKycDocumentKind; keyId: string; size: number; blobKey: string };

async function save(
  deps: AppDeps,
  caller: Caller,
  application: TKycSubmitFields & { id: string; provider: 'manual' | 'veriff' },
  documents: Sealed[],
  session: { sessionId: string; url: string } | null,
) {
  const userId = caller.user.id;
  await deps.events
    .transaction(async (tx, emit) => {
      await insertApplication(tx, { ...application, userId, status: 'submitted' });
      await insertDocuments(
        tx,
        documents.map((d) => ({
          id: d.id,
          applicationId: application.id,
          kind: d.kind,
          blobKey: d.blobKey,
          keyId: d.keyId,
          mime: 'image/webp',
          size: d.size,
        })),
      );
      if (session) await setProviderSession(tx, application.id, session.sessionId, session.url);
      await setKycStatus(tx, userId, 'pending');
      emit({ type: 'kyc.submitted', data: { userId, applicationId: application.id } });
      emit({ type: 'user.changed', data: { userId } });
    })
    .catch((err: unknown) => {
      // Two submits at once: the second meets the one-pending index.
      if (isUniqueViolation(err)) throw appError('KYC_ALREADY_SUBMITTED', { cause: err });
      throw err;
    });
}
