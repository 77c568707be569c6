/**
 * Fetchers and query keys of posts (spec: /post/v1/*, /blog/v1/home), typed from the contracts.
 * Creator-only calls carry the seller headers of the signed-in creator.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TLikeState, TMediaKind, TPost, TPostCreateRequest, TPostUpdateRequest } from '@fanlane/contracts/post';
import type { TOk } from '@fanlane/contracts/envelope';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';

export type TPostPage = TPage<TPost>;
export type CreatorPostsTab = 'posts' | 'media';

/** Every query of this feature starts with `postKeys.all`, so one invalidation reaches them all. */
export const postKeys = {
  all: ['posts'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  home: ['posts', 'home'] as const,
  /** Per creator, so another sign-in in this tab never sees the previous creator's queue. */
  queue: (domain: string | null | undefined) => ['posts', 'queue', domain?.toLowerCase() ?? null] as const,
  creator: (domain: string, tab: CreatorPostsTab = 'posts', mediaKind?: TMediaKind) =>
    ['posts', 'creator', domain.toLowerCase(), tab, mediaKind ?? 'all'] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  vaultAll: ['posts', 'vault'] as const,
  vault: (domain: string | null | undefined, kind?: TMediaKind) =>
    ['posts', 'vault', domain?.toLowerCase() ?? null, kind ?? 'all'] as const,
};

/** The seller headers of the signed-in creator; a fan's call goes without them and the server refuses it. */
export function creatorOptions(opts: RequestOptions = {}): RequestOptions {
  const domain = useUserStore.getState().info?.creatorDomain;
  if (!domain) return opts;
  return { ...opts, headers: { ...opts.headers, ...sellerHeaders(domain) } };
}

export function fetchPost(id: string, opts?: RequestOptions) {
  return api.post<TPost>(PATHS.postDetail, { id }, opts);
}

/** A creator's posts tab (pinned first) or media tab, one page. */
export function fetchCreatorPosts(
  params: { addressOrDomain: string; tab?: CreatorPostsTab; mediaKind?: TMediaKind; cursor?: string },
  opts?: RequestOptions,
) {
  return api.post<TPostPage>(PATHS.postList, params, opts);
}

/** The signed-in user's home feed: posts of the creators they follow, newest first. */
export function fetchHomeFeed(cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPostPage>(PATHS.blogHomeV1, { cursor }, opts);
}

/** The creator's scheduled posts, soonest first. */
export function fetchQueue(cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPostPage>(PATHS.postQueue, { cursor }, creatorOptions(opts));
}

export function createPost(body: TPostCreateRequest, opts?: RequestOptions) {
  return api.post<TPost>(PATHS.postCreate, body, creatorOptions(opts));
}

export function updatePost(body: TPostUpdateRequest, opts?: RequestOptions) {
  return api.post<TPost>(PATHS.postUpdate, body, creatorOptions(opts));
}

export function deletePost(id: string, opts?: RequestOptions) {
  return api.post<TOk>(PATHS.postDelete, { id }, creatorOptions(opts));
}

export function pinPost(id: string, pinned: boolean, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.postPin, { id, pinned }, creatorOptions(opts));
}

/** The creator flags (or unflags) their post as sensitive; the post comes back as it is now. */
export function setPostSensitive(id: string, sensitive: boolean, opts?: RequestOptions) {
  return api.post<TPost>(PATHS.postSensitive, { id, sensitive }, creatorOptions(opts));
}

export function likePost(id: string, like: boolean, opts?: RequestOptions) {
  return api.post<TLikeState>(PATHS.postLike, { id, like }, opts);
}
