/**
 * Where a top-up sends the user back to (`?return=`): a path inside the app only, never another site
 * (a `//host` or `/\host` path would leave it), as the top-up contract requires.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  return /^\/[^/\\]/.test(value) ? value : null;
}
