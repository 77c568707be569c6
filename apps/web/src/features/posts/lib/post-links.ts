/** Where a post lives: `/<domain>/<id>` for a creator's post, `/post?id=` otherwise. */
import type { TPost } from '@fanlane/contracts/post';

export function postPath(post: Pick<TPost, 'id' | 'author'>): string {
  const domain = post.author.creatorDomain;
  return domain
    ? `/${encodeURIComponent(domain)}/${encodeURIComponent(post.id)}`
    : `/post?id=${encodeURIComponent(post.id)}`;
}

export function postUrl(post: Pick<TPost, 'id' | 'author'>, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${postPath(post)}`;
}

export function editPostPath(id: string): string {
  return `/createPost?edit=${encodeURIComponent(id)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Post ids are UUIDs; anything else in the address cannot be a post. */
export function isPostId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
