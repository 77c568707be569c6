/** Product analytics: events go to /track/add and are never allowed to break the page. */
import { PATHS } from '@fanlane/contracts/api-paths';
import { api } from './request';
import { getVisitorId } from './visitor-id';

type TrackValue = string | number | boolean | null;

// Limits of ZTrackEvent in contracts: values beyond them would only be rejected by the server.
const MAX_KEYS = 31; // plus the fingerprint
const MAX_TEXT = 2048;
// Links with one-time secrets (email change, restore access, auth codes) must not end up in analytics.
const SECRET_PARAMS = ['token', 'authCode', 'code', 'refreshToken', 'password', 'initData', 'tgWebAppData'];

function toTrackValue(value: unknown): TrackValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol' || typeof value === 'function') return undefined;
  try {
    // Objects and arrays (an error's details, say) travel as JSON text.
    return (JSON.stringify(value) ?? '').slice(0, MAX_TEXT);
  } catch {
    return null; // circular
  }
}

function sanitizeExtra(extra: Record<string, unknown>): Record<string, TrackValue> {
  const result: Record<string, TrackValue> = {};
  let count = 0;
  for (const [key, raw] of Object.entries(extra)) {
    if (key === 'fingerprint' || count >= MAX_KEYS) continue;
    const value = toTrackValue(raw);
    if (value === undefined) continue;
    result[key] = value;
    count += 1;
  }
  return result;
}

/** The page the event happened on, with secret query values blanked. */
export function currentPage(loc: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const query = new URLSearchParams(loc.search);
  for (const name of SECRET_PARAMS) if (query.has(name)) query.set(name, 'redacted');
  const search = query.toString();
  return `${loc.pathname}${search ? `?${search}` : ''}`.slice(0, MAX_TEXT);
}

export function track(event: string, extra: Record<string, unknown> = {}): void {
  try {
    const body = {
      event: event.slice(0, 64),
      extra: { fingerprint: getVisitorId(), ...sanitizeExtra(extra) },
      page: currentPage(),
      referrer: (globalThis.document?.referrer ?? '').slice(0, MAX_TEXT),
      timestamp: Date.now(),
    };
    api.post(PATHS.track, body, { silent: true }).catch(() => {
      // Analytics is best effort.
    });
  } catch {
    // Same: nothing about tracking may reach the caller.
  }
}

/** A visit to a creator page or the become-creator page (spec section 2). */
export function trackPageVisit(creatorDomain: string, page: string): void {
  track('page_visit', { creatorDomain, page });
}
