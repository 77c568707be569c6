/**
 * A creator page's largest paint is its cover, which the web app finds only after its scripts, the
 * page's chunk and the profile answer. The HTML the server sends for `/:domain` names it already
 * (`<link rel="preload">`), so the browser fetches the picture while the scripts load.
 */
import type { FastifyRequest } from 'fastify';
import { RESERVED_DOMAINS, ZCreatorDomain } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotGeoBlocked, viewerPlace } from '../geo-blocks/viewer-place.ts';
import { getProfile } from './get-profile.ts';

const ONE_SEGMENT = /^\/([^/?#]+)\/?(?:[?#]|$)/;

/** The cover's URL when `request` opens a creator page the visitor may see, else null. */
export async function creatorCoverToPreload(deps: AppDeps, request: FastifyRequest): Promise<string | null> {
  const segment = ONE_SEGMENT.exec(request.url)?.[1];
  // App routes (`/home`, `/wallet`) are reserved names; anything else not shaped like a domain is no creator.
  if (!segment || (RESERVED_DOMAINS as readonly string[]).includes(segment.toLowerCase())) return null;
  if (!ZCreatorDomain.safeParse(segment).success) return null;
  try {
    const profile = await getProfile(deps, segment);
    if (!profile.creatorDomain || !profile.cover) return null;
    await assertNotGeoBlocked(deps, profile, await viewerPlace(deps, request));
    return profile.cover;
  } catch (err) {
    // Not found, banned or hidden from the visitor's place: the page says so itself, without a preload.
    if (err instanceof AppError) return null;
    // Anything else (the database away) costs the preload only; the page still loads and asks again.
    request.log.warn({ err }, 'creator cover preload skipped');
    return null;
  }
}
