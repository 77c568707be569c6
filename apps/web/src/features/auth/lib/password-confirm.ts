import { z } from 'zod';

// Reads the parsed values without their type: zod cannot name a generic object's fields.
function confirmMatches(values: unknown): boolean {
  const { password, confirm } = values as { password: string; confirm: string };
  return password === confirm;
}

/** A form's schema plus `confirm`, which must repeat `password`; a mismatch shows under `confirm`. */
export function withPasswordConfirm<S extends z.ZodRawShape & { password: z.ZodType<string> }>(schema: z.ZodObject<S>) {
  return schema.extend({ confirm: z.string() }).refine(confirmMatches, { path: ['confirm'], message: 'mismatch' });
}
