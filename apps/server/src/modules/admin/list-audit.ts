/** /admin/audit: what staff did, the newest first, filtered by who, what, on what and when. */
import type { TAuditEntry, TAuditListRequest } from '@fanlane/contracts/audit';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { findUserById } from '../users/users-repo.ts';
import { auditPage } from './audit-repo.ts';

const DAY_MS = 86_400_000;

/** An ISO date (`to` then means up to the end of that day, UTC) or date-time; anything else names the field. */
function instant(field: 'from' | 'to', text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const at = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text))
    throw invalidField(field, 'an ISO date or date-time');
  return field === 'to' && dateOnly
    ? new Date(at.getTime() + DAY_MS)
    : field === 'to'
      ? new Date(at.getTime() + 1)
      : at;
}

export async function listAudit(deps: AppDeps, caller: Caller, query: TAuditListRequest): Promise<TPage<TAuditEntry>> {
  assertPermission(caller.user, 'audit.read');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const filter = {
    actorId: query.actorId,
    action: query.action || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    from: instant('from', query.from),
    until: instant('to', query.to),
  };
  const rows = await auditPage(deps.db, filter, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    async (kept) => {
      const actorIds = [...new Set(kept.map((r) => r.adminId))];
      const actors = new Map(
        (await Promise.all(actorIds.map((id) => findUserById(deps.db, id)))).map((u, i) => [actorIds[i], u]),
      );
      return kept.map((r) => {
        const actor = actors.get(r.adminId);
        return {
          id: r.id,
          actor: {
            id: r.adminId,
            displayName: actor?.displayName ?? null,
            email: actor?.email ?? null,
            role: actor?.role ?? 'user',
          },
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          detail: r.detail,
          createdAt: r.createdAt.toISOString(),
        };
      });
    },
  );
}
