import { z } from 'zod';

/** Every response body: `{success, code, msg, data}` (spec section 7). `code` 0 means success. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    msg: z.string(),
    data,
  });
}

export type TEnvelope<T> = { success: boolean; code: number; msg: string; data: T };

/** Error bodies carry `data: null`, or the failing fields for a validation error. */
export const ZFieldIssue = z.object({ field: z.string(), message: z.string() });
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;
