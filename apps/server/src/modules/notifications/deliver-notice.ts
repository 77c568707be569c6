/**
 * One notification to one user: the list row when their choices keep it in the app (once: a repeat
 * writes and sends nothing), live to their sockets, then their other channels. A new message is
 * never a row, and goes out only while its recipient has no socket open (they see it in the chat).
 */
import type { AppDeps } from '../../deps.ts';
import { isBlockedBy } from '../blocks/blocks-repo.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { contactsByIds } from '../users/users-repo.ts';
import { outsideChannels, sendOnChannels, type Recipient } from './channels.ts';
import { publishLive } from './live.ts';
import type { Notice } from './notice.ts';
import { insertNotification } from './notifications-repo.ts';
import { channelsFor } from './preferences.ts';
import { choicesOf } from './preferences-repo.ts';

export async function recipientsByIds(deps: AppDeps, ids: readonly string[]): Promise<Map<string, Recipient>> {
  const rows = await contactsByIds(deps.db, ids);
  return new Map(
    rows.map((r) => [r.id, { id: r.id, email: r.email, locale: r.locale, isCreator: r.creatorDomain !== null }]),
  );
}

export async function actorNameOf(deps: AppDeps, actorId: string | null): Promise<string | null> {
  if (!actorId) return null;
  return (await authorsByIds(deps, [actorId])).get(actorId)?.displayName ?? null;
}

async function isOnline(deps: AppDeps, userId: string): Promise<boolean> {
  return (await deps.realtime.presence([userId])).get(userId)?.online ?? false;
}

export async function deliverNotice(deps: AppDeps, notice: Notice): Promise<void> {
  if (notice.actorId === notice.userId) return;
  const recipient = (await recipientsByIds(deps, [notice.userId])).get(notice.userId);
  if (!recipient) return;
  if (await isBlockedBy(deps.db, notice.userId, notice.actorId)) return;
  const channels = channelsFor(notice.kind, await choicesOf(deps.db, notice.userId), recipient.isCreator);
  if (notice.kind === 'message.new' && (await isOnline(deps, notice.userId))) return;
  if (channels.has('inApp')) {
    const row = await insertNotification(deps.db, notice.userId, notice, notice.at);
    if (!row) return;
    await publishLive(deps, [row]);
  }
  const outside = outsideChannels(deps, channels);
  if (outside.size === 0) return;
  await sendOnChannels(deps, notice, { recipient, channels: outside }, await actorNameOf(deps, notice.actorId));
}
