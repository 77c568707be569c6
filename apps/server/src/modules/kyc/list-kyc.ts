/** The admins' KYC queue: applications in one status, newest first, and one application. */
import type { TAdminKycApplication, TAdminKycList, TAdminKycListRequest } from '@fanlane/contracts/kyc';
import type { z } from 'zod';
import type { ZAdminKycListRequest } from '@fanlane/contracts/kyc';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { documentKindsOf, findApplicationWithApplicant, listApplications } from './kyc-repo.ts';
import { presentAdminApplication } from './present-kyc.ts';

export type { TAdminKycListRequest };

export async function listKyc(
  deps: AppDeps,
  caller: Caller,
  query: z.infer<typeof ZAdminKycListRequest>,
): Promise<TAdminKycList> {
  assertPermission(caller.user, 'kyc.review');
  const rows = await listApplications(deps.db, {
    status: query.status,
    after: decodeCursor(query.cursor),
    limit: query.limit,
  });
  return pageOf(
    rows,
    query.limit,
    (row) => ({ at: row.application.submittedAt, id: row.application.id }),
    async (kept) => {
      const kinds = await documentKindsOf(
        deps.db,
        kept.map((r) => r.application.id),
      );
      return kept.map((row) => presentAdminApplication(row, kinds.get(row.application.id) ?? []));
    },
  );
}

export async function getAdminKycApplication(deps: AppDeps, caller: Caller, id: string): Promise<TAdminKycApplication> {
  assertPermission(caller.user, 'kyc.review');
  const row = await findApplicationWithApplicant(deps.db, id);
  if (!row) throw appError('KYC_NOT_FOUND');
  const kinds = await documentKindsOf(deps.db, [id]);
  return presentAdminApplication(row, kinds.get(id) ?? []);
}
