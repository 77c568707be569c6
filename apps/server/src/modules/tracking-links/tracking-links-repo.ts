/**
 * The tracking-link tables: links, clicks, touches (a signed-in fan arriving through a link),
 * sign-ups and conversions. Only this module's files query them.
 */
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import {
  trackingLinkClicks,
  trackingLinkConversions,
  trackingLinkSignUps,
  trackingLinks,
  trackingLinkTouches,
  type TrackingLinkRow,
} from '../../db/schema/index.ts';

type Db = Database | Tx;

/** A UTC calendar day, `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function linksOf(db: Db, creatorId: string): Promise<TrackingLinkRow[]> {
  return db
    .select()
    .from(trackingLinks)
    .where(eq(trackingLinks.creatorId, creatorId))
    .orderBy(sql`${trackingLinks.archivedAt} is not null`, desc(trackingLinks.createdAt), desc(trackingLinks.id));
}

/** The creator's own link (another creator's id finds nothing). */
export async function findOwnLink(db: Db, creatorId: string, id: string): Promise<TrackingLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(trackingLinks)
    .where(and(eq(trackingLinks.id, id), eq(trackingLinks.creatorId, creatorId)))
    .limit(1);
  return row;
}

/** A live link by its code (codes are compared exactly). */
export async function findLiveLinkByCode(db: Db, code: string): Promise<TrackingLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(trackingLinks)
    .where(and(eq(trackingLinks.code, code), isNull(trackingLinks.archivedAt)))
    .limit(1);
  return row;
}

/** Serialises the creator's link writes (the limit counts live links): their users row is not ours, so an advisory lock. */
export async function lockCreatorLinks(tx: Tx, creatorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tracking-links:${creatorId}`}, 0))`);
}

export async function countLiveLinks(db: Db, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trackingLinks)
    .where(and(eq(trackingLinks.creatorId, creatorId), isNull(trackingLinks.archivedAt)));
  return row?.n ?? 0;
}

export async function insertLink(
  tx: Tx,
  fields: { creatorId: string; name: string; code: string },
): Promise<TrackingLinkRow> {
  const [row] = await tx.insert(trackingLinks).values(fields).returning();
  return row!;
}

export async function updateLink(
  tx: Tx,
  id: string,
  fields: Partial<Pick<TrackingLinkRow, 'name' | 'archivedAt'>>,
): Promise<TrackingLinkRow> {
  const [row] = await tx.update(trackingLinks).set(fields).where(eq(trackingLinks.id, id)).returning();
  return row!;
}

/** One click per visitor per day: answers whether this one was new. */
export async function insertClick(db: Db, linkId: string, visitorKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(trackingLinkClicks)
    .values({ linkId, visitorKey, day: dayOf(at), at })
    .onConflictDoNothing()
    .returning({ id: trackingLinkClicks.id });
  return rows.length > 0;
}

export async function insertTouch(
  db: Db,
  fields: { fanId: string; creatorId: string; linkId: string; at: Date },
): Promise<void> {
  await db
    .insert(trackingLinkTouches)
    .values({ ...fields, day: dayOf(fields.at) })
    .onConflictDoNothing();
}

/** Counts the account's sign-up for the link, once per account ever. */
export async function insertSignUp(db: Db, linkId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(trackingLinkSignUps)
    .values({ linkId, userId, at })
    .onConflictDoNothing()
    .returning({ id: trackingLinkSignUps.id });
  return rows.length > 0;
}

/**
 * The first link the fan arrived through for this creator in [at - days, at]: first touch. Links
 * archived since still hold their fans.
 */
export async function firstTouchLink(
  db: Db,
  fanId: string,
  creatorId: string,
  at: Date,
  days: number,
): Promise<string | undefined> {
  const from = new Date(at.getTime() - days * 86_400_000);
  const [row] = await db
    .select({ linkId: trackingLinkTouches.linkId })
    .from(trackingLinkTouches)
    .where(
      and(
        eq(trackingLinkTouches.fanId, fanId),
        eq(trackingLinkTouches.creatorId, creatorId),
        gte(trackingLinkTouches.at, from),
        lte(trackingLinkTouches.at, at),
      ),
    )
    .orderBy(asc(trackingLinkTouches.at), asc(trackingLinkTouches.id))
    .limit(1);
  return row?.linkId;
}

