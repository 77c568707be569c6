/**
 * Calls behind a creator's page and the creator's own page settings: the profile, the cover
 * picture, the links and the watermark of uploads. The tabs' posts come from the posts feature.
 */
import { queryOptions } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TMediaKind, TWatermarkSettings } from '@fanlane/contracts/post';
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
