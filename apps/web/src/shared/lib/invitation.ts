/**
 * Invitation parameters from a shared link (spec section 5): read from the query or the hash on
 * load and kept, so a signup later in the visit is credited to whoever brought the fan.
 */
import { INVITOR_COOKIE_YEARS } from '@fanlane/contracts/constants';
import { STORAGE_KEYS } from './storage-keys';
import { readStorage, writeStorage } from './storage';
import { getCookie, setCookie } from './cookies';

export type Invitation = {
  invitorDomain?: string;
  inviter?: string;
  promotionTag?: string;
  curated?: string;
};

type InvitationField = keyof Invitation;
const FIELDS: readonly InvitationField[] = ['invitorDomain', 'inviter', 'promotionTag', 'curated'];

// They end up in headers and in the login event (64 characters at most), so only plain tokens pass.
const VALUE_RE = /^[A-Za-z0-9._~-]{1,64}$/;

const INVITOR_COOKIE_SECONDS = INVITOR_COOKIE_YEARS * 365 * 24 * 60 * 60;

type UrlParts = { search: string; hash: string };

/** `#/path?a=1`, `#?a=1` and `#a=1` all carry parameters. */
function hashParams(hash: string): URLSearchParams {
  const body = hash.replace(/^#/, '');
  const q = body.indexOf('?');
  if (q >= 0) return new URLSearchParams(body.slice(q + 1));
  return body.includes('=') ? new URLSearchParams(body) : new URLSearchParams();
}

function pick(sources: URLSearchParams[], name: string): string | undefined {
  for (const source of sources) {
    const value = source.get(name)?.trim();
    if (value && VALUE_RE.test(value)) return value;
  }
  return undefined;
}

/** Reads the invitation of the current URL, stores what it found and returns it. */
export function captureInvitationParams(loc: UrlParts = window.location): Invitation {
  // The query wins over the hash: it is what the sharer typed last.
  const sources = [new URLSearchParams(loc.search), hashParams(loc.hash)];
  const found: Invitation = {
    invitorDomain: pick(sources, 'invitorDomain'),
    // `ref` is the short form of inviter used by referral links.
    inviter: pick(sources, 'inviter') ?? pick(sources, 'ref'),
    promotionTag: pick(sources, 'promotionTag'),
    curated: pick(sources, 'curated'),
  };
  const captured: Invitation = {};
  for (const field of FIELDS) {
    const value = found[field];
    if (!value) continue;
    captured[field] = value;
    writeStorage(STORAGE_KEYS[field], value);
  }
  if (captured.inviter) setCookie(STORAGE_KEYS.inviter, captured.inviter, { maxAgeSeconds: INVITOR_COOKIE_SECONDS });
  return captured;
}

export function readInvitation(): Invitation {
  const result: Invitation = {};
  for (const field of FIELDS) {
    // The cookie outlives a cleared localStorage, which is why the inviter is kept in both.
    const value = readStorage(STORAGE_KEYS[field]) ?? (field === 'inviter' ? getCookie(STORAGE_KEYS.inviter) : null);
    if (value && VALUE_RE.test(value)) result[field] = value;
  }
  return result;
}

/** A one-time login code handed over by another page or app (history state first, then the query). */
export function readHistoryAuthCode(
  loc: Pick<Location, 'search'> = window.location,
  state: unknown = globalThis.history?.state,
): string | null {
  if (state && typeof state === 'object' && 'authCode' in state) {
    const code = (state as { authCode?: unknown }).authCode;
    if (typeof code === 'string' && code.trim() !== '') return code.trim();
  }
  const fromQuery = new URLSearchParams(loc.search).get('authCode')?.trim();
  return fromQuery ? fromQuery : null;
}
