/** The contact form's call, and what its refusals say about each field. */
import { useMutation } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  CONTACT_FIELDS,
  type TContactField,
  type TContactUsRequest,
  type TContactUsResult,
} from '@fanlane/contracts/contact';
import { ApiError, api } from '../../../shared/lib/request';

export function sendContactMessage(body: TContactUsRequest) {
  // Silent: the form shows its own errors, beside the fields they are about.
  return api.post<TContactUsResult>(PATHS.contactUs, body, { silent: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/** The server's words for each refused field (in the caller's language), from a contact-us refusal. */
export function refusedFields(error: unknown): Partial<Record<TContactField, string>> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const out: Partial<Record<TContactField, string>> = {};
  for (const issue of fields as Array<{ field?: unknown; message?: unknown }>) {
    const field = CONTACT_FIELDS.find((f) => f === issue.field);
    if (field && typeof issue.message === 'string' && !out[field]) out[field] = issue.message;
  }
  return out;
}
