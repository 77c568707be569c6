import { z } from 'zod';
import { CREATOR_CATEGORIES } from './creator.ts';
import { ZCursorRequest, ZPage } from './page.ts';
import { ZPost } from './post.ts';

/** Feeds, recommendations and search (/blog/v1, /blog/v2, creator search). */
export const ZCreatorCard = z.object({
  address: z.string(),
  creatorDomain: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  bio: z.string().nullable(),
  followers: z.number().int(),
  posts: z.number().int(),
  /** Whether the signed-in viewer follows the creator; absent for anonymous viewers. */
  following: z.boolean().optional(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

export const ZHomeFeedRequest = ZCursorRequest;
export const ZRecommendRequest = z.object({ limit: z.number().int().min(1).max(50).optional() });
export const ZRecommendation = z.object({ creators: z.array(ZCreatorCard), posts: z.array(ZPost) });
export type TRecommendation = z.infer<typeof ZRecommendation>;
export const ZBlogSearchRequest = z.object({
  query: z.string().trim().min(1).max(100),
  limit: z.number().int().min(1).max(50).optional(),
});
/** /blog/v1|v2/search: creators by name or domain, and posts by their words, across creators. */
export const ZBlogSearchResult = z.object({ creators: z.array(ZCreatorCard), posts: z.array(ZPost) });
export type TBlogSearchResult = z.infer<typeof ZBlogSearchResult>;
/**
 * Creators by name or domain (`query`), by a category of their approved application (`category`),
 * or both; one of the two is needed. Without a query the category lists its creators, most followed first.
 */
export const ZCreatorSearchRequest = ZCursorRequest.extend({
  query: z.string().trim().min(1).max(100).optional(),
  category: z.enum(CREATOR_CATEGORIES).optional(),
}).refine((body) => body.query !== undefined || body.category !== undefined, {
  message: 'query_or_category',
  path: ['query'],
});
export type TCreatorSearchRequest = z.input<typeof ZCreatorSearchRequest>;
export const ZCreatorPage = ZPage(ZCreatorCard);
