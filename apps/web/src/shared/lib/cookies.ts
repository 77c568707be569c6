/** Plain document.cookie access: the redirect target and the inviter live in cookies (spec section 3). */
export type CookieOptions = { maxAgeSeconds?: number; path?: string };

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (!item.startsWith(prefix)) continue;
    const raw = item.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie written by something else with a bare %: return it as it is.
      return raw;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds !== undefined) {
    const seconds = Math.floor(options.maxAgeSeconds);
    // expires as well, for the webviews that only honour the old attribute.
    parts.push(`max-age=${seconds}`, `expires=${new Date(Date.now() + seconds * 1000).toUTCString()}`);
  }
  if (globalThis.location?.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  // Both forms: some engines (and embedded webviews) ignore max-age=0 but honour a past expiry.
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
