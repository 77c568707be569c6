/** The saved-lists tables: a creator's named lists of their fans, and who is on each. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { pgArray, queryRows, type Database, type Tx } from '../../db/client.ts';
import { conversationMembers, fanListMembers, fanLists, type FanListRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { payerIdsSql } from '../../ledger/reports.ts';
import { blockedBySql } from '../blocks/blocks-repo.ts';
import { followerIdsSql } from '../follows/follows-repo.ts';
import { subscriberIdsSql } from '../subscriptions/subscriptions-repo.ts';
import { joinUser, userColumns } from '../users/users-repo.ts';

type Db = Database | Tx;

/**
 * Everyone who counts as the creator's fan, as a subquery of ids (`id`, possibly repeated):
 * followers, subscribers (live or expired), buyers, and whoever has a conversation with them.
 */
export function fanIdsSql(creatorId: string): SQL {
  return sql`${followerIdsSql(creatorId)}
    union all ${subscriberIdsSql(creatorId, { expired: false })}
    union all ${subscriberIdsSql(creatorId, { expired: true })}
    union all ${payerIdsSql(creatorId)}
    union all select ${conversationMembers.otherId} as id from ${conversationMembers}
      where ${conversationMembers.userId} = ${creatorId}`;
}

/**
 * The members of `listId` when it is `ownerId`'s list, blocked people (either way) left out: the
 * mass audience `list`. A deleted list, or another creator's, is nobody.
 */
export function listMemberIdsSql(ownerId: string, listId: string | null): SQL {
  const owner = sql`${ownerId}::uuid`;
  return sql`select m.member_id as id from ${fanListMembers} m join ${fanLists} l on l.id = m.list_id
    where l.id = ${listId}::uuid and l.owner_id = ${owner}
      and not ${blockedBySql(owner, sql`m.member_id`)} and not ${blockedBySql(sql`m.member_id`, owner)}`;
}

export async function findOwnList(
  db: Db,
  ownerId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<FanListRow | undefined> {
  const query = db
    .select()
    .from(fanLists)
    .where(and(eq(fanLists.id, id), eq(fanLists.ownerId, ownerId)));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function countListsOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fanLists).where(eq(fanLists.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** The owner's lists by name, with how many people each holds. */
export async function listsOf(db: Db, ownerId: string, onlyIds?: string[]) {
  return db
    .select({
      list: fanLists,
      members: sql<number>`(select count(*)::int from ${fanListMembers} m where m.list_id = ${fanLists.id})`,
    })
    .from(fanLists)
    .where(and(eq(fanLists.ownerId, ownerId), onlyIds ? inArray(fanLists.id, onlyIds) : undefined))
    .orderBy(asc(sql`lower(${fanLists.name})`), asc(fanLists.id));
}

export async function insertList(tx: Tx, ownerId: string, name: string): Promise<FanListRow> {
  // A JS time (milliseconds), like every time a cursor compares.
  const now = new Date();
  const [row] = await tx.insert(fanLists).values({ ownerId, name, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('list insert returned nothing');
  return row;
}

export async function renameList(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(fanLists).set({ name, updatedAt: new Date() }).where(eq(fanLists.id, id));
}

/** True when a list of this owner was deleted (its members go with it). */
export async function deleteOwnList(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(fanLists)
    .where(and(eq(fanLists.id, id), eq(fanLists.ownerId, ownerId)))
    .returning({ id: fanLists.id });
  return rows.length > 0;
}

export async function countMembers(db: Db, listId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fanListMembers).where(eq(fanListMembers.listId, listId));
  return Number(row?.n ?? 0);
}

/** Which of these users are `creatorId`'s fans. */
export async function fansAmong(db: Db, creatorId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from unnest(${pgArray(userIds)}::uuid[]) as c (id)
      where c.id <> ${creatorId}::uuid and c.id in (${fanIdsSql(creatorId)})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Adds the members not there yet, all with the same time; answers how many were new. */
export async function insertMembers(tx: Tx, listId: string, memberIds: string[], addedAt: Date): Promise<number> {
  if (memberIds.length === 0) return 0;
  const rows = await tx
    .insert(fanListMembers)
    .values(memberIds.map((memberId) => ({ listId, memberId, addedAt })))
    .onConflictDoNothing()
    .returning({ id: fanListMembers.memberId });
  return rows.length;
}

export async function deleteMembers(tx: Tx, listId: string, memberIds: string[]): Promise<number> {
  if (memberIds.length === 0) return 0;
  const rows = await tx
    .delete(fanListMembers)
    .where(and(eq(fanListMembers.listId, listId), inArray(fanListMembers.memberId, memberIds)))
    .returning({ id: fanListMembers.memberId });
  return rows.length;
}

const cardColumns = userColumns('id', 'address', 'displayName', 'avatarUrl', 'creatorDomain');

/** A page of the list's members, newest added first; keyset on (added at, member id). */
export async function membersPage(db: Db, listId: string, cursor: TimeCursor | null, limit: number) {
  const m = fanListMembers;
  return db
    .select({ ...cardColumns, addedAt: m.addedAt })
    .from(m)
    .innerJoin(...joinUser(m.memberId))
    .where(
      and(
        eq(m.listId, listId),
        cursor ? sql`(${m.addedAt}, ${m.memberId}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(m.addedAt), desc(m.memberId))
    .limit(limit);
}

/** Which of the owner's lists hold this user. */
export async function listIdsHolding(db: Db, ownerId: string, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: fanLists.id })
    .from(fanListMembers)
    .innerJoin(fanLists, eq(fanLists.id, fanListMembers.listId))
    .where(and(eq(fanListMembers.memberId, memberId), eq(fanLists.ownerId, ownerId)))
    .orderBy(asc(fanLists.id));
  return rows.map((r) => r.id);
}

/**
 * The creator's fans whose name, address or domain holds `q`, by name then id, each with whether
 * `listId` holds them already; blocked people (either way) left out.
 */
export async function fanCandidates(
  db: Db,
  creatorId: string,
  listId: string,
  q: string,
  after: { name: string; id: string } | null,
  limit: number,
) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const me = sql`${creatorId}::uuid`;
  const fanId = sql`fans.id`;
  const { address, displayName, creatorDomain } = cardColumns;
  const sortName = sql<string>`lower(coalesce(${displayName}, ${address}))`;
  return db
    .select({
      ...cardColumns,
      sortName,
      inList: sql<boolean>`exists (select 1 from ${fanListMembers} m where m.list_id = ${listId}::uuid and m.member_id = ${fanId})`,
    })
    .from(sql`(select distinct f.id from (${fanIdsSql(creatorId)}) f) as fans`)
    .innerJoin(...joinUser(fanId))
    .where(
      and(
        sql`${fanId} <> ${me}`,
        or(
          ilike(sql`coalesce(${displayName}, '')`, pattern),
          ilike(address, pattern),
          ilike(sql`coalesce(${creatorDomain}, '')`, pattern),
        ),
        sql`not ${blockedBySql(me, fanId)} and not ${blockedBySql(fanId, me)}`,
        after ? sql`(${sortName}, ${fanId}) > (${after.name}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sortName, fanId)
    .limit(limit);
}
