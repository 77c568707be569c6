/** PostgreSQL error checks that work for both drivers (drizzle wraps the driver error in `cause`). */

/** The SQLSTATE and detail of a database error, however deep the driver wrapped it. */
export function sqlErrorOf(err: unknown): { code: string; detail: string | undefined } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++, e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, detail: typeof detail === 'string' ? detail : undefined };
  }
  return null;
}

export const isUniqueViolation = (err: unknown) => sqlErrorOf(err)?.code === '23505';
