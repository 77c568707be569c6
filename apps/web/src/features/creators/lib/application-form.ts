/**
 * The application form: its values, how a draft and a submission are validated (the contract's own
 * field schemas; a draft only checks what is filled in), the request built from it, and one
 * translated sentence per kind of failing field.
 */
import { z } from 'zod';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from '#i18n';
import { CREATOR_CATEGORIES, CREATOR_MIN_AGE, ZCreatorDomain, ZSubmissionFields } from '@fanlane/contracts/creator';
import type { SOCIAL_PLATFORMS, TSubmission, TSubmitRequest } from '@fanlane/contracts/creator';

export type TCreatorCategory = (typeof CREATOR_CATEGORIES)[number];
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const MAX_CATEGORIES = 3;

export type TApplicationForm = {
  creatorDomain: string;
  displayName: string;
  categories: TCreatorCategory[];
  socialLinks: Array<{ platform: TSocialPlatform; url: string }>;
  country: string;
  dateOfBirth: string;
  agreed: boolean;
};

const fields = ZSubmissionFields.shape;

/** Everything filled in and valid, the agreement ticked. */
export const ZApplicationSubmit = z.object({
  creatorDomain: fields.creatorDomain,
  displayName: fields.displayName,
  categories: fields.categories,
  socialLinks: fields.socialLinks,
  country: fields.country,
  dateOfBirth: fields.dateOfBirth,
  agreed: z.boolean().refine((agreed) => agreed, 'agree'),
});

/** Empty fields may stay empty; what is filled in must already be valid (the server checks the same). */
export const ZApplicationDraft = z.object({
  creatorDomain: z.literal('').or(fields.creatorDomain),
  displayName: z.literal('').or(fields.displayName),
  categories: z.array(z.enum(CREATOR_CATEGORIES)).max(MAX_CATEGORIES),
  socialLinks: fields.socialLinks,
  country: z.literal('').or(fields.country),
  dateOfBirth: z.literal('').or(fields.dateOfBirth),
  agreed: z.boolean(),
});

export function emptyApplication(displayName = ''): TApplicationForm {
  return {
    creatorDomain: '',
    displayName,
    categories: [],
    socialLinks: [],
    country: '',
    dateOfBirth: '',
    agreed: false,
  };
}

function isCategory(value: string): value is TCreatorCategory {
  return (CREATOR_CATEGORIES as readonly string[]).includes(value);
}

/** A saved draft or a rejected application, back in the form. */
export function applicationFromSubmission(submission: TSubmission): TApplicationForm {
  return {
    creatorDomain: submission.creatorDomain ?? '',
    displayName: submission.displayName ?? '',
    categories: submission.categories.filter(isCategory).slice(0, MAX_CATEGORIES),
    socialLinks: submission.socialLinks.map((link) => ({ platform: link.platform, url: link.url })),
    country: submission.country ?? '',
    dateOfBirth: submission.dateOfBirth ?? '',
    agreed: submission.agreed,
  };
}

/** The call's body: a submission carries every field; a draft leaves out what is still empty. */
export function toSubmitRequest(values: TApplicationForm, submit: boolean): TSubmitRequest {
  const filled = {
    creatorDomain: values.creatorDomain.trim(),
    displayName: values.displayName.trim(),
    categories: values.categories,
    socialLinks: values.socialLinks.map((link) => ({ platform: link.platform, url: link.url.trim() })),
    country: values.country,
    dateOfBirth: values.dateOfBirth,
  };
  if (submit) return { submit: true, ...filled, agreed: true };
  return {
    submit: false,
    ...(filled.creatorDomain ? { creatorDomain: filled.creatorDomain } : {}),
    ...(filled.displayName ? { displayName: filled.displayName } : {}),
    ...(filled.categories.length > 0 ? { categories: filled.categories } : {}),
    socialLinks: filled.socialLinks,
    ...(filled.country ? { country: filled.country } : {}),
    ...(filled.dateOfBirth ? { dateOfBirth: filled.dateOfBirth } : {}),
    // The contract only knows a ticked agreement; an unticked one is simply not sent.
    ...(values.agreed ? { agreed: true as const } : {}),
  };
}

/** How a domain typed so far stands before asking the server: null when only the server can tell. */
export function localDomainState(domain: string): 'empty' | 'invalid' | 'reserved' | null {
  if (domain === '') return 'empty';
  const parsed = ZCreatorDomain.safeParse(domain);
  if (parsed.success) return null;
  return parsed.error.issues.every((issue) => issue.message === 'domain_reserved') ? 'reserved' : 'invalid';
}

/** The message the server error handler gives a domain that someone else holds (code 1012027). */
export const DOMAIN_TAKEN_MESSAGE = 'taken';

export type ApplicationField =
  'creatorDomain' | 'displayName' | 'categories' | 'url' | 'country' | 'dateOfBirth' | 'agreed';

/** One sentence per failing field; the contract's refinement messages pick the precise one. */
export function applicationErrorText(
  t: TFunction,
  field: ApplicationField,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'creatorDomain':
      if (error.message === DOMAIN_TAKEN_MESSAGE) return t('creators.apply.errors.domainTaken');
      if (error.message === 'domain_reserved') return t('creators.apply.errors.domainReserved');
      return t('creators.apply.errors.domain');
    case 'displayName':
      return t('validation.displayName');
    case 'categories':
      return t('creators.apply.errors.categories', { max: MAX_CATEGORIES });
    case 'url':
      return t('creators.apply.errors.url');
    case 'country':
      return t('creators.apply.errors.country');
    case 'dateOfBirth':
      return error.message === 'under_18'
        ? t('creators.apply.errors.underAge', { age: CREATOR_MIN_AGE })
        : t('creators.apply.errors.dateOfBirth');
    case 'agreed':
      return t('creators.apply.errors.agree');
  }
}

/** The latest date of birth old enough to apply today, as YYYY-MM-DD (the date input's max). */
export function latestDateOfBirth(today: Date = new Date()): string {
  const y = today.getUTCFullYear() - CREATOR_MIN_AGE;
  const m = String(today.getUTCMonth() + 1).padStart(2, '0');
  const d = String(today.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
