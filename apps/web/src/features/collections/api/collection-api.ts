/**
 * Creators' collections: a creator groups their posts under a title; fans save collections they
 * like and find them again under /collections.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import type {
  TCollection,
  TCollectionCreateRequest,
  TCollectionDetail,
  TCollectionFavoriteState,
  TCollectionList,
  TCollectionUpdateRequest,
} from '@fanlane/contracts/social';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const collectionKeys = {
  all: ['collections'] as const,
  list: (addressOrDomain: string) => ['collections', 'list', addressOrDomain.toLowerCase()] as const,
  detail: (id: string) => ['collections', 'detail', id] as const,
  favorites: (viewer: string | null) => ['collections', 'favorites', viewer] as const,
  /** The editor's own data: the collection with every post id, and the creator's posts to pick from. */
  editing: (id: string) => ['collections', 'editing', id] as const,
  ownPosts: (creatorDomain: string) => ['collections', 'own-posts', creatorDomain.toLowerCase()] as const,
};

export function fetchCollections(addressOrDomain: string, opts?: RequestOptions) {
  return api.post<TCollectionList>(PATHS.collectionList, { addressOrDomain }, opts);
}

export function fetchCollectionDetail(id: string, cursor?: string, opts?: RequestOptions) {
  return api.post<TCollectionDetail>(PATHS.collectionDetail, { id, cursor }, opts);
}

export function fetchFavoriteCollections(cursor?: string, opts?: RequestOptions) {
  return api.post<TPage<TCollection>>(PATHS.collectionFavorites, { cursor }, opts);
}

export function setFavorite(id: string, favorite: boolean, opts?: RequestOptions) {
  return api.post<TCollectionFavoriteState>(PATHS.collectionFavorite, { id, favorite }, opts);
}

export function createCollection(body: TCollectionCreateRequest, creatorDomain: string, opts?: RequestOptions) {
  return api.post<TCollection>(PATHS.collectionCreate, body, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function updateCollection(body: TCollectionUpdateRequest, creatorDomain: string, opts?: RequestOptions) {
  return api.post<TCollection>(PATHS.collectionUpdate, body, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function deleteCollection(id: string, creatorDomain: string, opts?: RequestOptions) {
  return api.post<unknown>(PATHS.collectionDelete, { id }, { ...opts, headers: sellerHeaders(creatorDomain) });
}

/** A page of the creator's own posts, newest first, to pick from in the editor. */
export function fetchOwnPosts(creatorDomain: string, cursor?: string, opts?: RequestOptions) {
  return api.post<TPage<TPost>>(PATHS.postList, { addressOrDomain: creatorDomain, tab: 'posts', cursor }, opts);
}

/** A collection with all of its posts, in order, for the editor (the detail call pages them). */
export async function fetchWholeCollection(
  id: string,
  opts?: RequestOptions,
): Promise<{ collection: TCollection; posts: TPost[] }> {
  const first = await fetchCollectionDetail(id, undefined, opts);
  const posts = [...first.posts.items];
  let cursor = first.posts.nextCursor;
  while (cursor) {
    const page = await fetchCollectionDetail(id, cursor, opts);
    posts.push(...page.posts.items);
    cursor = page.posts.nextCursor;
  }
  return { collection: first.collection, posts };
}
