import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_KINDS, POST_STATUSES, POST_VISIBILITIES } from '@fanlane/contracts/post';
import { users } from './users.ts';

/**
 * Everything a creator uploaded (the vault). Bytes live in the private blob store under
 * `storageKey`/<variant>; rows are never exposed with their keys, only through signed URLs.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    /** MIME type of the stored original (image/webp for images, the sniffed video type for videos). */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    /** Size of the stored original in bytes. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** Variants written at upload (e.g. sm, lg, poster, orig). */
    variants: jsonb('variants').$type<string[]>().notNull().default([]),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('media_owner_idx').on(t.ownerId, t.createdAt, t.id)],
);
export type MediaRow = typeof media.$inferSelect;

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    visibility: text('visibility', { enum: POST_VISIBILITIES }).notNull(),
    /** Pay-per-view price in USD cents; null unless visibility is ppv. */
    priceCents: bigint('price_cents', { mode: 'bigint' }),
    /** Subscribers-only posts may name a minimum tier (tiers arrive with the wallet issue). */
    minTierId: uuid('min_tier_id'),
    status: text('status', { enum: POST_STATUSES }).notNull(),
    /** When a scheduled post goes live; for published posts, when it did. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** Flagged by its creator as sensitive content (the viewers' filter blurs it). */
    sensitive: boolean('sensitive').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    videoCount: integer('video_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Taken down by staff (docs/moderation.md): `deleted_at` is set too, so every read path hides it;
     * the author and staff still get it, marked removed with the reason. Cleared when an appeal lifts it.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    // A creator's timeline and the home feed walk these backwards, newest first. (Ascending on
    // purpose: a DESC index is DESC NULLS LAST, which does not match ORDER BY ... DESC.)
    index('posts_creator_live_idx')
      .on(t.creatorId, t.publishAt, t.id)
      .where(sql`status = 'published' and deleted_at is null`),
    index('posts_live_idx')
      .on(t.publishAt, t.id)
      .where(sql`status = 'published' and deleted_at is null`),
    index('posts_scheduled_idx')
      .on(t.creatorId, t.publishAt)
      .where(sql`status = 'scheduled' and deleted_at is null`),
    index('posts_text_search_idx').using('gin', sql`to_tsvector('simple', ${t.text})`),
  ],
);
export type PostRow = typeof posts.$inferSelect;

/** The media of a post, in order. `isPreview` marks the free teaser shown to everyone. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('post_media_media_idx').on(t.mediaId)],
);
export type PostMediaRow = typeof postMedia.$inferSelect;

/** Who holds a right to a post beyond its visibility rule: purchases (pay-per-view) and grants. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['purchase', 'grant'] }).notNull(),
    /** The business object behind it (a purchase id once the ledger exists). */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Taken down by staff, like a post's (deleted_at set too). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);
export type PostCommentRow = typeof postComments.$inferSelect;

/** A creator (or any user) blocking another user: the blocked one sees nothing of the blocker's content. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collections_creator_idx').on(t.creatorId, t.createdAt)],
);

export const collectionPosts = pgTable(
  'collection_posts',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.postId] }), index('collection_posts_post_idx').on(t.postId)],
);

/** Fans saving a creator's collection under /collections. */
export const collectionFavorites = pgTable(
  'collection_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] })],
);
