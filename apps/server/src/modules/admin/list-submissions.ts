import type { z } from 'zod';
import type { ZAdminSubmissionList, ZAdminSubmissionListRequest } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { listSubmissionsWithApplicant, type SubmissionCursor } from '../creators/submissions-repo.ts';

/** Applications in one status, newest first, a page at a time, with who applied. */
export async function listSubmissions(
  deps: AppDeps,
  caller: Caller,
  query: z.infer<typeof ZAdminSubmissionListRequest>,
): Promise<z.infer<typeof ZAdminSubmissionList>> {
  assertPermission(caller.user, 'creators.review');
  const after = query.cursor === undefined ? null : parseCursor(query.cursor);
  const page = await listSubmissionsWithApplicant(deps.db, { status: query.status, after, limit: query.limit });
  return { items: page.items, nextCursor: page.next && `${page.next.micros}_${page.next.id}` };
}

const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `<microseconds>_<id>`, as handed out in nextCursor. Anything else is the caller's mistake. */
function parseCursor(cursor: string): SubmissionCursor {
  const [, micros, id] = CURSOR.exec(cursor) ?? [];
  if (!micros || !id) {
    throw invalidField('cursor', 'invalid cursor');
  }
  return { micros, id };
}
