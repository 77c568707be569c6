/**
 * The mails the platform sends, in the recipient's language (strings/<locale>.json). Plain words,
 * one action each, the same text in HTML and plain text. Every value is text: the HTML escapes it.
 */
import { LOCALE_BCP47, type Locale } from '@fanlane/contracts/locales';
import type { TNotificationKind } from '@fanlane/contracts/notifications';
import type { TContactTopic } from '@fanlane/contracts/contact';
import type { Mail } from './mailer.ts';
import { mailWords, type MailKey, type MailWords } from './mail-strings.ts';

export type MailBrand = { brandName: string; publicUrl: string };

type Link = { label: string; url: string };
/** Small print under the signature: why the mail came, and links to act on it. */
type Footer = { note: string; links: Link[] };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const anchor = (link: Link, style: string) =>
  `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(link.label)}</a>`;

function layout(
  brand: MailBrand,
  words: MailWords,
  to: string,
  subject: string,
  lines: string[],
  action?: Link,
  footer?: Footer,
): Mail {
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${brand.brandName}`,
    ...(footer ? ['', footer.note, ...footer.links.map((l) => `${l.label}: ${l.url}`)] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(words.lang)}" dir="${words.dir}"><body style="font-family:system-ui,sans-serif;background:#0b0b10;color:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#17171f;border-radius:16px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#a996ff">${escapeHtml(brand.brandName)}</h1>
${lines.map((l) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p>${anchor(action, 'display:inline-block;background:#7c5cff;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none')}</p>` : ''}
</div>
${footer ? `<p style="max-width:480px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#a1a1aa">${escapeHtml(footer.note)}<br>${footer.links.map((l) => anchor(l, 'color:#a996ff')).join(' · ')}</p>` : ''}
</body></html>`;
  // A subject is one header line, whatever a name in it holds.
  return { to, subject: `${brand.brandName}: ${subject}`.replace(/\s+/g, ' ').trim(), text, html };
}

const SCENE_USE: Record<string, MailKey> = {
  register: 'code.use.register',
  login: 'code.use.login',
  'reset-password': 'code.use.reset-password',
  'bind-email': 'code.use.bind-email',
  'change-email': 'code.use.change-email',
  'verify-email': 'code.use.verify-email',
  'delete-account': 'code.use.delete-account',
};

export function verificationCodeMail(
  brand: MailBrand,
  locale: Locale,
  to: string,
  code: string,
  scene: string,
  ttlMinutes: number,
): Mail {
  const w = mailWords(locale);
  const use = Object.hasOwn(SCENE_USE, scene) ? SCENE_USE[scene]! : 'code.use.other';
  return layout(brand, w, to, w.t('code.subject', { code }), [
    w.t('code.body', { code }),
    w.t(use, { minutes: w.minutes(ttlMinutes) }),
    w.t('code.ignore'),
  ]);
}

/** The code that confirms one withdrawal, naming what goes where so a stranger's request stands out. */
export function withdrawalCodeMail(
  brand: MailBrand,
  locale: Locale,
  to: string,
  code: string,
  what: string,
  destination: string,
  ttlMinutes: number,
): Mail {
  const w = mailWords(locale);
  return layout(brand, w, to, w.t('withdrawal.subject', { code }), [
    w.t('withdrawal.asked', { what, destination }),
    w.t('withdrawal.code', { code, minutes: w.minutes(ttlMinutes) }),
    w.t('withdrawal.warning'),
  ]);
}

export function emailChangeConfirmMail(brand: MailBrand, locale: Locale, to: string, token: string): Mail {
  const w = mailWords(locale);
  return layout(brand, w, to, w.t('emailChange.subject'), [w.t('emailChange.body')], {
    label: w.t('emailChange.action'),
    url: `${brand.publicUrl}/settings/emailChange?token=${encodeURIComponent(token)}`,
  });
}

export function emailChangedNoticeMail(
  brand: MailBrand,
  locale: Locale,
  to: string,
  newEmail: string,
  token: string,
): Mail {
  const w = mailWords(locale);
  return layout(
    brand,
    w,
    to,
    w.t('emailChanged.subject'),
    [w.t('emailChanged.body', { email: newEmail }), w.t('emailChanged.warning')],
    {
      label: w.t('emailChanged.action'),
      url: `${brand.publicUrl}/settings/restoreAccess?token=${encodeURIComponent(token)}`,
    },
  );
}

export function passwordChangedMail(brand: MailBrand, locale: Locale, to: string): Mail {
  const w = mailWords(locale);
  return layout(brand, w, to, w.t('passwordChanged.subject'), [
    w.t('passwordChanged.body'),
    w.t('passwordChanged.warning'),
  ]);
}

/** A contact form message as the support address receives it. */
export type ContactMailInput = {
  to: string;
  name: string;
  email: string;
  topic: TContactTopic;
  message: string;
  /** The language the visitor wrote from, as its own name ("Deutsch"). */
  language: string;
  /** The signed-in sender's page name or address, or null. */
  account: string | null;
};

/**
 * A contact form message for the support team, in the team's language (SUPPORT_LOCALE). Replying
 * answers the visitor (Reply-To); what they wrote is text, one paragraph per line, escaped in HTML.
 */
export function contactMessageMail(brand: MailBrand, locale: Locale, input: ContactMailInput): Mail {
  const w = mailWords(locale);
  const topic = w.t(`contact.topic.${input.topic}`);
  const values = { name: input.name, email: input.email, topic, language: input.language };
  const paragraphs = input.message.split(/\r?\n/).filter((line) => line.trim() !== '');
  const mail = layout(
    brand,
    w,
    input.to,
    w.t('contact.subject', values),
    [
      w.t('contact.intro', values),
      ...paragraphs,
      '—',
      w.t('contact.topic', values),
      w.t('contact.language', values),
      input.account ? w.t('contact.account', { account: input.account }) : w.t('contact.anonymous'),
      w.t('contact.reply', values),
    ],
    { label: w.t('contact.action'), url: `${brand.publicUrl}/admin/contact` },
  );
  return { ...mail, headers: { 'Reply-To': input.email } };
}

/** What one notification mail says; the words around it come from the recipient's language. */
export type NotificationMailInput = {
  to: string;
  kind: TNotificationKind;
  /** Who did it, as shown (display name); null or left out for the platform or someone unknown. */
  actorName?: string | null;
  /** A money amount already formatted for the reader (for example "$4.99"). */
  amount?: string | null;
  /** The excerpt: the comment, the post's title, the rejection reason, the announcement. */
  text?: string | null;
  /** What the button opens: an absolute URL, or an app path (`/notifications`) under PUBLIC_URL. */
  url: string;
  /** The one-click unsubscribe link (RFC 8058: it takes a POST), absolute or an app path. */
  unsubscribeUrl: string;
};

/** The page where a user chooses which notifications reach them by mail. */
export const EMAIL_SETTINGS_PATH = '/settings/emailNotifications';

const absolute = (brand: MailBrand, url: string) => (url.startsWith('/') ? `${brand.publicUrl}${url}` : url);

/**
 * A notification by mail: a subject and a sentence for the kind, the excerpt and amount when there
 * are some, a button to open it, and a footer saying why it came with an unsubscribe link. Mail
 * clients offer one-click unsubscribe from the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function notificationMail(brand: MailBrand, locale: Locale, input: NotificationMailInput): Mail {
  const w = mailWords(locale);
  const values = {
    actor: input.actorName?.trim() || w.t('notification.someone'),
    brand: brand.brandName,
  };
  const lines = [w.t(`${input.kind}.body`, values)];
  if (input.text) {
    lines.push(input.kind === 'system.announcement' ? input.text : w.t('notification.quote', { text: input.text }));
  }
  if (input.amount) lines.push(w.t('notification.amount', { amount: input.amount }));
  const unsubscribeUrl = absolute(brand, input.unsubscribeUrl);
  const mail = layout(
    brand,
    w,
    input.to,
    w.t(`${input.kind}.subject`, values),
    lines,
    { label: w.t('notification.open', values), url: absolute(brand, input.url) },
    {
      note: w.t('notification.why', values),
      links: [
        { label: w.t('notification.settings'), url: absolute(brand, EMAIL_SETTINGS_PATH) },
        { label: w.t('notification.unsubscribe'), url: unsubscribeUrl },
      ],
    },
  );
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A day and time in the mail's language, with the time zone named (the reader may be anywhere). */
function mailDate(locale: Locale, at: Date): string {
  const tag = Object.hasOwn(LOCALE_BCP47, locale) ? LOCALE_BCP47[locale] : 'en';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** An account deletion was confirmed: when it happens, and that signing in before cancels it. */
export function accountDeletionMail(brand: MailBrand, locale: Locale, to: string, dueAt: Date): Mail {
  const w = mailWords(locale);
  return layout(brand, w, to, w.t('deletion.subject'), [
    w.t('deletion.body', { date: mailDate(locale, dueAt) }),
    w.t('deletion.cancel'),
  ]);
}

/** The data archive is ready: the signed link and until when it works. */
export function dataExportReadyMail(brand: MailBrand, locale: Locale, to: string, url: string, expiresAt: Date): Mail {
  const w = mailWords(locale);
  return layout(
    brand,
    w,
    to,
    w.t('dataExport.subject'),
    [w.t('dataExport.body'), w.t('dataExport.expires', { date: mailDate(locale, expiresAt) })],
    { label: w.t('dataExport.action'), url },
  );
}

/** What a moderation mail tells (docs/moderation.md). */
export type ModerationMailKind =
  'restricted' | 'banned' | 'postRemoved' | 'commentRemoved' | 'lifted' | 'appealUpheld' | 'appealLifted';

/** A staff decision about the reader's account or content: the reason, and the way to the appeal page. */
export function moderationMail(
  brand: MailBrand,
  locale: Locale,
  input: {
    to: string;
    kind: ModerationMailKind;
    reason?: string | null;
    note?: string | null;
    excerpt?: string | null;
    appealUrl: string;
  },
): Mail {
  const w = mailWords(locale);
  const key = (part: 'subject' | 'body') => `moderation.${input.kind}.${part}` as MailKey;
  const lines = [w.t(key('body'))];
  if (input.excerpt) lines.push(`“${input.excerpt}”`);
  if (input.reason) lines.push(w.t('moderation.reason', { reason: input.reason }));
  if (input.note) lines.push(w.t('moderation.note', { note: input.note }));
  const final = input.kind === 'appealUpheld' || input.kind === 'appealLifted' || input.kind === 'lifted';
  if (!final) lines.push(w.t('moderation.appealHint'));
  return layout(brand, w, input.to, w.t(key('subject')), lines, {
    label: w.t('moderation.action'),
    url: input.appealUrl,
  });
}
