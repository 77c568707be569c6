/** The geo_blocks table. Other modules ask through these functions and compose geoBlockersOf. */
import { and, asc, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { geoBlocks } from '../../db/schema/index.ts';
import { userIdAtAddressSql } from '../users/users-repo.ts';
import type { ViewerPlace } from './viewer-place.ts';

type Db = Database | Tx;

/** A place as SQL values or placeholders (a prepared statement's), for geoBlockersOf. */
export type PlaceSql = {
  ip: string | null | SQLWrapper;
  country: string | null | SQLWrapper;
  viewerId: string | null | SQLWrapper;
};

/** Blocked from the place: its country is listed, or a listed range holds its address. */
const matches = (place: PlaceSql) =>
  sql`(${geoBlocks.country} = ${place.country} or ${geoBlocks.network} >>= ${place.ip}::inet)`;
/** A creator never hides from themself. */
const notTheViewer = (viewerId: PlaceSql['viewerId']) => sql`${geoBlocks.creatorId} is distinct from ${viewerId}::uuid`;

/**
 * The creators hiding from this place (never the viewer themself), as a subquery for
 * `not in (...)` filters. A place with neither address nor country matches nobody.
 */
export const geoBlockersOf = (db: Db, place: PlaceSql) =>
  db
    .select({ id: geoBlocks.creatorId })
    .from(geoBlocks)
    .where(and(matches(place), notTheViewer(place.viewerId)));

/**
 * Whether the creator (by id, or by address: a creator page read from the profile cache knows no
 * id) hides from the place: never from themself, nor from a place with no address.
 */
export async function isGeoBlockedFrom(
  db: Db,
  creator: { id: string } | { address: string },
  place: ViewerPlace,
): Promise<boolean> {
  if (!place.ip && !place.country) return false;
  const creatorId = 'id' in creator ? creator.id : userIdAtAddressSql(creator.address);
  const [row] = await db
    .select({ id: geoBlocks.id })
    .from(geoBlocks)
    .where(and(sql`${geoBlocks.creatorId} = ${creatorId}`, matches(place), notTheViewer(place.viewerId)))
    .limit(1);
  return Boolean(row);
}

/** Which of `creatorIds` hide from the place (one statement). */
export async function geoBlockersAmong(
  db: Db,
  creatorIds: readonly string[],
  place: ViewerPlace,
): Promise<Set<string>> {
  if (creatorIds.length === 0 || (!place.ip && !place.country)) return new Set();
  const rows = await db
    .selectDistinct({ id: geoBlocks.creatorId })
    .from(geoBlocks)
    .where(and(inArray(geoBlocks.creatorId, [...creatorIds]), matches(place), notTheViewer(place.viewerId)));
  return new Set(rows.map((r) => r.id));
}

/** Every creator with at least one block. */
export async function creatorsWithBlocks(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ id: geoBlocks.creatorId }).from(geoBlocks);
  return rows.map((r) => r.id);
}

/** A creator's blocked countries and ranges, each sorted. */
export async function geoBlocksOf(db: Db, creatorId: string): Promise<{ countries: string[]; networks: string[] }> {
  const [countries, networks] = await Promise.all([
    db
      .select({ country: geoBlocks.country })
      .from(geoBlocks)
      .where(and(eq(geoBlocks.creatorId, creatorId), isNotNull(geoBlocks.country)))
      .orderBy(asc(geoBlocks.country)),
    db
      .select({ network: geoBlocks.network })
      .from(geoBlocks)
      .where(and(eq(geoBlocks.creatorId, creatorId), isNotNull(geoBlocks.network)))
      .orderBy(asc(geoBlocks.network)),
  ]);
  return { countries: countries.map((r) => r.country!), networks: networks.map((r) => r.network!) };
}

/** Replaces the creator's countries (kind `country`) or ranges (kind `network`) with these. */
export async function replaceGeoBlocks(
  tx: Tx,
  creatorId: string,
  kind: 'country' | 'network',
  values: readonly string[],
): Promise<void> {
  const column = kind === 'country' ? geoBlocks.country : geoBlocks.network;
  await tx.delete(geoBlocks).where(and(eq(geoBlocks.creatorId, creatorId), isNotNull(column)));
  if (values.length === 0) return;
  await tx.insert(geoBlocks).values(values.map((value) => ({ creatorId, [kind]: value })));
}
