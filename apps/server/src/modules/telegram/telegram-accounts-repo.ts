/** The telegram_accounts table: which account a Telegram user signs in to. */
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { telegramAccounts, type TelegramAccountRow } from '../../db/schema/index.ts';

type Db = Database | Tx;

/** Telegram's own profile fields, refreshed at every sign-in. */
export type TelegramProfileFields = Pick<
  TelegramAccountRow,
  'username' | 'firstName' | 'lastName' | 'photoUrl' | 'languageCode'
>;

export async function findTelegramAccount(db: Db, telegramUserId: number): Promise<TelegramAccountRow | undefined> {
  const [row] = await db.select().from(telegramAccounts).where(eq(telegramAccounts.telegramUserId, telegramUserId));
  return row;
}

export async function findTelegramAccountOfUser(db: Db, userId: string): Promise<TelegramAccountRow | undefined> {
  const [row] = await db.select().from(telegramAccounts).where(eq(telegramAccounts.userId, userId));
  return row;
}

export async function insertTelegramAccount(
  db: Db,
  fields: TelegramProfileFields & { telegramUserId: number; userId: string; locale: string | null },
): Promise<void> {
  await db.insert(telegramAccounts).values(fields);
}

export async function updateTelegramProfile(
  db: Db,
  telegramUserId: number,
  fields: TelegramProfileFields,
): Promise<void> {
  await db
    .update(telegramAccounts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(telegramAccounts.telegramUserId, telegramUserId));
}
