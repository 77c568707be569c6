/** Reads of the append-only admin_actions table (its writes are admin-actions.ts's). */
import { and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminActions } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

export type AuditFilter = {
  actorId?: string | undefined;
  /** Exact, or a prefix when it ends with a dot (`withdrawal.`). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The newest first, `limit` rows after `cursor`. */
export function auditPage(db: Database, filter: AuditFilter, cursor: TimeCursor | null, limit: number) {
  const a = adminActions;
  const { action } = filter;
  return db
    .select()
    .from(a)
    .where(
      and(
        filter.actorId ? eq(a.adminId, filter.actorId) : undefined,
        action ? (action.endsWith('.') ? like(a.action, `${escapeLike(action)}%`) : eq(a.action, action)) : undefined,
        filter.targetType ? eq(a.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(a.targetId, filter.targetId) : undefined,
        filter.from ? gte(a.createdAt, filter.from) : undefined,
        filter.until ? lt(a.createdAt, filter.until) : undefined,
        cursor ? sql`(${a.createdAt}, ${a.id}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
}
