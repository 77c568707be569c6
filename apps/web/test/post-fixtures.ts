/** Posts, media and vault items as the server sends them, for the tests of this feature. */
import type { TComment, TPost, TPostMediaView, TVaultItem } from '@fanlane/contracts/post';

let seq = 0;
/** A fresh UUID-shaped id, so the contracts' and the pages' id checks pass. */
export function uuid(): string {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
}

export const AUTHOR = {
  address: '0x1111111111111111111111111111111111111111',
  creatorDomain: 'maya',
  displayName: 'Maya Rivers',
  avatar: null,
};

export function image(extra: Partial<TPostMediaView> = {}): TPostMediaView {
  const id = extra.id ?? uuid();
  return {
    id,
    kind: 'image',
    width: 1200,
    height: 900,
    durationMs: null,
    preview: false,
    locked: false,
    thumbUrl: `/media-file/${id}/sm?sig=thumb`,
    url: `/media-file/${id}/lg?sig=full`,
    ...extra,
  };
}

/** A file the viewer may not open: only the blurred thumbnail, no url. */
export function lockedImage(extra: Partial<TPostMediaView> = {}): TPostMediaView {
  const id = extra.id ?? uuid();
  return image({ id, locked: true, thumbUrl: `/media-file/${id}/blur-15?sig=blur`, url: null, ...extra });
}

export function post(extra: Partial<TPost> = {}): TPost {
  return {
    id: uuid(),
    author: AUTHOR,
    text: 'Golden hour at the lake',
    visibility: 'public',
    price: null,
    minTierId: null,
    status: 'published',
    publishAt: '2026-04-01T10:00:00.000Z',
    pinned: false,
    createdAt: '2026-04-01T10:00:00.000Z',
    editedAt: null,
    likes: 3,
    comments: 1,
    photos: 1,
    videos: 0,
    liked: false,
    isOwner: false,
    canView: true,
    lockReason: null,
    sensitive: false,
    media: [image()],
    ...extra,
  };
}

export function vaultItem(extra: Partial<TVaultItem> = {}): TVaultItem {
  const id = extra.id ?? uuid();
  return {
    id,
    kind: 'image',
    width: 1200,
    height: 900,
    durationMs: null,
    bytes: 120_000,
    createdAt: '2026-04-01T10:00:00.000Z',
    thumbUrl: `/media-file/${id}/sm`,
    url: `/media-file/${id}/lg`,
    usedIn: [],
    ...extra,
  };
}

export function comment(extra: Partial<TComment> = {}): TComment {
  return {
    id: uuid(),
    postId: uuid(),
    author: {
      address: '0x2222222222222222222222222222222222222222',
      creatorDomain: null,
      displayName: 'Sam',
      avatar: null,
    },
    text: 'Lovely!',
    createdAt: '2026-04-01T11:00:00.000Z',
    canDelete: false,
    ...extra,
  };
}
