/** Where a request comes from, as the creators' country and IP blocks see it. */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { normalizeAddress } from './networks.ts';
import { isGeoBlockedFrom } from './geo-blocks-repo.ts';

/**
 * The viewer (null: anonymous), their address (request.ip: the peer, or X-Forwarded-For's client
 * when TRUST_PROXY is on) and its country (null when unknown). Staff (any role but `user`) have
 * neither, so nothing hides from them: moderators must see what they review.
 */
export type ViewerPlace = { viewerId: string | null; ip: string | null; country: string | null };

export async function viewerPlace(deps: Pick<AppDeps, 'ipCountry'>, request: FastifyRequest): Promise<ViewerPlace> {
  const user = request.caller?.user ?? null;
  if (user && user.role !== 'user') return { viewerId: user.id, ip: null, country: null };
  const ip = normalizeAddress(request.ip);
  return { viewerId: user?.id ?? null, ip, country: await deps.ipCountry.countryOf(ip) };
}

/**
 * A creator (by id, or by address) who blocks the place is answered exactly as a creator who does
 * not exist: NOT_FOUND, with no hint that a block is there.
 */
export async function assertNotGeoBlocked(
  deps: Pick<AppDeps, 'db' | 'geoBlockers'>,
  creator: { id: string } | { address: string },
  place: ViewerPlace,
): Promise<void> {
  if (!place.ip && !place.country) return;
  if (!(await deps.geoBlockers.mayBlock(creator))) return;
  if (await isGeoBlockedFrom(deps.db, creator, place)) throw appError('NOT_FOUND');
}
