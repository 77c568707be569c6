/** The chat tables: conversations, their members' state, messages, creators' chat settings. */
import { and, asc, desc, eq, exists, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { ChatWhoCanWrite } from '@fanlane/contracts/chat-limits';
import { pgArray, queryRows, type Database, type Tx } from '../../db/client.ts';
import type { StoredRow } from '../../events/event-bus.ts';
import {
  chatSettings,
  conversationMembers,
  conversations,
  messageMedia,
  messagePurchases,
  messages,
  type MessageRow,
} from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { blockedBySql } from '../blocks/blocks-repo.ts';
import { followPartners, viewerFollowsCreator } from '../follows/follows-repo.ts';
import { liveSubscriptionSql } from '../subscriptions/subscriptions-repo.ts';
import { authorCardRow, joinUser, userCardColumns, userColumns } from '../users/users-repo.ts';
import type { RealtimeSink } from '../../lib/realtime-hub.ts';

type Db = Database | Tx;

const pairOf = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** The conversation of two users, made with both members' rows if it is new; the opener's board shows it. */
export async function openConversation(tx: Tx, openerId: string, otherId: string, now: Date): Promise<string> {
  const pair = pairOf(openerId, otherId);
  await tx.insert(conversations).values(pair).onConflictDoNothing();
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
  const id = row!.id;
  await tx
    .insert(conversationMembers)
    .values([
      { userId: openerId, conversationId: id, otherId, activityAt: now },
      { userId: otherId, conversationId: id, otherId: openerId },
    ])
    .onConflictDoNothing();
  await tx
    .update(conversationMembers)
    .set({ activityAt: sql`coalesce(${conversationMembers.activityAt}, ${now})` })
    .where(and(eq(conversationMembers.userId, openerId), eq(conversationMembers.conversationId, id)));
  return id;
}

/** The caller's conversation with the user of this address, if any (the profile's privateChatId). */
export async function conversationWithAddress(db: Db, userId: string, address: string): Promise<string | null> {
  const cm = conversationMembers;
  const [row] = await db
    .select({ id: cm.conversationId })
    .from(cm)
    .innerJoin(...joinUser(cm.otherId))
    .where(and(eq(cm.userId, userId), sql`lower(${userCardColumns.address}) = lower(${address})`))
    .limit(1);
  return row?.id ?? null;
}

export async function conversationOfPair(db: Db, a: string, b: string): Promise<string | undefined> {
  const pair = pairOf(a, b);
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
  return row?.id;
}

/** The caller's side of a conversation, or nothing when they are not in it. */
export async function memberOf(db: Db, conversationId: string, userId: string) {
  const [row] = await db
    .select({
      otherId: conversationMembers.otherId,
      lastReadSeq: conversationMembers.lastReadSeq,
      unreadCount: conversationMembers.unreadCount,
    })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)));
  return row;
}

/** What decides whether `senderId` may write to `recipientId` now, read in one statement. */
export type Relation = {
  blocked: boolean;
  senderFollows: boolean;
  senderSubscribes: boolean;
  recipientFollows: boolean;
  recipientSubscribes: boolean;
  recipientWrote: boolean;
  whoCanWrite: ChatWhoCanWrite;
};

/**
 * The fields relationOf reads, for any sender and recipient expressions (ids, placeholders or
 * columns); `conversationId` null: there is no conversation yet, so the recipient wrote nothing.
 */
function relationFields(s: SQL, r: SQL, conversationId: SQL | null) {
  return {
    blocked: sql<boolean>`(${blockedBySql(s, r)} or ${blockedBySql(r, s)})`,
    senderFollows: viewerFollowsCreator(s, r),
    senderSubscribes: liveSubscriptionSql(s, r, sql`null::uuid`),
    recipientFollows: viewerFollowsCreator(r, s),
    recipientSubscribes: liveSubscriptionSql(r, s, sql`null::uuid`),
    recipientWrote: conversationId
      ? sql<boolean>`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversationId}
          and ${messages.senderId} = ${r})`
      : sql<boolean>`false`,
    whoCanWrite: sql<ChatWhoCanWrite | null>`(select ${chatSettings.whoCanWrite} from ${chatSettings} where ${chatSettings.userId} = ${r})`,
  };
}
type RelationRow = {
  [K in keyof ReturnType<typeof relationFields>]: ReturnType<typeof relationFields>[K]['_']['type'];
};