export async function insertConversion(
  db: Db,
  fields: { eventId: string; linkId: string; fanId: string; kind: string; amountCents: bigint; at: Date },
): Promise<void> {
  await db.insert(trackingLinkConversions).values(fields).onConflictDoNothing();
}

export type LinkFigures = {
  clicks: number;
  signUps: number;
  follows: number;
  subscribers: number;
  revenueCents: bigint;
};

/** Each of the creator's links' figures since `since` (null: all time), in three statements run together. */
export async function figuresOfLinks(db: Db, creatorId: string, since: Date | null): Promise<Map<string, LinkFigures>> {
  const ownLinks = sql`(select ${trackingLinks.id} from ${trackingLinks} where ${trackingLinks.creatorId} = ${creatorId})`;
  const after = (column: AnyPgColumn) => (since ? gte(column, since) : sql`true`);
  const [clicks, signUps, conversions] = await Promise.all([
    db
      .select({ linkId: trackingLinkClicks.linkId, n: sql<number>`count(*)::int` })
      .from(trackingLinkClicks)
      .where(and(sql`${trackingLinkClicks.linkId} in ${ownLinks}`, after(trackingLinkClicks.at)))
      .groupBy(trackingLinkClicks.linkId),
    db
      .select({ linkId: trackingLinkSignUps.linkId, n: sql<number>`count(*)::int` })
      .from(trackingLinkSignUps)
      .where(and(sql`${trackingLinkSignUps.linkId} in ${ownLinks}`, after(trackingLinkSignUps.at)))
      .groupBy(trackingLinkSignUps.linkId),
    db
      .select({
        linkId: trackingLinkConversions.linkId,
        // A fan who followed twice counts once; an erased fan's rows still count, each as one.
        follows: sql<number>`count(distinct coalesce(${trackingLinkConversions.fanId}::text, ${trackingLinkConversions.id}::text)) filter (where ${trackingLinkConversions.kind} = 'follow')::int`,
        subscribers: sql<number>`count(distinct coalesce(${trackingLinkConversions.fanId}::text, ${trackingLinkConversions.id}::text)) filter (where ${trackingLinkConversions.kind} = 'subscribe')::int`,
        revenue: sql<string>`coalesce(sum(${trackingLinkConversions.amountCents}), 0)::text`,
      })
      .from(trackingLinkConversions)
      .where(and(sql`${trackingLinkConversions.linkId} in ${ownLinks}`, after(trackingLinkConversions.at)))
      .groupBy(trackingLinkConversions.linkId),
  ]);
  const out = new Map<string, LinkFigures>();
  const of = (linkId: string) => {
    let f = out.get(linkId);
    if (!f) out.set(linkId, (f = { clicks: 0, signUps: 0, follows: 0, subscribers: 0, revenueCents: 0n }));
    return f;
  };
  for (const r of clicks) of(r.linkId).clicks = r.n;
  for (const r of signUps) of(r.linkId).signUps = r.n;
  for (const r of conversions) {
    const f = of(r.linkId);
    f.follows = r.follows;
    f.subscribers = r.subscribers;
    f.revenueCents = BigInt(r.revenue);
  }
  return out;
}

/** Clicks per link per UTC day since `since`. */
export async function dailyClicksOfLinks(
  db: Db,
  creatorId: string,
  since: Date,
): Promise<{ linkId: string; day: string; clicks: number }[]> {
  return db
    .select({
      linkId: trackingLinkClicks.linkId,
      day: trackingLinkClicks.day,
      clicks: sql<number>`count(*)::int`,
    })
    .from(trackingLinkClicks)
    .innerJoin(trackingLinks, eq(trackingLinks.id, trackingLinkClicks.linkId))
    .where(and(eq(trackingLinks.creatorId, creatorId), gte(trackingLinkClicks.at, since)))
    .groupBy(trackingLinkClicks.linkId, trackingLinkClicks.day)
    .orderBy(asc(trackingLinkClicks.day));
}

/** An erased account: its arrivals go; what it did stays counted, no longer pointing at it. */
export async function eraseTrackingLinkDataOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(trackingLinkTouches).where(eq(trackingLinkTouches.fanId, userId));
  await tx.update(trackingLinkSignUps).set({ userId: null }).where(eq(trackingLinkSignUps.userId, userId));
  await tx.update(trackingLinkConversions).set({ fanId: null }).where(eq(trackingLinkConversions.fanId, userId));
  // The creator's own links (with their figures) go with their page.
  await tx.delete(trackingLinks).where(eq(trackingLinks.creatorId, userId));
}
