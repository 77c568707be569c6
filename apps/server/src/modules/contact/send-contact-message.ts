import {
  contactProblems,
  type TContactTopic,
  type TContactUsRequest,
  type TContactUsResult,
} from '@fanlane/contracts/contact';
import { ERRORS } from '@fanlane/contracts/errors';
import { errorMessage } from '@fanlane/contracts/error-messages';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { checkContactCaptcha } from './contact-captcha.ts';
import { insertContactMessage } from './contact-repo.ts';
import { CONTACT_MAIL_JOB } from './mail-contact-message.ts';

export type ContactSender = {
  /** The signed-in caller, if the visitor was signed in. */
  user: Pick<UserRow, 'id'> | null;
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
};

const USER_AGENT_MAX = 400;

/**
 * A visitor's message to the team: every field checked (the first bad one answers its code; all of
 * them are in `data.fields`, in the caller's language), the captcha hook, then the message and its
 * mail job in one transaction, so a stored message is always mailed to the support address.
 */
export async function sendContactMessage(
  deps: AppDeps,
  sender: ContactSender,
  input: TContactUsRequest,
): Promise<TContactUsResult> {
  const problems = contactProblems(input);
  const first = problems[0];
  if (first) {
    const fields = problems.map((p) => ({
      field: p.field,
      code: ERRORS[p.error].code,
      message: errorMessage(ERRORS[p.error].key, sender.locale, p.params),
    }));
    throw appError(first.error, { params: first.params, data: { fields } });
  }
  await checkContactCaptcha(deps, { token: input.captchaToken, ip: sender.ip });

  const row = await deps.db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, {
      name: (input.name ?? '').trim(),
      email: (input.email ?? '').trim(),
      topic: input.topic as TContactTopic,
      message: (input.message ?? '').trim(),
      locale: sender.locale,
      userId: sender.user?.id ?? null,
      ip: sender.ip,
      userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await enqueueJob(tx, { kind: CONTACT_MAIL_JOB, payload: { id: stored.id } });
    return stored;
  });
  deps.jobs.wake();
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
