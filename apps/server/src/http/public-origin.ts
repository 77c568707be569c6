/**
 * The address a link back to the app starts with (checkout return pages, the web app's share and
 * invite links): the origin the user is on when it is PUBLIC_URL's or one of its aliases, so they
 * come back to the same storage and stay signed in. Anything else gets PUBLIC_URL: never an open redirect.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'publicUrlAliases'>;

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** PUBLIC_URL with its origin swapped for `origin` when that is an alias; PUBLIC_URL otherwise. */
export function publicUrlFor(config: OriginConfig, origin: string | undefined): string {
  const candidate = origin ? originOf(origin) : null;
  if (!candidate || !config.publicUrlAliases.includes(candidate)) return config.publicUrl;
  // PUBLIC_URL may carry a path (an app served under /fans); an alias serves the same path.
  const { pathname } = new URL(config.publicUrl);
  return `${candidate}${pathname}`.replace(/\/$/, '');
}

/**
 * Where the request came from: its Origin header (browsers send it with every POST, same-origin or
 * not), else the address it was sent to (a page load has no Origin). Only ever a candidate.
 */
export function requestOrigin(req: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string | undefined {
  const { origin } = req.headers;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  return req.host ? `${req.protocol}://${req.host}` : undefined;
}

export const publicUrlOf = (config: OriginConfig, req: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>) =>
  publicUrlFor(config, requestOrigin(req));
