/** The contact_messages table: what visitors sent, whether support was mailed, who closed it. */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TContactStatus } from '@fanlane/contracts/contact';
import type { Database, Tx } from '../../db/client.ts';
import { contactMessages, type ContactMessageRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { joinUser, userColumns } from '../users/users-repo.ts';

type Db = Database | Tx;

export type NewContactMessage = Pick<
  ContactMessageRow,
  'name' | 'email' | 'topic' | 'message' | 'locale' | 'userId' | 'ip' | 'userAgent'
>;

export async function insertContactMessage(tx: Tx, values: NewContactMessage): Promise<ContactMessageRow> {
  // A JS time (milliseconds), like every time a cursor compares.
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...values, createdAt: new Date() })
    .returning();
  if (!row) throw new Error('contact message insert returned nothing');
  return row;
}

const senderColumns = userColumns('address', 'displayName', 'creatorDomain');

/** Messages with their signed-in sender, if any (a left join: most visitors are not signed in). */
const withSender = (db: Db) =>
  db
    .select({ message: contactMessages, sender: senderColumns })
    .from(contactMessages)
    .leftJoin(...joinUser(contactMessages.userId));

export type ContactMessageWithSender = Awaited<ReturnType<ReturnType<typeof withSender>['execute']>>[number];

export async function findContactMessage(db: Db, id: string): Promise<ContactMessageWithSender | undefined> {
  const [row] = await withSender(db).where(eq(contactMessages.id, id));
  return row;
}

const STATUS_FILTER = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
} as const;

/** A page of the inbox, newest first; keyset on (created at, id). */
export function contactMessagesPage(db: Db, status: TContactStatus, cursor: TimeCursor | null, limit: number) {
  const m = contactMessages;
  return withSender(db)
    .where(
      and(
        STATUS_FILTER[status],
        cursor ? sql`(${m.createdAt}, ${m.id}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}

/** Closes (`adminId`) or reopens (null) a message; undefined when there is no such message. */
export async function setContactHandled(tx: Tx, id: string, adminId: string | null) {
  const [row] = await tx
    .update(contactMessages)
    .set(adminId ? { handledAt: new Date(), handledBy: adminId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row;
}

/** Marks the support mail sent; false when it already was (the job ran twice). */
export async function markContactMailed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ mailedAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailedAt)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
