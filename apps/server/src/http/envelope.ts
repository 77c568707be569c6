import { SUCCESS_CODE } from '@fanlane/contracts/errors';
import type { TEnvelope } from '@fanlane/contracts/envelope';

/** The success envelope every handler returns. */
export function ok<T>(data: T): TEnvelope<T> {
  return { success: true, code: SUCCESS_CODE, msg: 'ok', data };
}