const relationFrom = (row: RelationRow): Relation => ({ ...row, whoCanWrite: row.whoCanWrite ?? 'everyone' });

export async function relationOf(db: Db, senderId: string, recipientId: string, conversationId: string | null) {
  const fields = relationFields(
    sql`${senderId}::uuid`,
    sql`${recipientId}::uuid`,
    conversationId === null ? null : sql`${conversationId}::uuid`,
  );
  const [row] = await queryRows<RelationRow>(
    db,
    sql`select ${sql.join(
      Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  return relationFrom(row!);
}

/**
 * What a send needs to know of a conversation, in one statement (chat-access.ts writableChatOf):
 * whether the sender is in it and who the other member is, that member's card, the relation
 * between them (relationOf) and the first-message terms (firstMessageTerms). Built once per
 * database: most sends read it, and building it on each took 70 µs, and its objects were most of
 * what the chat left in the old generation (V8 had pretenured drizzle's chunks): built once, the
 * chat bench's old generation grows 3.0 MB/s instead of 7.6 (docs/benchmarks.md, stop 36).
 */
const sendContextStatement = preparedPerDatabase((db) => {
  const senderId = sql`${sql.placeholder('senderId')}::uuid`;
  const conversationId = sql`${sql.placeholder('conversationId')}::uuid`;
  const otherId = sql`m.other_id`;
  return db
    .select({
      id: sql<string>`u.id`,
      address: sql<string>`u.address`,
      creatorDomain: sql<string | null>`u.creator_domain`,
      displayName: sql<string | null>`u.display_name`,
      avatarUrl: sql<string | null>`u.avatar_url`,
      lastSeq: sql<string | number>`c.last_seq`,
      firstPriceCents: sql<string>`coalesce((select ${chatSettings.firstMessagePriceCents} from ${chatSettings}
          where ${chatSettings.userId} = ${otherId}), 0)::text`,
      relation: relationFields(senderId, otherId, conversationId),
    })
    .from(
      sql`${conversationMembers} m join ${authorCardRow(otherId)} u on true join ${conversations} c on c.id = m.conversation_id`,
    )
    .where(sql`m.user_id = ${senderId} and m.conversation_id = ${conversationId}`)
    .prepare('send_context');
});

/** sendContextStatement's answer; undefined: the sender is not a member. */
export async function sendContextOf(db: Database, conversationId: string, senderId: string) {
  const [row] = await sendContextStatement(db).execute({ conversationId, senderId });
  if (!row) return undefined;
  return {
    other: {
      id: row.id,
      address: row.address,
      creatorDomain: row.creatorDomain,
      displayName: row.displayName,
      avatarUrl: row.avatarUrl,
    },
    relation: relationFrom(row.relation),
    terms: { lastSeq: Number(row.lastSeq), priceCents: BigInt(row.firstPriceCents) },
  };
}

export type FirstMessageTerms = { lastSeq: number; priceCents: bigint };

export type NewMessage = Pick<MessageRow, 'conversationId' | 'senderId' | 'kind' | 'body'> &
  Partial<Pick<MessageRow, 'ai' | 'tipCents' | 'clientId' | 'priceCents'>>;

/** Messages of a conversation in sequence order, oldest first. */
export async function messagesPage(
  db: Db,
  conversationId: string,
  range: { beforeSeq?: number; afterSeq?: number },
  limit: number,
): Promise<MessageRow[]> {
  if (range.afterSeq !== undefined) {
    return db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, range.afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(limit);
  }
  const newestFirst = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        range.beforeSeq === undefined ? undefined : lt(messages.seq, range.beforeSeq),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit);
  return newestFirst.reverse();
}

/**
 * Moves the reader's mark up to `seq` (never back, never past the last message) and counts what is
 * still unread after it; answers the new mark and count, or nothing when the mark did not move.
 */
export async function markRead(tx: Tx, conversationId: string, userId: string, seq: number) {
  const rows = await queryRows<{ last_read_seq: string; unread_count: number; moved: boolean }>(
    tx,
    sql`with target as (
        select least(${seq}::bigint, c.last_seq) as seq from ${conversations} c where c.id = ${conversationId}
      ), old as (
        select last_read_seq from ${conversationMembers}
        where user_id = ${userId} and conversation_id = ${conversationId} for update
      )
      update ${conversationMembers} m
      set last_read_seq = greatest(m.last_read_seq, target.seq),
        unread_count = (select count(*)::int from ${messages} msg
          where msg.conversation_id = ${conversationId} and msg.sender_id <> ${userId}
            and msg.deleted_at is null and msg.seq > greatest(m.last_read_seq, target.seq))
      from target, old
      where m.user_id = ${userId} and m.conversation_id = ${conversationId}
      returning m.last_read_seq, m.unread_count, m.last_read_seq > old.last_read_seq as moved`,
  );
  const row = rows[0]!;
  return { readSeq: Number(row.last_read_seq), unreadCount: row.unread_count, moved: row.moved };
}

/** Unsends the sender's own message while the other has not read it; answers the row, or nothing. */
export async function unsendMessage(tx: Tx, conversationId: string, messageId: string, senderId: string, now: Date) {
  const [row] = await queryRows<{ id: string; seq: string }>(
    tx,
    sql`update ${messages} msg set deleted_at = ${now}, body = ''
      from ${conversationMembers} other
      where msg.id = ${messageId} and msg.conversation_id = ${conversationId} and msg.sender_id = ${senderId}
        and msg.deleted_at is null and msg.kind = 'text'
        and other.conversation_id = msg.conversation_id and other.user_id <> ${senderId}
        and msg.seq > other.last_read_seq
        and not exists (select 1 from ${messagePurchases} mp where mp.message_id = msg.id)
      returning msg.id, msg.seq`,
  );
  if (!row) return undefined;
  await tx
    .update(conversationMembers)
    .set({ unreadCount: sql`greatest(${conversationMembers.unreadCount} - 1, 0)` })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), sql`${conversationMembers.userId} <> ${senderId}`),
    );
  return { id: row.id, seq: Number(row.seq) };
}

export async function findMessage(db: Db, conversationId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row;
}

export async function setMemberFlag(
  db: Db,
  conversationId: string,
  userId: string,
  flag: { favorite: boolean } | { muted: boolean },
): Promise<boolean> {
  const rows = await db
    .update(conversationMembers)
    .set(flag)
    .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)))
    .returning({ id: conversationMembers.conversationId });
  return rows.length > 0;
}

/** The caller's unread messages across conversations (conversation_members_unread_idx). */
export async function totalUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)`.mapWith(Number) })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), gt(conversationMembers.unreadCount, 0)));
  return row?.n ?? 0;
}

