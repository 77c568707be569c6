/** How the chat words things: a board line's last message, its time, the other party's presence. */
import type { TFunction } from '#i18n';
import type { TChatMessage } from '@fanlane/contracts/chat';
import { formatDate, formatRelative } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import type { Presence } from './chat-live-store';
import { sameAddress } from './chat-types';

const DAY_MS = 86_400_000;

function previewBody(t: TFunction, message: TChatMessage): string {
  if (message.deletedAt) return t('chat.preview.unsent');
  if (message.kind === 'tip') return t('chat.preview.tip', { amount: formatUsdCents(message.tipCents ?? '0') });
  if (message.price !== null) return t('chat.preview.paid', { price: formatUsdCents(message.price) });
  const text = message.text.replace(/\s+/g, ' ').trim();
  const first = message.media[0];
  if (!first) return text;
  const video = first.kind === 'video';
  if (text) return t(video ? 'chat.preview.videoWith' : 'chat.preview.photoWith', { text });
  return t(video ? 'chat.preview.video' : 'chat.preview.photo');
}

/** The board's one line about a conversation's last message; the viewer's own start with "You:". */
export function messagePreview(t: TFunction, message: TChatMessage | null, me: string | null): string {
  if (!message) return t('chat.preview.none');
  const body = previewBody(t, message);
  return sameAddress(message.sender, me) && message.kind !== 'system' ? t('chat.preview.own', { text: body }) : body;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A board line's time: the time today, the weekday this week, the day this year, else the date. */
export function boardTime(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (sameDay(at, now)) return formatDate(iso, 'time') ?? '';
  if (now.getTime() - at.getTime() < 6 * DAY_MS && at < now) return formatDate(iso, 'weekday') ?? '';
  if (at.getFullYear() === now.getFullYear()) return formatDate(iso, 'dayMonth') ?? '';
  return formatDate(iso) ?? '';
}

/** The day heading above the first message of a day. */
export function dayHeading(t: TFunction, iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return t('chat.day.today');
  if (sameDay(at, new Date(now.getTime() - DAY_MS))) return t('chat.day.yesterday');
  return formatDate(iso) ?? '';
}

/** A calendar day's key, for "is this the first message of its day". */
export function dayKey(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
}

/** "Online", "Last seen 5 min. ago", or nothing when unknown. */
export function presenceLine(t: TFunction, presence: Presence | undefined): string | null {
  if (!presence) return null;
  if (presence.online) return t('chat.presence.online');
  if (presence.lastSeenAt) return t('chat.presence.lastSeen', { when: formatRelative(presence.lastSeenAt) });
  return null;
}
