/** The users table: lookups and creation. Other modules go through these functions. */
import { and, eq, getTableColumns, inArray, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { pgArray, type Database, type Tx } from '../../db/client.ts';
import { addressIndexSeq, users, type UserRow } from '../../db/schema/index.ts';
import type { AddressDeriver } from '../../lib/hd-addresses.ts';
import { randomUUID } from 'node:crypto';
import type { TUserInfo } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import { friendlyName, shownName } from '@fanlane/contracts/names';

type Db = Database | Tx;

/** Locks the user's row: what orders one user's concurrent changes elsewhere (a block and a follow, card changes). */
export async function lockUser(tx: Tx, id: string, mode: 'no key update' | 'share'): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for(mode);
}

const allUserColumns = getTableColumns(users);

/** Some of the users columns, to select beside another table's row through `joinUser`. */
export function userColumns<K extends keyof typeof allUserColumns>(...names: K[]): Pick<typeof allUserColumns, K> {
  return Object.fromEntries(names.map((name) => [name, allUserColumns[name]])) as Pick<typeof allUserColumns, K>;
}

/** What a list of people shows of each (address, name, avatar). */
export const userCardColumns = userColumns('id', 'address', 'displayName', 'avatarUrl');

/** The inner join arguments that bring in the user `userId` names: `.innerJoin(...joinUser(col))`. */
export const joinUser = (userId: SQLWrapper) => [users, eq(users.id, userId)] as const;

/**
 * For a raw statement: the author card of the user `userId` names, as a lateral row with the
 * columns id, address, creator_domain, display_name, avatar_url (`join ${authorCardRow(x)} u on true`).
 */
export const authorCardRow = (userId: SQLWrapper) =>
  sql`lateral (select ${users.id} as id, ${users.address} as address, ${users.creatorDomain} as creator_domain,
    ${users.displayName} as display_name, ${users.avatarUrl} as avatar_url from ${users} where ${users.id} = ${userId})`;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The owners of these EVM addresses (lower-case), by address: who a deposit to each belongs to. */
export async function userIdsByAddresses(db: Db, addresses: string[]): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, address: sql<string>`lower(${users.address})` })
    .from(users)
    .where(inArray(sql`lower(${users.address})`, addresses));
  return new Map(rows.map((r) => [r.address, r.id]));
}

/** These users' addresses, lower-case. */
export async function addressesOfUsers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ address: sql<string>`lower(${users.address})` })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => r.address);
}

/** What a chat needs of its viewers: address and how they see locked pictures. */
export function chatViewersByIds(db: Db, ids: string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, address: users.address, imageDisplayRatio: users.imageDisplayRatio })
        .from(users)
        .where(inArray(users.id, ids));
}

/** Where and in which language to write to these users, and whether they are creators (notifications). */
export function contactsByIds(db: Db, ids: readonly string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, locale: users.locale, creatorDomain: users.creatorDomain })
        .from(users)
        .where(sql`${users.id} = any(${pgArray(ids)}::uuid[])`);
}

/** Every user's id, as a subquery (`id`): a system announcement's audience. */
export const userIdsSql = () => sql`select ${users.id} as id from ${users}`;

/** Who asked, as the admins' queue shows it. */
export function usersForReview(db: Db, ids: string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, address: users.address, kycStatus: users.kycStatus })
        .from(users)
        .where(inArray(users.id, ids));
}

/** An admin's decision on a user's identity verification; false when there is no such user. */
export async function setKycStatus(db: Db, userId: string, kycStatus: UserRow['kycStatus']): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ kycStatus, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** A user's status (active, restricted, …); undefined when there is no such user. */
export async function findUserStatus(db: Db, id: string): Promise<UserRow['status'] | undefined> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, id));
  return row?.status;
}

