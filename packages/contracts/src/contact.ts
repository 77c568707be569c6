import { z } from 'zod';
import type { ErrorName } from './errors.ts';
import { ZCursorRequest, ZPage } from './page.ts';

/**
 * The contact form (`/contact`, `POST /no-login/v1/contact-us`) and the admins' inbox of what it
 * sends. The rules are written once, here: the web form checks them as the visitor types and the
 * server checks them again, each bad field with its own catalogue error.
 */
export const CONTACT_TOPICS = [
  'general',
  'account',
  'payments',
  'creators',
  'partner',
  'safety',
  'bug',
  'press',
] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 80;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_FIELDS = ['name', 'email', 'topic', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

/** Characters as a person counts them: an emoji or an accented letter is one. */
export const contactLength = (text: string): number => Array.from(text.trim()).length;

const CONTROL = /\p{Cc}/u;
const ZEmail = z.email().max(CONTACT_EMAIL_MAX);

export type TContactProblem = { field: TContactField; error: ErrorName; params: Record<string, string> };

/** What is wrong with each field, in the form's order; none when the form may be sent. */
export function contactProblems(input: Partial<Record<TContactField, string>>): TContactProblem[] {
  const problems: TContactProblem[] = [];
  const name = (input.name ?? '').trim();
  if (name === '' || contactLength(name) > CONTACT_NAME_MAX || CONTROL.test(name))
    problems.push({ field: 'name', error: 'CONTACT_NAME_INVALID', params: { max: String(CONTACT_NAME_MAX) } });
  if (!ZEmail.safeParse((input.email ?? '').trim()).success)
    problems.push({ field: 'email', error: 'CONTACT_EMAIL_INVALID', params: {} });
  if (!(CONTACT_TOPICS as readonly string[]).includes(input.topic ?? ''))
    problems.push({ field: 'topic', error: 'CONTACT_TOPIC_INVALID', params: {} });
  const length = contactLength(input.message ?? '');
  if (length < CONTACT_MESSAGE_MIN)
    problems.push({
      field: 'message',
      error: 'CONTACT_MESSAGE_TOO_SHORT',
      params: { min: String(CONTACT_MESSAGE_MIN) },
    });
  else if (length > CONTACT_MESSAGE_MAX)
    problems.push({
      field: 'message',
      error: 'CONTACT_MESSAGE_TOO_LONG',
      params: { max: String(CONTACT_MESSAGE_MAX) },
    });
  return problems;
}

/**
 * The call's body. Only the types are checked here (a missing field reads as empty): the rules
 * are `contactProblems`, so each bad field answers its own code rather than a generic 422.
 */
export const ZContactUsRequest = z.object({
  name: z.string().max(1_000).optional(),
  email: z.string().max(1_000).optional(),
  topic: z.string().max(100).optional(),
  message: z
    .string()
    .max(CONTACT_MESSAGE_MAX * 4)
    .optional(),
  /** The captcha's answer, once a captcha provider is configured (docs/operator-pages.md). */
  captchaToken: z.string().max(4_096).optional(),
});
export type TContactUsRequest = z.input<typeof ZContactUsRequest>;

export const ZContactUsResult = z.object({ id: z.string(), receivedAt: z.string() });
export type TContactUsResult = z.infer<typeof ZContactUsResult>;

/** A refused field in the error's `data.fields`: its code and its message in the caller's language. */
export const ZContactFieldIssue = z.object({ field: z.enum(CONTACT_FIELDS), code: z.number(), message: z.string() });
export type TContactFieldIssue = z.infer<typeof ZContactFieldIssue>;

export const CONTACT_STATUSES = ['open', 'handled', 'all'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];

export const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  /** The interface language the visitor wrote from: the language to answer in. */
  locale: z.string(),
  /** The signed-in account that sent it, if any. */
  sender: z.object({ address: z.string(), displayName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The admin who closed it (their address). */
  handledBy: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** Newest first, a page at a time. */
export const ZContactMessageListRequest = ZCursorRequest.extend({ status: z.enum(CONTACT_STATUSES).default('open') });
export type TContactMessageListRequest = z.input<typeof ZContactMessageListRequest>;
export const ZContactMessagePage = ZPage(ZContactMessage);
export type TContactMessagePage = z.infer<typeof ZContactMessagePage>;

/** Closes a message (handled) or opens it again. */
export const ZContactHandleRequest = z.object({ id: z.uuid(), handled: z.boolean() });
export type TContactHandleRequest = z.infer<typeof ZContactHandleRequest>;
