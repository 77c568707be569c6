import { z } from 'zod';
import { ZCursorRequest, ZPage } from './page.ts';
import { ZPost, ZPostAuthor } from './post.ts';

/** Blocking users and creators' collections. */
export const ZBlockOperateRequest = z.object({ address: z.string().trim().min(1).max(64), block: z.boolean() });
export const ZBlockState = z.object({ blocked: z.boolean() });
export type TBlockState = z.infer<typeof ZBlockState>;
export const ZBlockedUser = z.object({
  address: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  blockedAt: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;
export const ZBlockListRequest = ZCursorRequest;

export const COLLECTION_TITLE_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;
export const COLLECTION_POSTS_MAX = 500;

export const ZCollection = z.object({
  id: z.string(),
  author: ZPostAuthor,
  title: z.string(),
  description: z.string(),
  postCount: z.number().int(),
  /** The caller saved it under /collections. */
  favorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCollection = z.infer<typeof ZCollection>;
const ZCollectionFields = z.object({
  title: z.string().trim().min(1).max(COLLECTION_TITLE_MAX),
  description: z.string().trim().max(COLLECTION_DESCRIPTION_MAX).default(''),
  postIds: z.array(z.uuid()).max(COLLECTION_POSTS_MAX).default([]),
});
export const ZCollectionCreateRequest = ZCollectionFields;
export type TCollectionCreateRequest = z.input<typeof ZCollectionCreateRequest>;
export const ZCollectionUpdateRequest = ZCollectionFields.extend({ id: z.uuid() });
export type TCollectionUpdateRequest = z.input<typeof ZCollectionUpdateRequest>;
export const ZCollectionIdRequest = z.object({ id: z.uuid() });
export const ZCollectionListRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });
export const ZCollectionDetailRequest = ZCursorRequest.extend({ id: z.uuid() });
export const ZCollectionFavoriteRequest = z.object({ id: z.uuid(), favorite: z.boolean() });
export const ZCollectionFavoritesRequest = ZCursorRequest;
/** The list call's answer: every collection of one creator, newest first (no paging; creators hold few). */
export const ZCollectionList = z.object({ items: z.array(ZCollection) });
export type TCollectionList = z.infer<typeof ZCollectionList>;
/** The detail call's answer: the collection, and a page of its published posts in the creator's order. */
export const ZCollectionDetail = z.object({ collection: ZCollection, posts: ZPage(ZPost) });
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;
export const ZCollectionFavoriteState = z.object({ favorite: z.boolean() });
export type TCollectionFavoriteState = z.infer<typeof ZCollectionFavoriteState>;
