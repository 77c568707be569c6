/**
 * The page an anonymous visitor wanted when a sign-in interrupted them (the redirectUri cookie of
 * spec section 3). Auth buttons save it; the auth feature reads it after the login.
 */
import { setCookie } from './cookies';
import { STORAGE_KEYS } from './storage-keys';

// Only paths of this site: a redirect parameter is attacker-controlled (open-redirect).
export function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !/[\r\n]/.test(target);
}

/** Remembers the page an anonymous user wanted, for after the login. */
export function saveRedirectUri(path: string): void {
  if (!isLocalPath(path)) return;
  setCookie(STORAGE_KEYS.redirectUri, path);
}
