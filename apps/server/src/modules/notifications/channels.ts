/**
 * The channels outside the app (docs/notifications.md, "Channels"): web push and Telegram through
 * the senders in deps.notificationChannels, e-mail through the mailer. They run in the jobs, never
 * in a request; a failing channel is logged and changes nothing else (the list row stays).
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { Locale } from '@fanlane/contracts/locales';
import type { TNotificationChannel } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import { notificationMail } from '../../integrations/mail/templates.ts';
import { mailBrand } from '../auth/mail-brand.ts';
import { appPathOf, unsubscribeItemOf, type Notice } from './notice.ts';
import { amountText, excerptFor, noticeWords } from './notice-words.ts';
import { takeTurn } from './throttles-repo.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** Who a notification goes to, as the channels need them. */
export type Recipient = { id: string; email: string | null; locale: Locale; isCreator: boolean };

/** New-message e-mails: at most one per conversation in this window (the push says the rest). */
export const MESSAGE_MAIL_EVERY_MS = 3_600_000;
/** Channel sends of a fan-out batch in flight at once. */
const SENDS_IN_FLIGHT = 16;

type Delivery = { recipient: Recipient; channels: ReadonlySet<TNotificationChannel> };

async function guarded(deps: AppDeps, channel: TNotificationChannel, notice: Notice, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    deps.log.warn({ err, channel, userId: notice.userId, kind: notice.kind }, 'notification channel failed');
  }
}

export const unsubscribeUrlOf = (deps: AppDeps, notice: Notice) =>
  `${deps.config.publicUrl}${PATHS.emailUnsubscribe}?token=${signUnsubscribe(deps, notice.userId, unsubscribeItemOf(notice))}`;

async function sendMail(
  deps: AppDeps,
  recipient: Recipient & { email: string },
  notice: Notice,
  actorName: string | null,
) {
  if (notice.kind === 'message.new' && notice.target.type === 'conversation') {
    const topic = `message-mail:${notice.target.privateChatId}`;
    if (!(await takeTurn(deps.db, recipient.id, topic, MESSAGE_MAIL_EVERY_MS))) return;
  }
  const amount = notice.amountCents === null ? null : amountText(recipient.locale, notice.amountCents);
  await deps.mailer.send(
    notificationMail(mailBrand(deps), recipient.locale, {
      to: recipient.email,
      kind: notice.kind,
      actorName,
      amount,
      text: excerptFor(notice.kind, notice.text),
      url: appPathOf(notice),
      unsubscribeUrl: unsubscribeUrlOf(deps, notice),
    }),
  );
}

/** Sends one notification on the recipient's channels other than the list; resolves when all are done. */
export async function sendOnChannels(deps: AppDeps, notice: Notice, delivery: Delivery, actorName: string | null) {
  const { recipient, channels } = delivery;
  const { push, telegram } = deps.notificationChannels;
  const url = appPathOf(notice);
  const tag = notice.kind === 'message.new' ? url : notice.dedupeKey;
  const words = () => noticeWords(recipient.locale, deps.config.brandName, { ...notice, actorName });
  const sends: Promise<void>[] = [];
  if (channels.has('push') && push) {
    sends.push(guarded(deps, 'push', notice, () => push(recipient.id, { ...words(), url, tag })));
  }
  if (channels.has('telegram') && telegram) {
    sends.push(guarded(deps, 'telegram', notice, () => telegram(recipient.id, words().body, url)));
  }
  const email = recipient.email;
  if (channels.has('email') && email) {
    sends.push(guarded(deps, 'email', notice, () => sendMail(deps, { ...recipient, email }, notice, actorName)));
  }
  await Promise.all(sends);
}

/**
 * The deliveries less the channels a recipient cannot be reached on (no browser bound, no bot
 * linked), asked once for the whole batch instead of once a recipient by each send.
 */
async function reachableOnly(deps: AppDeps, deliveries: readonly Delivery[]): Promise<Delivery[]> {
  const { pushReachable, telegramReachable } = deps.notificationChannels;
  const usersOn = (channel: TNotificationChannel) =>
    deliveries.filter((d) => d.channels.has(channel)).map((d) => d.recipient.id);
  const [push, telegram] = await Promise.all([
    pushReachable?.(usersOn('push')),
    telegramReachable?.(usersOn('telegram')),
  ]);
  return deliveries.flatMap((delivery) => {
    const channels = new Set(delivery.channels);
    if (push && !push.has(delivery.recipient.id)) channels.delete('push');
    if (telegram && !telegram.has(delivery.recipient.id)) channels.delete('telegram');
    return channels.size > 0 ? [{ ...delivery, channels }] : [];
  });
}

/** A fan-out batch's sends, SENDS_IN_FLIGHT at a time, to those each channel can reach. */
export async function sendToMany(
  deps: AppDeps,
  notice: Omit<Notice, 'userId'>,
  batch: readonly Delivery[],
  actorName: string | null,
) {
  const deliveries = await reachableOnly(deps, batch);
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++]!;
      await sendOnChannels(deps, { ...notice, userId: delivery.recipient.id }, delivery, actorName);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_IN_FLIGHT, deliveries.length) }, worker));
}

/**
 * The channels besides the list that can carry something here: push and Telegram only when their
 * sender is wired (web push set up, a bot configured). Empty: no contact needs reading.
 */
export function outsideChannels(deps: AppDeps, channels: ReadonlySet<TNotificationChannel>): Set<TNotificationChannel> {
  const { push, telegram } = deps.notificationChannels;
  const usable = new Set<TNotificationChannel>();
  if (channels.has('push') && push) usable.add('push');
  if (channels.has('telegram') && telegram) usable.add('telegram');
  if (channels.has('email')) usable.add('email');
  return usable;
}
