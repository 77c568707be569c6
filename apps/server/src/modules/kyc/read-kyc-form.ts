/**
 * The multipart body of /kyc-task/v1/submit: the text fields and up to three pictures, each read
 * into memory up to its cap (the parser stops at the cap and the answer is UPLOAD_TOO_LARGE). A
 * part that is not one of the form's, or one sent twice, is KYC_UPLOAD_UNEXPECTED.
 */
import type { FastifyRequest } from 'fastify';
import { KYC_FILE_FIELDS, type TKycDocumentKind } from '@fanlane/contracts/kyc';
import { appError } from '../../http/app-error.ts';
import { asUploadError } from '../../media/read-upload.ts';

const KIND_OF_FIELD = new Map<string, TKycDocumentKind>(
  Object.entries(KYC_FILE_FIELDS).map(([kind, field]) => [field, kind as TKycDocumentKind]),
);
const TEXT_FIELDS = new Set(['legalName', 'dateOfBirth', 'country', 'documentType']);

export type KycForm = { fields: Record<string, string>; files: Map<TKycDocumentKind, Buffer> };

export async function readKycForm(req: FastifyRequest, maxBytes: number): Promise<KycForm> {
  const fields: Record<string, string> = {};
  const files = new Map<TKycDocumentKind, Buffer>();
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: 3, fields: 8, parts: 11, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!TEXT_FIELDS.has(part.fieldname) || part.fieldname in fields) throw appError('KYC_UPLOAD_UNEXPECTED');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const kind = KIND_OF_FIELD.get(part.fieldname);
      if (!kind || files.has(kind)) throw appError('KYC_UPLOAD_UNEXPECTED');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw appError('UPLOAD_TOO_LARGE');
      if (bytes.length === 0) throw appError('UPLOAD_INVALID');
      files.set(kind, bytes);
    }
    return { fields, files };
  } catch (err) {
    // The parser stops at the first refusal; the rest of the body is discarded (the route closes the connection).
    req.raw.resume();
    throw asUploadError(err);
  }
}