/** The id of the user at `address` (any case), a scalar subquery for a query that composes it (users_address_key). */
export const userIdAtAddressSql = (address: string) =>
  sql`(select ${users.id} from ${users} where lower(${users.address}) = ${address.toLowerCase()})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

// Public profile lookups are the hottest read; their SQL is built once per database, not per call.
const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookups>>();

function prepareLookups(db: Database) {
  const byColumn = (column: typeof users.address | typeof users.creatorDomain, name: string) =>
    db
      .select()
      .from(users)
      .where(sql`lower(${column}) = ${sql.placeholder('key')}`)
      .limit(1)
      .prepare(name);
  return {
    byAddress: byColumn(users.address, 'user_by_address'),
    byDomain: byColumn(users.creatorDomain, 'user_by_domain'),
  };
}

/** A 0x address (any case) or a creator domain (case-insensitive). */
export async function findUserByAddressOrDomain(db: Database, key: string): Promise<UserRow | undefined> {
  let lookups = preparedLookups.get(db);
  if (!lookups) preparedLookups.set(db, (lookups = prepareLookups(db)));
  const lower = key.toLowerCase();
  const query = /^0x[0-9a-f]{40}$/.test(lower) ? lookups.byAddress : lookups.byDomain;
  const [row] = await query.execute({ key: lower });
  return row;
}

/** The creator holding `domain`, compared case-insensitively. */
export async function findUserByCreatorDomain(db: Db, domain: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.creatorDomain}) = ${domain.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The public face of a user: name, bio, links, avatar, cover. */
export type ProfileFields = Partial<Pick<UserRow, 'displayName' | 'bio' | 'links' | 'avatarUrl' | 'coverUrl'>>;

export async function updateProfileFields(db: Db, userId: string, fields: ProfileFields): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Credentials: a new password hash and/or e-mail (the unique index refuses an e-mail someone has).
 * A new e-mail comes with when a mailed link proved it.
 */
export async function setCredentials(
  db: Db,
  userId: string,
  fields: { passwordHash?: string } | { passwordHash?: string; email: string; emailVerifiedAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Binds a proven number (E.164) to the account, replacing any other; the unique index refuses one someone has. */
export async function setPhone(db: Db, userId: string, phone: string): Promise<void> {
  await db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Binds an e-mail, proven by a mailed code, to an account made without one; false when it has one already. */
export async function bindFirstEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const now = new Date();
  const updated = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.email)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Stamps a sign-in, with the language it was made in when known; true for the user's very first one. */
export async function recordSignIn(db: Db, userId: string, at: Date, locale?: Locale): Promise<boolean> {
  const fields = { lastLoginAt: at, ...(locale && { locale }) };
  const first = await db
    .update(users)
    .set(fields)
    .where(and(eq(users.id, userId), isNull(users.lastLoginAt)))
    .returning({ id: users.id });
  if (first.length === 0) await db.update(users).set(fields).where(eq(users.id, userId));
  return first.length > 0;
}

/** Moves the user's language (what later mails are written in); false when it already was that one. */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)))
    .returning({ id: users.id });
  return moved.length > 0;
}

export type WatermarkFields = Pick<UserRow, 'watermarkEnabled' | 'watermarkText' | 'watermarkPosition'>;

export function setWatermark(db: Db, userId: string, fields: WatermarkFields): Promise<UserRow | undefined> {
  return setUserFields(db, userId, fields);
}

/** Writes some of a user's own settings; the row as it is after, or undefined when there is no such user. */
export async function setUserFields(
  db: Db,
  userId: string,
  fields: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Turns a user into a creator; the unique domain index refuses a domain someone else holds. */
export async function makeCreator(
  db: Db,
  userId: string,
  fields: { creatorDomain: string; displayName: string },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ creatorDomain: fields.creatorDomain, displayName: fields.displayName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('creator update found no user');
  return row;
}

export async function createUser(
  db: Db,
  addresses: AddressDeriver,
  fields: {
    email?: string | null;
    /** E.164, proven by a texted code (phone sign-in). */
    phone?: string | null;
    passwordHash?: string | null;
    displayName?: string | null;
    creatorDomain?: string | null;
    role?: UserRow['role'];
    locale?: Locale;
    /** The e-mail was proven by a mailed code on the way in (sign-up, code sign-in). */
    emailVerified?: boolean;
  },
): Promise<UserRow> {
  const [seq] = await db
    .select({ value: sql<string>`nextval(${sql.raw(`'${addressIndexSeq.seqName}'`)})` })
    .from(sql`(select 1) as one`);
  const addressIndex = Number(seq?.value);
  // The id is chosen here so a new account's generated name is the one its id gives everywhere.
  const id = randomUUID();
  const [row] = await db
    .insert(users)
    .values({
      id,
      address: addresses.deriveAddress(addressIndex),
      addressIndex,
      email: fields.email?.toLowerCase() ?? null,
      phone: fields.phone ?? null,
      passwordHash: fields.passwordHash ?? null,
      displayName: fields.displayName?.trim() || friendlyName(id),
      creatorDomain: fields.creatorDomain ?? null,
      role: fields.role ?? 'user',
      ...(fields.locale && { locale: fields.locale }),
      ...(fields.email && fields.emailVerified && { emailVerifiedAt: new Date() }),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export function toUserInfo(user: UserRow): TUserInfo {
  return {
    address: user.address,
    creatorDomain: user.creatorDomain,
    imageDisplayRatio: user.imageDisplayRatio,
    email: user.email,
    displayName: shownName(user),
    avatar: user.avatarUrl,
    role: user.role,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    sensitiveFilter: user.sensitiveFilter,
  };
}

/** What the staff's users console shows of an account (docs/moderation.md). */
const staffCardColumns = userColumns(
  'id',
  'address',
  'displayName',
  'creatorDomain',
  'email',
  'phone',
  'role',
  'status',
  'createdAt',
  'lastLoginAt',
);
export type StaffUserCard = { [K in keyof typeof staffCardColumns]: UserRow[K] };

/** These users as the staff console shows them. */
export async function staffCardsByIds(db: Db, ids: readonly string[]): Promise<Map<string, StaffUserCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(staffCardColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The staff's user search: a part of the e-mail, phone, creator domain, display name or address
 * (any case), newest accounts first, keyset on (created at, id). Deleted accounts are left out.
 */
export function searchUsers(
  db: Db,
  query: {
    text: string;
    status: 'any' | 'active' | 'restricted' | 'banned';
    cursor: { at: Date; id: string } | null;
    limit: number;
  },
) {
  const pattern = query.text === '' ? null : `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(staffCardColumns)
    .from(users)
    .where(
      and(
        ne(users.status, 'deleted'),
        query.status === 'any' ? undefined : eq(users.status, query.status),
        pattern === null
          ? undefined
          : sql`(${users.email} ilike ${pattern} or ${users.phone} ilike ${pattern} or ${users.creatorDomain} ilike ${pattern} or ${users.displayName} ilike ${pattern} or ${users.address} ilike ${pattern})`,
        query.cursor
          ? sql`(${users.createdAt}, ${users.id}) < (${query.cursor.at}, ${query.cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
    .limit(query.limit);
}

/** How many accounts hold the admin role, their rows locked (the last one cannot lose it). */
export async function countAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.status, 'deleted')))
    .for('update');
  return rows.length;
}

/** Locks and reads a users row for a staff decision on it. */
export async function lockUserRow(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}
