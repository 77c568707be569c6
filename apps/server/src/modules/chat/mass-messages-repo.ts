/**
 * Mass messages: the audience as one subquery composed from its owners' fragments, the batch that
 * writes one copy per recipient in a few set-based statements, the unsend, and the statistics.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MassAudience } from '@fanlane/contracts/chat';
import { pgArray, queryRows, type Database, type Tx } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  massMessages,
  messageMedia,
  messagePurchases,
  messages,
  type MassMessageRow,
} from '../../db/schema/index.ts';
import { payerIdsSql } from '../../ledger/reports.ts';
import { blockedBySql } from '../blocks/blocks-repo.ts';
import { listMemberIdsSql } from '../fan-lists/fan-lists-repo.ts';
import { followerIdsSql } from '../follows/follows-repo.ts';
import { subscriberIdsSql } from '../subscriptions/subscriptions-repo.ts';

type Db = Database | Tx;

export const massClientId = (massMessageId: string) => `mass:${massMessageId}`;

/** The tier of a `tier` audience, the saved list of a `list` one, else nothing. */
export function massTargetOf(mass: { audience: MassAudience; tierId: string | null; listId: string | null }) {
  return mass.audience === 'tier' ? mass.tierId : mass.audience === 'list' ? mass.listId : null;
}

/**
 * Everyone the mass message may reach, as a subquery of distinct ids (`id`), blocks either way left
 * out. `targetId` is the tier of a `tier` audience, or the saved list of a `list` one (the
 * creator's own; a deleted list is nobody).
 */
function audienceSql(creatorId: string, audience: MassAudience, targetId: string | null): SQL {
  const source =
    audience === 'followers'
      ? followerIdsSql(creatorId)
      : audience === 'buyers'
        ? payerIdsSql(creatorId)
        : audience === 'list'
          ? listMemberIdsSql(creatorId, targetId)
          : subscriberIdsSql(creatorId, {
              expired: audience === 'expired',
              tierId: audience === 'tier' ? targetId : null,
            });
  const creator = sql`${creatorId}::uuid`;
  return sql`select distinct a.id from (${source}) a
    where a.id <> ${creator} and not ${blockedBySql(creator, sql`a.id`)} and not ${blockedBySql(sql`a.id`, creator)}`;
}

