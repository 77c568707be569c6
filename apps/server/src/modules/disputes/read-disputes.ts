/**
 * `/dispute/:id` and the dispute lists. A dispute is seen by its fan, by the creators whose
 * payments it holds, and by admins; to anyone else it does not exist (NOT_FOUND, as for an id
 * that was never used). A fan sees their own words and the outcome; the evidence the creators and
 * admins gather is theirs and the provider's.
 */
import type { z } from 'zod';
import {
  DISPUTE_EVIDENCE_MAX,
  type TDispute,
  type TDisputeLine,
  type TEvidenceRole,
  type ZAdminDisputeListRequest,
} from '@fanlane/contracts/dispute';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { DisputeRow, UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { paymentKinds } from '../../ledger/dispute-ledger.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { can } from '@fanlane/contracts/staff';
import { assertPermission } from '../auth/guards.ts';
import { authorsByIds } from '../users/author-cards.ts';
import {
  allDisputes,
  creatorsOfDisputes,
  disputesOfUser,
  evidenceOf,
  findDispute,
  heldPaymentsOf,
} from './disputes-repo.ts';

type Viewer = Pick<UserRow, 'id' | 'role'>;

/** What the viewer is in the dispute, or null when they may not see it. */
export function roleIn(viewer: Viewer, dispute: DisputeRow, creatorIds: readonly string[]): TEvidenceRole | null {
  if (can(viewer.role, 'money.manage')) return 'admin';
  if (dispute.fanId === viewer.id) return 'fan';
  return creatorIds.includes(viewer.id) ? 'creator' : null;
}

/** Whether `role` may add a note now: while the case is open, creators and admins, and the fan of their own dispute. */
export const mayAddEvidence = (role: TEvidenceRole, dispute: DisputeRow, notes: number) =>
  dispute.status === 'open' && notes < DISPUTE_EVIDENCE_MAX && (role !== 'fan' || dispute.source === 'fan');

const person = (p: { address: string; displayName: string | null } | undefined) => ({
  address: p?.address ?? '',
  displayName: p?.displayName ?? null,
});

export async function presentDispute(deps: AppDeps, viewer: Viewer, dispute: DisputeRow): Promise<TDispute> {
  const held = await heldPaymentsOf(deps.db, dispute.id);
  const creatorIds = held.map((h) => h.creatorId);
  const role = roleIn(viewer, dispute, creatorIds);
  if (!role) throw appError('NOT_FOUND');
  const [notes, kinds, people] = await Promise.all([
    evidenceOf(deps.db, dispute.id),
    paymentKinds(
      deps.db,
      held.map((h) => h.entryId),
    ),
    authorsByIds(deps, [dispute.fanId, ...creatorIds]),
  ]);
  // A creator sees only their own payments of a chargeback that holds several creators'.
  const shown = role === 'creator' ? held.filter((h) => h.creatorId === viewer.id) : held;
  const visibleNotes = role === 'fan' ? notes.filter((n) => n.role === 'fan') : notes;
  return {
    id: dispute.id,
    source: dispute.source,
    status: dispute.status,
    reason: dispute.reason,
    viewerRole: role,
    amountCents: dispute.amountCents.toString(),
    walletHeldCents: dispute.walletHeldCents.toString(),
    providerRef: role === 'admin' ? dispute.providerRef : null,
    fan: person(people.get(dispute.fanId)),
    message: dispute.message,
    payments: shown.map((h) => ({
      transactionId: h.entryId,
      kind: kinds.get(h.entryId)?.kind ?? 'purchase',
      usdCents: h.grossCents.toString(),
      heldCents: h.netCents.toString(),
      creator: person(people.get(h.creatorId)),
      postId: kinds.get(h.entryId)?.postId ?? null,
    })),
    evidence: visibleNotes.map((n) => ({
      id: n.id,
      role: n.role,
      text: n.text,
      createdAt: n.createdAt.toISOString(),
    })),
    canAddEvidence: mayAddEvidence(role, dispute, notes.length),
    outcomeNote: dispute.outcomeNote,
    dueAt: dispute.dueAt?.toISOString() ?? null,
    createdAt: dispute.createdAt.toISOString(),
    closedAt: dispute.closedAt?.toISOString() ?? null,
  };
}

export async function getDispute(deps: AppDeps, viewer: Viewer, id: string): Promise<TDispute> {
  const dispute = await findDispute(deps.db, id);
  if (!dispute) throw appError('NOT_FOUND');
  return presentDispute(deps, viewer, dispute);
}

async function lines(deps: AppDeps, viewer: Viewer, rows: DisputeRow[]): Promise<TDisputeLine[]> {
  const creators = await creatorsOfDisputes(
    deps.db,
    rows.map((r) => r.id),
  );
  const fans = await authorsByIds(
    deps,
    rows.map((r) => r.fanId),
  );
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    status: row.status,
    reason: row.reason,
    viewerRole: roleIn(viewer, row, creators.get(row.id) ?? []) ?? 'creator',
    amountCents: row.amountCents.toString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    fanAddress: fans.get(row.fanId)?.address ?? '',
  }));
}

/** The disputes the caller is in, as fan or creator. */
export async function listDisputes(
  deps: AppDeps,
  viewer: UserRow,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TDisputeLine>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await disputesOfUser(deps.db, viewer.id, decodeCursor(query.cursor), limit);
  // In their own list an admin is what they are in each case, not the admin.
  const asMember = { id: viewer.id, role: 'user' as UserRow['role'] };
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (kept) => lines(deps, asMember, kept),
  );
}

/** Every dispute, for the admin queue. */
export async function listDisputesForAdmin(
  deps: AppDeps,
  viewer: UserRow,
  query: z.output<typeof ZAdminDisputeListRequest>,
): Promise<TPage<TDisputeLine>> {
  assertPermission(viewer, 'money.manage');
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await allDisputes(deps.db, query.status, decodeCursor(query.cursor), limit);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (kept) => lines(deps, viewer, kept),
  );
}
