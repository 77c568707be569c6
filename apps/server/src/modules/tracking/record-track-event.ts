import type { TTrackEvent } from '@fanlane/contracts/tracking';
import type { AppDeps } from '../../deps.ts';
import type { ClientMeta } from '../auth/sessions.ts';
import { insertTrackingEvent } from './tracking-repo.ts';

// A client clock far from ours is stored as unknown rather than as a wrong date.
const CLOCK_SKEW_MS = 7 * 86_400_000;

export async function recordTrackEvent(deps: AppDeps, input: TTrackEvent, userId: string | null, meta: ClientMeta) {
  const { fingerprint, ...extra } = input.extra ?? {};
  const ts = input.timestamp;
  await insertTrackingEvent(deps.db, {
    event: input.event,
    fingerprint: fingerprint ?? null,
    page: input.page ?? null,
    referrer: input.referrer ?? null,
    extra,
    clientTimestamp: ts !== undefined && Math.abs(ts - Date.now()) < CLOCK_SKEW_MS ? new Date(ts) : null,
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { ok: true as const };
}