const other = alias(conversationMembers, 'other_member');
const lastMessage = alias(messages, 'last_message');

/** The message board: the caller's conversations, latest activity first; keyset on (activity, id). */
export async function boardPage(
  db: Db,
  userId: string,
  options: {
    cursor: TimeCursor | null;
    limit: number;
    q?: string;
    filter: 'all' | 'unread' | 'favorite';
    only?: string;
  },
) {
  const m = conversationMembers;
  const after = options.cursor
    ? or(
        lt(m.activityAt, options.cursor.at),
        and(eq(m.activityAt, options.cursor.at), lt(m.conversationId, options.cursor.id)),
      )
    : undefined;
  const q = options.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({
      conversationId: m.conversationId,
      activityAt: m.activityAt,
      unreadCount: m.unreadCount,
      favorite: m.favorite,
      muted: m.muted,
      otherReadSeq: other.lastReadSeq,
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
      ...userCardColumns,
      ...userColumns('creatorDomain'),
      last: lastMessage,
    })
    .from(m)
    .innerJoin(conversations, eq(conversations.id, m.conversationId))
    .innerJoin(other, and(eq(other.conversationId, m.conversationId), eq(other.userId, m.otherId)))
    .innerJoin(...joinUser(m.otherId))
    .leftJoin(
      lastMessage,
      and(eq(lastMessage.conversationId, m.conversationId), eq(lastMessage.seq, conversations.lastSeq)),
    )
    .where(
      and(
        eq(m.userId, userId),
        options.only ? eq(m.conversationId, options.only) : isNotNull(m.activityAt),
        after,
        options.filter === 'unread' ? gt(m.unreadCount, 0) : undefined,
        options.filter === 'favorite' ? eq(m.favorite, true) : undefined,
        q
          ? or(
              ilike(sql`coalesce(${userCardColumns.displayName}, '')`, `%${q}%`),
              ilike(userCardColumns.address, `%${q}%`),
              ilike(sql`coalesce(${userColumns('creatorDomain').creatorDomain}, '')`, `%${q}%`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(m.activityAt), desc(m.conversationId))
    .limit(options.limit);
  return rows;
}
export type BoardRow = Awaited<ReturnType<typeof boardPage>>[number];

/**
 * People the user may start a chat with, by name: creators they follow and people who follow
 * them, with the conversation when there is one; ordered by name, then id.
 */
export async function friendCandidates(
  db: Db,
  userId: string,
  q: string,
  after: { name: string; id: string } | null,
  limit: number,
) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const cm = conversationMembers;
  const people = union(
    followPartners(db, userId),
    db
      .select({ id: cm.otherId })
      .from(cm)
      .where(and(eq(cm.userId, userId), isNotNull(cm.activityAt))),
  ).as('people');
  const { address, displayName } = userCardColumns;
  const { creatorDomain } = userColumns('creatorDomain');
  const sortName = sql<string>`lower(coalesce(${displayName}, ${address}))`;
  const me = sql`${userId}::uuid`;
  return db
    .select({ ...userCardColumns, creatorDomain, sortName, conversationId: cm.conversationId })
    .from(people)
    .innerJoin(...joinUser(people.id))
    .leftJoin(cm, and(eq(cm.userId, userId), eq(cm.otherId, people.id)))
    .where(
      and(
        sql`${people.id} <> ${me}`,
        or(
          ilike(sql`coalesce(${displayName}, '')`, pattern),
          ilike(address, pattern),
          ilike(sql`coalesce(${creatorDomain}, '')`, pattern),
        ),
        sql`not ${blockedBySql(people.id, me)} and not ${blockedBySql(me, people.id)}`,
        after ? sql`(${sortName}, ${people.id}) > (${after.name}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sortName, people.id)
    .limit(limit);
}

export async function chatSettingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId));
  return row;
}

export async function saveChatSettings(
  db: Db,
  userId: string,
  fields: { whoCanWrite: ChatWhoCanWrite; welcomeMessage: string; firstMessagePriceCents: bigint },
) {
  const now = new Date();
  await db
    .insert(chatSettings)
    .values({ userId, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: chatSettings.userId, set: { ...fields, updatedAt: now } });
}

/**
 * What decides a first-message price (docs/chat.md, "Paid first message"): the conversation's last
 * number (0: nobody has written in it) and the recipient's price (0: free). Two key lookups.
 */
export async function firstMessageTerms(db: Db, conversationId: string, recipientId: string) {
  const [row] = await db
    .select({
      lastSeq: conversations.lastSeq,
      priceCents: sql<string>`coalesce((select ${chatSettings.firstMessagePriceCents} from ${chatSettings}
        where ${chatSettings.userId} = ${recipientId}), 0)::text`,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row ? { lastSeq: row.lastSeq, priceCents: BigInt(row.priceCents) } : undefined;
}

/** Takes the conversation's row lock for the transaction; answers its last number (0: no message yet). */
export async function lockConversation(tx: Tx, conversationId: string): Promise<number> {
  const [row] = await tx
    .select({ lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  return row?.lastSeq ?? 0;
}

/** The first-message prices of these users that are not free (their chat settings). */
export async function firstMessagePrices(db: Db, userIds: string[]): Promise<Map<string, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatSettings.userId, priceCents: chatSettings.firstMessagePriceCents })
    .from(chatSettings)
    .where(and(inArray(chatSettings.userId, userIds), gt(chatSettings.firstMessagePriceCents, 0n)));
  return new Map(rows.map((r) => [r.userId, r.priceCents]));
}

/**
 * Which of these messages their own sender paid to write (a live purchase whose buyer is the
 * sender: a paid first message), with the price.
 */
export async function paidToWrite(db: Db, messageIds: string[]): Promise<Map<string, bigint>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: messagePurchases.messageId, priceCents: messagePurchases.priceCents })
    .from(messagePurchases)
    .innerJoin(
      messages,
      and(eq(messages.id, messagePurchases.messageId), eq(messages.senderId, messagePurchases.buyerId)),
    )
    .where(and(inArray(messagePurchases.messageId, messageIds), isNull(messagePurchases.refundedAt)));
  return new Map(rows.map((r) => [r.messageId, r.priceCents]));
}

/** The ids of everyone the user has a conversation with, for presence. */
export async function partnersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversationMembers.otherId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), isNotNull(conversationMembers.activityAt)));
  return rows.map((r) => r.id);
}

/** Each message's media ids, in order. */
export async function mediaIdsOfMessages(db: Db, messageIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .select({ messageId: messageMedia.messageId, mediaId: messageMedia.mediaId })
    .from(messageMedia)
    .where(inArray(messageMedia.messageId, messageIds))
    .orderBy(messageMedia.messageId, messageMedia.position);
  for (const r of rows) out.set(r.messageId, [...(out.get(r.messageId) ?? []), r.mediaId]);
  return out;
}

/** Which of these messages `buyerId` holds a live purchase of. */
export async function boughtMessages(db: Db, buyerId: string, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: messagePurchases.messageId })
    .from(messagePurchases)
    .where(
      and(
        eq(messagePurchases.buyerId, buyerId),
        inArray(messagePurchases.messageId, messageIds),
        isNull(messagePurchases.refundedAt),
      ),
    );
  return new Set(rows.map((r) => r.messageId));
}

/** Records a purchase; answers nothing when the buyer already holds one (the live unique index). */
export async function insertMessagePurchase(tx: Tx, row: typeof messagePurchases.$inferInsert) {
  const [inserted] = await tx.insert(messagePurchases).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The message purchases behind these ledger entries (payment history). */
export async function messagePurchasesByEntries(db: Db, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db.select().from(messagePurchases).where(inArray(messagePurchases.entryId, entryIds));
}

/** A refunded or reversed purchase: its buyer sees the message locked again. */
export async function revokeMessagePurchase(tx: Tx, entryId: string, now = new Date()): Promise<void> {
  await tx.update(messagePurchases).set({ refundedAt: now }).where(eq(messagePurchases.entryId, entryId));
}

/**
 * Whether `viewerId` may open a variant of `mediaId` through message `messageId`: a member of its
 * conversation, the message not unsent, the media on it; the full picture also needs the message
 * free, sent by the viewer, or bought. One indexed statement, for delivery.
 */
export async function mayOpenMessageMedia(
  db: Db,
  args: { viewerId: string; messageId: string; mediaId: string; full: boolean },
): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok
      from ${messages} msg
      join ${messageMedia} mm on mm.message_id = msg.id and mm.media_id = ${args.mediaId}
      join ${conversationMembers} cm on cm.conversation_id = msg.conversation_id and cm.user_id = ${args.viewerId}
      where msg.id = ${args.messageId} and msg.deleted_at is null
        and (${!args.full} or msg.price_cents is null or msg.sender_id = ${args.viewerId}
          or exists (select 1 from ${messagePurchases} mp
            where mp.message_id = msg.id and mp.buyer_id = ${args.viewerId} and mp.refunded_at is null))
      limit 1`,
  );
  return Boolean(row?.ok);
}

/**
 * The gallery: the conversation's messages with media, newest first, `limit` messages a page (a
 * message's items stay on one page); keyset on (created at, message id).
 */
export async function galleryPage(db: Db, conversationId: string, cursor: TimeCursor | null, limit: number) {
  const after = cursor
    ? or(lt(messages.createdAt, cursor.at), and(eq(messages.createdAt, cursor.at), lt(messages.id, cursor.id)))
    : undefined;
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isNull(messages.deletedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(messageMedia)
            .where(eq(messageMedia.messageId, messages.id)),
        ),
        after,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** AI replies `userId` received since `since` (from the bot and from assistants), for the daily allowance. */
export async function aiRepliesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
    )
    .where(and(eq(messages.ai, true), sql`${messages.senderId} <> ${userId}`, gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

export type StoredSend = { row: MessageRow; recipientUnread: number; events: StoredRow[] };

export type SendRow = NewMessage & {
  id: string;
  mediaIds: string[];
  recipientId: string;
  now: Date;
  outbox: string;
  /** The socket the send came from (it is answered with `sent`): the sender's echo skips it. */
  origin?: RealtimeSink | undefined;
};

/**
 * A send in one statement (one round trip, one implicit transaction): the conversation's next
 * number (its row lock orders the sends), the message and its media, both members moved (the
 * sender has read everything, the recipient one more unread), the recipient's new total unread,
 * and the outbox's events (record_events). Nothing, when the sender already stored this clientId;
 * a concurrent duplicate fails on messages_client_key instead.
 * The same statement as a batch's (storeSendsAtOnce), for one send.
 */
export async function storeSend(db: Db, m: SendRow): Promise<StoredSend | undefined> {
  const [stored] = await storeSendsAtOnce(db, [m]);
  return stored;
}

/** What the send statement answers per message. */
type StoredAnswer = {
  id: string;
  seq: string | number;
  created_at: string | Date;
  recipient_unread: string | number;
  events: StoredRow[] | string;
};

function storedOf(m: SendRow, row: StoredAnswer): StoredSend {
  const events = typeof row.events === 'string' ? (JSON.parse(row.events) as StoredRow[]) : row.events;
  return {
    row: {
      id: row.id,
      conversationId: m.conversationId,
      seq: Number(row.seq),
      senderId: m.senderId,
      kind: m.kind,
      body: m.body,
      ai: m.ai ?? false,
      tipCents: m.tipCents ?? null,
      priceCents: m.priceCents ?? null,
      massMessageId: null,
      clientId: m.clientId ?? null,
      createdAt: new Date(row.created_at),
      editedAt: null,
      deletedAt: null,
    },
    recipientUnread: Number(row.recipient_unread),
    events,
  };
}

/** Locks these conversations' rows in id order (a batch's sends then take them in any order). */
export async function lockConversations(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`select id from ${conversations} where id = any(${pgArray([...new Set(ids)])}::uuid[]) order by id for update`,
  );
}

/**
 * Sends to as many conversations, each at most once, in one statement (the group commit of
 * send-message.ts: one round trip for a whole batch, not one per send): what storeSend does for
 * each, the conversations locked in id order first, so two batches never wait for each other in a
 * circle. A recipient written to in several of these conversations gets their total after all of
 * them (it is what they have once this commits). Answers in the order given; undefined for a
 * clientId the sender had stored already.
 *
 * The conversations (`= any(array(…))`) and the earlier message with a clientId (a lateral lookup
 * with `limit 1`) are found through their indexes whatever the planner guesses of the input's size:
 * with `in (…)` and `not exists` it scanned every conversation and hashed every message of the
 * table, a cost that grew with the table (36 ms a statement at 19,000 messages; docs/chat.md).
 */
export async function storeSendsAtOnce(db: Db, sends: readonly SendRow[]): Promise<(StoredSend | undefined)[]> {
  if (new Set(sends.map((m) => m.conversationId)).size !== sends.length)
    throw new Error('storeSendsAtOnce: one send per conversation');
  const input = JSON.stringify(
    sends.map((m, i) => ({
      i,
      id: m.id,
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      recipient_id: m.recipientId,
      kind: m.kind,
      body: m.body,
      ai: m.ai ?? false,
      tip_cents: m.tipCents?.toString() ?? null,
      price_cents: m.priceCents?.toString() ?? null,
      client_id: m.clientId ?? null,
      now: m.now.toISOString(),
      media_ids: m.mediaIds,
      outbox: JSON.parse(m.outbox) as unknown,
    })),
  );
  const rows = await queryRows<StoredAnswer & { i: number }>(
    db,
    sql`with input as materialized (
        select * from jsonb_to_recordset(${input}::jsonb) as s(i int, id uuid, conversation_id uuid,
          sender_id uuid, recipient_id uuid, kind text, body text, ai boolean, tip_cents bigint,
          price_cents bigint, client_id text, now timestamptz, media_ids uuid[], outbox jsonb)
      ),
      locked as materialized (
        select c.id from ${conversations} c where c.id = any(array(select conversation_id from input))
        order by c.id for update
      ),
      numbered as (
        update ${conversations} c set last_seq = c.last_seq + 1, last_message_at = s.now
        from input s
          left join lateral (select true as taken from ${messages} x
            where x.conversation_id = s.conversation_id and x.sender_id = s.sender_id and x.client_id = s.client_id
            limit 1) stored_before on true
        where c.id = s.conversation_id and c.id = any(array(select id from locked)) and stored_before.taken is null
        returning c.id as conversation_id, c.last_seq
      ),
      stored as (
        insert into ${messages} (id, conversation_id, seq, sender_id, kind, body, ai, tip_cents, price_cents, client_id, created_at)
        select s.id, s.conversation_id, n.last_seq, s.sender_id, s.kind, s.body, s.ai, s.tip_cents, s.price_cents,
          s.client_id, s.now
        from input s join numbered n on n.conversation_id = s.conversation_id
        returning id, conversation_id, seq, created_at
      ),
      attached as (
        insert into ${messageMedia} (message_id, media_id, position)
        select st.id, item.media_id, (item.position - 1)::int
        from stored st join input s on s.id = st.id
          cross join unnest(s.media_ids) with ordinality as item(media_id, position)
      ),
      moved as (
        update ${conversationMembers} cm set activity_at = s.now,
          last_read_seq = case when cm.user_id = s.sender_id then greatest(cm.last_read_seq, st.seq)
            else cm.last_read_seq end,
          unread_count = case when cm.user_id = s.sender_id then 0 else cm.unread_count + 1 end
        from stored st join input s on s.id = st.id
        where cm.conversation_id = s.conversation_id and cm.user_id = any(array[s.sender_id, s.recipient_id])
        returning cm.conversation_id, cm.user_id, cm.unread_count
      ),
      recorded as materialized (
        select st.id, record_events(s.outbox) as rows from stored st join input s on s.id = st.id
      )
    select s.i, st.id, st.seq, st.created_at,
      (select coalesce(sum(m.unread_count), 0) from moved m where m.user_id = s.recipient_id)
        + (select coalesce(sum(o.unread_count), 0) from ${conversationMembers} o
           where o.user_id = s.recipient_id and o.unread_count > 0
             and o.conversation_id not in (select m.conversation_id from moved m where m.user_id = s.recipient_id))
        as recipient_unread,
      r.rows as events
    from stored st join input s on s.id = st.id join recorded r on r.id = st.id`,
  );
  const answers: (StoredSend | undefined)[] = sends.map(() => undefined);
  for (const row of rows) answers[row.i] = storedOf(sends[row.i]!, row);
  return answers;
}

/** A stored message by its sender's clientId (a resend, or the loser of a concurrent duplicate). */
export async function findByClientId(db: Db, conversationId: string, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    );
  return row;
}

/**
 * A message as moderation sees it (docs/moderation.md): `viewerId` given, only when that user is
 * in its conversation (a report comes from someone who could read it).
 */
export async function messagesForModeration(db: Db, ids: string[], viewerId?: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      body: messages.body,
      deletedAt: messages.deletedAt,
    })
    .from(messages)
    .where(
      and(
        inArray(messages.id, ids),
        viewerId === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(conversationMembers)
                .where(
                  and(
                    eq(conversationMembers.conversationId, messages.conversationId),
                    eq(conversationMembers.userId, viewerId),
                  ),
                ),
            ),
      ),
    );
}
