/**
 * A notification in the recipient's language, for the channels outside the app (push, Telegram):
 * the same sentences as its e-mail (integrations/mail/strings), so each kind is written once.
 */
import { LOCALE_BCP47, type Locale } from '@fanlane/contracts/locales';
import type { TNotificationKind } from '@fanlane/contracts/notifications';
import { mailWords } from '../../integrations/mail/mail-strings.ts';

/** The kinds whose `text` is an excerpt worth quoting (a payout's is its status, said by the kind). */
const QUOTED: readonly TNotificationKind[] = [
  'comment.new',
  'post.new',
  'post.scheduled_published',
  'creator.rejected',
];

export type NoticeWords = { title: string; body: string };

export const amountText = (locale: Locale, cents: bigint) =>
  new Intl.NumberFormat(LOCALE_BCP47[locale] ?? 'en', { style: 'currency', currency: 'USD' }).format(
    Number(cents) / 100,
  );

/** The excerpt a channel shows: quoted for a comment or a post, as written for an announcement. */
export function excerptFor(kind: TNotificationKind, text: string | null): string | null {
  if (!text) return null;
  return kind === 'system.announcement' || QUOTED.includes(kind) ? text : null;
}

export function noticeWords(
  locale: Locale,
  brandName: string,
  notice: { kind: TNotificationKind; actorName: string | null; amountCents: bigint | null; text: string | null },
): NoticeWords {
  const w = mailWords(locale);
  const values = { actor: notice.actorName?.trim() || w.t('notification.someone'), brand: brandName };
  const excerpt = excerptFor(notice.kind, notice.text);
  const lines = [w.t(`${notice.kind}.body`, values)];
  if (excerpt)
    lines.push(notice.kind === 'system.announcement' ? excerpt : w.t('notification.quote', { text: excerpt }));
  if (notice.amountCents !== null) {
    lines.push(w.t('notification.amount', { amount: amountText(locale, notice.amountCents) }));
  }
  return { title: brandName, body: lines.join('\n') };
}
