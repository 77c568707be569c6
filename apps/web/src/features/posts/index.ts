/**
 * What other parts of the app use of posts: the card, the paged list (feeds and a creator's tabs),
 * its skeleton, and the fetchers and keys a creator page needs to build a list.
 */
export { PostCard } from './components/post-card';
export type { PostCardProps } from './components/post-card';
export { PostList } from './components/post-list';
export type { PostListLayout, PostListProps } from './components/post-list';
export { PostSkeleton } from './components/post-skeleton';
export { fetchCreatorPosts, fetchHomeFeed, postKeys } from './api/post-api';
export type { CreatorPostsTab } from './api/post-api';
export { CommentsPanel } from './components/comments-panel';
export { postDetailQueryOptions, refreshPost } from './api/post-queries';
export { isPostId, postPath } from './lib/post-links';
export { HomeFeed } from './components/home-feed';
