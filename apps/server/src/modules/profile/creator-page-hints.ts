/**
 * What the HTML for a creator page (`/:domain`) may name ahead of the scripts: the web app finds the
 * cover (the page's largest paint) and the page's own chunks only after its entry has run, the
 * router has matched and the profile has answered. The server knows at once that the address is
 * a creator's page, so it names both in the head (`<link rel="preload">`, `modulepreload`), and
 * the browser fetches them while the entry loads; the profile itself comes in the HTML as data
 * (a `<script type="application/json">`), so the page has no API answer to wait for.
 */
import type { FastifyRequest } from 'fastify';
import type { TProfile } from '@fanlane/contracts/profile';
import { ZCreatorDomain } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotGeoBlocked, viewerPlace } from '../geo-blocks/viewer-place.ts';
import { getProfile } from './get-profile.ts';

const ONE_SEGMENT = /^\/([^/?#]+)\/?(?:[?#]|$)/;

/** The profile of the creator page `request` opens, when there is one the visitor may see; else null. */
export async function visibleCreatorPage(deps: AppDeps, request: FastifyRequest): Promise<TProfile | null> {
  const segment = ONE_SEGMENT.exec(request.url)?.[1];
  // Not shaped like a domain, or an app route's name (`/home`, `/wallet`: the schema refuses
  // reserved names): no creator.
  if (!segment || !ZCreatorDomain.safeParse(segment).success) return null;
  try {
    const profile = await getProfile(deps, segment);
    if (!profile.creatorDomain) return null;
    await assertNotGeoBlocked(deps, profile, await viewerPlace(deps, request));
    return profile;
  } catch (err) {
    // Not found, banned or hidden from the visitor's place: the page says so itself, without hints.
    if (err instanceof AppError) return null;
    // Anything else (the database away) costs the hints only; the page still loads and asks again.
    request.log.warn({ err }, 'creator page hints skipped');
    return null;
  }
}