export async function countAudience(db: Db, creatorId: string, audience: MassAudience, targetId: string | null) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${audienceSql(creatorId, audience, targetId)}) x`,
  );
  return row!.n;
}

/** The next `limit` recipients after `afterId`, in id order (a restart walks them again from the start). */
export async function nextRecipients(db: Db, mass: MassMessageRow, afterId: string | null, limit: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select x.id from (${audienceSql(mass.creatorId, mass.audience, massTargetOf(mass))}) x
      ${afterId ? sql`where x.id > ${afterId}::uuid` : sql``}
      order by x.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

export type DeliveredCopy = { messageId: string; conversationId: string; seq: number; recipientId: string };

type CopyRow = { message_id: string; conversation_id: string; seq: string; recipient_id: string };

/**
 * Writes the mass message to these recipients who do not have it yet (its clientId in their
 * conversation says so), in three statements whatever their number:
 * - the recipients the creator has no conversation with get it whole in one statement: the
 *   conversation at its first message, both members with their counts, the copy and its media
 *   (inserted once, never updated: a row its own transaction updates has its foreign keys checked
 *   again, which was a third of a batch on PGlite);
 * - the others' conversations are locked in id order (two batches never deadlock), which also
 *   names each one's conversation, then one statement numbers, stores and counts their copies.
 * Recipients are taken in id order, so two batches that make the same conversations make them in
 * the same order.
 */
export async function deliverBatch(
  tx: Tx,
  mass: MassMessageRow,
  recipientIds: string[],
  now: Date,
): Promise<DeliveredCopy[]> {
  if (recipientIds.length === 0) return [];
  const creator = sql`${mass.creatorId}::uuid`;
  const clientId = massClientId(mass.id);
  const copy = sql`${creator}, 'text', ${mass.body}, ${mass.priceCents}::bigint, ${clientId}, ${mass.id}::uuid, ${now}`;
  const copyColumns = sql`sender_id, kind, body, price_cents, client_id, mass_message_id, created_at`;
  const attach = sql`insert into ${messageMedia} (message_id, media_id, position)
    select stored.id, item.media_id, (item.position - 1)::int
    from stored cross join unnest(${pgArray(mass.mediaIds)}::uuid[]) with ordinality as item(media_id, position)`;
  const fresh = await queryRows<CopyRow>(
    tx,
    sql`with made as (
        insert into ${conversations} (user_low, user_high, last_seq, last_message_at)
        select least(${creator}, p.rid), greatest(${creator}, p.rid), 1, ${now}
        from unnest(${pgArray(recipientIds.toSorted())}::uuid[]) as p(rid)
        on conflict do nothing returning id, user_low, user_high
      ),
      pairs as (
        select id, case when user_low = ${creator} then user_high else user_low end as rid from made
      ),
      members as (
        insert into ${conversationMembers} (user_id, conversation_id, other_id, unread_count, activity_at)
        select side.user_id, pairs.id, side.other_id, side.unread, side.activity_at from pairs
          cross join lateral (values (${creator}, pairs.rid, 0, null::timestamptz), (pairs.rid, ${creator}, 1, ${now}))
            as side(user_id, other_id, unread, activity_at)
      ),
      stored as (
        insert into ${messages} (conversation_id, seq, ${copyColumns})
        select pairs.id, 1, ${copy} from pairs
        returning id, conversation_id, seq
      ),
      attached as (${attach})
    select stored.id as message_id, stored.conversation_id, stored.seq, pairs.rid as recipient_id
    from stored join pairs on pairs.id = stored.conversation_id`,
  );
  const made = new Set(fresh.map((r) => r.recipient_id));
  const others = recipientIds.filter((id) => !made.has(id));
  const locked =
    others.length === 0
      ? []
      : await queryRows<{ id: string; rid: string }>(
          tx,
          sql`select c.id, p.rid from unnest(${pgArray(others)}::uuid[]) as p(rid)
            join ${conversations} c on c.user_low = least(${creator}, p.rid) and c.user_high = greatest(${creator}, p.rid)
            order by c.id for update of c`,
        );
  const rest =
    locked.length === 0
      ? []
      : await queryRows<CopyRow>(
          tx,
          sql`with todo as (
              select t.id, t.rid
              from unnest(${pgArray(locked.map((l) => l.id))}::uuid[], ${pgArray(locked.map((l) => l.rid))}::uuid[]) as t(id, rid)
              where not exists (select 1 from ${messages} m
                where m.conversation_id = t.id and m.sender_id = ${creator} and m.client_id = ${clientId})
            ),
            numbered as (
              update ${conversations} c set last_seq = c.last_seq + 1, last_message_at = ${now}
              from todo where c.id = todo.id
              returning c.id, c.last_seq, todo.rid
            ),
            stored as (
              insert into ${messages} (conversation_id, seq, ${copyColumns})
              select numbered.id, numbered.last_seq, ${copy} from numbered
              returning id, conversation_id, seq
            ),
            counted as (
              update ${conversationMembers} cm set activity_at = ${now}, unread_count = cm.unread_count + 1
              from numbered where cm.conversation_id = numbered.id and cm.user_id = numbered.rid
            ),
            attached as (${attach})
          select stored.id as message_id, stored.conversation_id, stored.seq, numbered.rid as recipient_id
          from stored join numbered on numbered.id = stored.conversation_id`,
        );
  return [...fresh, ...rest].map((r) => ({
    messageId: r.message_id,
    conversationId: r.conversation_id,
    seq: Number(r.seq),
    recipientId: r.recipient_id,
  }));
}

/** Each user's unread messages, for the users given (the counts a batch changed). */
export async function unreadTotals(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; n: number }>(
    db,
    sql`select user_id, sum(unread_count)::int as n from ${conversationMembers}
      where user_id = any(${pgArray(userIds)}::uuid[]) and unread_count > 0 group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

export async function insertMassMessage(tx: Tx, row: typeof massMessages.$inferInsert): Promise<MassMessageRow> {
  const [inserted] = await tx.insert(massMessages).values(row).returning();
  return inserted!;
}

