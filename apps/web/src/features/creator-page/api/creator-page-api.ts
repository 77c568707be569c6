/**
 * Calls behind a creator's page and the creator's own page settings: the profile, the cover
 * picture, the links and the watermark of uploads. The tabs' posts come from the posts feature.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TMediaKind, TWatermarkSettings } from '@fanlane/contracts/post';
import { PAGE_PROFILE_ELEMENT_ID } from '@fanlane/contracts/constants';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { ApiError, api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export type TCreatorTab = 'posts' | 'media';
/** The media tab's filter; `all` sends no kind. */
export type TMediaFilter = 'all' | TMediaKind;

export const creatorPageKeys = {
  /** Shared with the profile query the page has always used. */
  profile: (addressOrDomain: string) => ['profile', addressOrDomain] as const,
  /** The signed-in creator's own page settings, apart from the name/bio form's query. */
  settings: (address: string | null) => ['creator-page', 'settings', address] as const,
  watermark: (domain: string) => ['creator-page', 'watermark', domain.toLowerCase()] as const,
};

export function fetchProfile(addressOrDomain: string, opts?: RequestOptions) {
  return api.post<TProfile>(PATHS.profile, { addressOrDomain }, opts);
}

/** The profile query of a creator page: the page reads it; the route starts it while the page's code loads. */
export const creatorProfileOptions = (addressOrDomain: string) =>
  queryOptions({
    queryKey: creatorPageKeys.profile(addressOrDomain),
    queryFn: ({ signal }) => fetchProfile(addressOrDomain, { signal, silent: true }),
    enabled: addressOrDomain !== '',
  });

/**
 * The profile in the page's HTML when it is `addressOrDomain`'s, taken out as it is read: it is
 * the first view's only, a later visit asks the server.
 */
function takeProfileFromDocument(addressOrDomain: string): TProfile | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_PROFILE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const profile = JSON.parse(element.textContent ?? '') as TProfile;
    return profile.creatorDomain?.toLowerCase() === addressOrDomain.toLowerCase() ? profile : null;
  } catch {
    // A page cut short or edited by a proxy: the profile is asked for as on any other visit.
    return null;
  }
}

/**
 * Starts a creator page's profile while the page's code loads. On the first view the server's
 * copy in the HTML shows at once; it is what a visitor who is not signed in gets, so the query
 * still asks the server in the background (a signed-in viewer's answer also names their chat).
 */
export function prefetchCreatorProfile(client: QueryClient, addressOrDomain: string): void {
  const options = creatorProfileOptions(addressOrDomain);
  const inDocument = takeProfileFromDocument(addressOrDomain);
  if (inDocument && client.getQueryData(options.queryKey) === undefined)
    client.setQueryData(options.queryKey, inDocument, { updatedAt: 0 });
  void client.prefetchQuery(options);
}

/** The page's creator blocked the viewer: their posts are not shown to them. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.BLOCKED.code;
}

/** Multipart, field `file`; the server crops to 3:1 and answers with the updated profile. */
export function uploadCover(file: Blob, creatorDomain: string, opts?: RequestOptions) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TProfile>(PATHS.profileCover, form, { ...opts, headers: sellerHeaders(creatorDomain) });
}

/** Replaces the page's links; the other profile fields stay as they are. */
export function updateLinks(links: TSocialLink[], opts?: RequestOptions) {
  return api.post<TProfile>(PATHS.profileUpdate, { links }, opts);
}

export function fetchWatermark(creatorDomain: string, opts?: RequestOptions) {
  return api.post<TWatermarkSettings>(PATHS.watermark, undefined, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function updateWatermark(body: TWatermarkSettings, creatorDomain: string, opts?: RequestOptions) {
  return api.post<TWatermarkSettings>(PATHS.watermarkUpdate, body, { ...opts, headers: sellerHeaders(creatorDomain) });
}
