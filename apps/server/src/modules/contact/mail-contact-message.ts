/**
 * The job that mails a contact message to SUPPORT_EMAIL, in SUPPORT_LOCALE. A mail server that is
 * down fails the job, which is tried again; a message already mailed is not mailed again.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { contactMessageMail } from '../../integrations/mail/templates.ts';
import { findContactMessage, markContactMailed } from './contact-repo.ts';

export const CONTACT_MAIL_JOB = 'contact.mail';

const languageName = (locale: string) =>
  (LOCALES as readonly string[]).includes(locale) ? LOCALE_NAMES[locale as Locale] : locale;

export async function mailContactMessage(deps: AppDeps, job: Pick<JobRow, 'payload'>): Promise<void> {
  const { id } = job.payload as { id: string };
  const found = await findContactMessage(deps.db, id);
  if (!found || found.message.mailedAt) return;
  const { message, sender } = found;
  const account = sender?.address
    ? sender.creatorDomain
      ? `@${sender.creatorDomain} (${sender.address})`
      : sender.address
    : null;
  await deps.mailer.send(
    contactMessageMail(
      { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl },
      deps.config.supportLocale,
      {
        to: deps.config.supportEmail,
        name: message.name,
        email: message.email,
        topic: message.topic,
        message: message.message,
        language: languageName(message.locale),
        account,
      },
    ),
  );
  await markContactMailed(deps.db, id);
}