export async function findMassMessage(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(massMessages).where(eq(massMessages.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function updateMassMessage(db: Db, id: string, set: Partial<typeof massMessages.$inferInsert>) {
  await db.update(massMessages).set(set).where(eq(massMessages.id, id));
}

export type UnsentCopy = { messageId: string; conversationId: string; seq: number; recipientId: string };

/** Takes back every copy not read and not bought: text cleared, the recipients' counts corrected. */
export async function unsendMassCopies(tx: Tx, massMessageId: string, now: Date): Promise<UnsentCopy[]> {
  const rows = await queryRows<{ message_id: string; conversation_id: string; seq: string; recipient_id: string }>(
    tx,
    sql`with gone as (
        update ${messages} m set deleted_at = ${now}, body = ''
        from ${conversationMembers} cm
        where m.mass_message_id = ${massMessageId} and m.deleted_at is null
          and cm.conversation_id = m.conversation_id and cm.user_id <> m.sender_id and m.seq > cm.last_read_seq
          and not exists (select 1 from ${messagePurchases} p where p.message_id = m.id)
        returning m.id, m.conversation_id, m.seq, cm.user_id
      ),
      recount as (
        update ${conversationMembers} cm set unread_count = greatest(cm.unread_count - 1, 0)
        from gone where cm.conversation_id = gone.conversation_id and cm.user_id = gone.user_id
      )
    select id as message_id, conversation_id, seq, user_id as recipient_id from gone`,
  );
  return rows.map((r) => ({
    messageId: r.message_id,
    conversationId: r.conversation_id,
    seq: Number(r.seq),
    recipientId: r.recipient_id,
  }));
}

export type MassStats = {
  row: MassMessageRow;
  delivered: number;
  read: number;
  purchases: number;
  revenueCents: bigint;
  unsent: number;
};

const statsColumns = sql`
  (select count(*)::int from ${messages} m where m.mass_message_id = mm.id) as delivered,
  (select count(*)::int from ${messages} m join ${conversationMembers} cm
     on cm.conversation_id = m.conversation_id and cm.user_id <> m.sender_id
   where m.mass_message_id = mm.id and m.deleted_at is null and cm.last_read_seq >= m.seq) as read,
  (select count(*)::int from ${messagePurchases} p join ${messages} m on m.id = p.message_id
   where m.mass_message_id = mm.id and p.refunded_at is null) as purchases,
  (select coalesce(sum(p.price_cents), 0)::bigint from ${messagePurchases} p join ${messages} m on m.id = p.message_id
   where m.mass_message_id = mm.id and p.refunded_at is null) as revenue_cents,
  (select count(*)::int from ${messages} m where m.mass_message_id = mm.id and m.deleted_at is not null) as unsent`;

type StatsRow = {
  id: string;
  delivered: number;
  read: number;
  purchases: number;
  revenue_cents: string;
  unsent: number;
};

const ORDER_BY = {
  newest: sql`mm.created_at desc, mm.id desc`,
  revenue: sql`revenue_cents desc, mm.created_at desc, mm.id desc`,
  purchases: sql`purchases desc, mm.created_at desc, mm.id desc`,
  read: sql`read desc, mm.created_at desc, mm.id desc`,
} as const;

/** A creator's mass messages with their figures, in the order asked; `offset` paging (creators send few). */
export async function massMessagesPage(
  db: Db,
  creatorId: string,
  sort: keyof typeof ORDER_BY,
  offset: number,
  limit: number,
): Promise<MassStats[]> {
  const stats = await queryRows<StatsRow>(
    db,
    sql`select mm.id, ${statsColumns} from ${massMessages} mm where mm.creator_id = ${creatorId}
      order by ${ORDER_BY[sort]} offset ${offset} limit ${limit}`,
  );
  if (stats.length === 0) return [];
  const rows = await db
    .select()
    .from(massMessages)
    .where(
      and(
        eq(massMessages.creatorId, creatorId),
        sql`${massMessages.id} = any(${pgArray(stats.map((s) => s.id))}::uuid[])`,
      ),
    )
    .orderBy(desc(massMessages.createdAt));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return stats.map((s) => ({
    row: byId.get(s.id)!,
    delivered: s.delivered,
    read: s.read,
    purchases: s.purchases,
    revenueCents: BigInt(String(s.revenue_cents)),
    unsent: s.unsent,
  }));
}

export async function massMessageStats(db: Db, row: MassMessageRow): Promise<MassStats> {
  const [s] = await queryRows<StatsRow>(
    db,
    sql`select mm.id, ${statsColumns} from ${massMessages} mm where mm.id = ${row.id}`,
  );
  return {
    row,
    delivered: s!.delivered,
    read: s!.read,
    purchases: s!.purchases,
    revenueCents: BigInt(String(s!.revenue_cents)),
    unsent: s!.unsent,
  };
}

/** Purchases and revenue per UTC day. */
export async function massMessageSeries(db: Db, massMessageId: string) {
  return queryRows<{ day: string; purchases: number; revenue_cents: string }>(
    db,
    sql`select to_char(date_trunc('day', p.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
        count(*)::int as purchases, sum(p.price_cents)::text as revenue_cents
      from ${messagePurchases} p join ${messages} m on m.id = p.message_id
      where m.mass_message_id = ${massMessageId} and p.refunded_at is null
      group by 1 order by 1`,
  );
}
