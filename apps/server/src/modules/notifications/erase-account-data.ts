/** An erased account's notifications and settings go (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationPreferences, notifications, notificationThrottles } from '../../db/schema/index.ts';

export async function eraseNotificationsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationThrottles).where(eq(notificationThrottles.userId, userId));
}
