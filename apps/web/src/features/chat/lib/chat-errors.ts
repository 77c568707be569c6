/** Which failures of the chat calls mean "no such conversation" (not a failure to try again). */
import { ERRORS } from '@fanlane/contracts/errors';
import { ApiError } from '../../../shared/lib/request';

const GONE: ReadonlySet<number> = new Set([
  ERRORS.CONVERSATION_NOT_FOUND.code,
  ERRORS.NOT_FOUND.code,
  // An address that is no conversation id at all.
  ERRORS.VALIDATION.code,
]);

export function isConversationGone(error: unknown): boolean {
  return error instanceof ApiError && GONE.has(error.code);
}
