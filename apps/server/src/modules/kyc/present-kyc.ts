/** Applications as the applicant and as the admins see them. */
import type { TAdminKycApplication, TKycApplication, TKycDocumentKind } from '@fanlane/contracts/kyc';
import type { KycApplicationRow } from '../../db/schema/index.ts';
import type { ApplicationWithApplicant } from './kyc-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An approval past its end reads as expired at once, before the sweep writes it down. */
export function effectiveStatus(row: KycApplicationRow, now = new Date()): KycApplicationRow['status'] {
  return row.status === 'approved' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status;
}

export function presentApplication(row: KycApplicationRow): TKycApplication {
  return {
    id: row.id,
    status: effectiveStatus(row),
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    documentType: row.documentType,
    provider: row.provider,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectReason: row.rejectReason,
    expiresAt: iso(row.expiresAt),
    documentsDeleted: row.documentsDeletedAt !== null,
  };
}

export function presentAdminApplication(
  { application, applicant }: ApplicationWithApplicant,
  documents: TKycDocumentKind[],
): TAdminKycApplication {
  return { ...presentApplication(application), applicant, documents, decidedBy: application.decidedBy };
}
