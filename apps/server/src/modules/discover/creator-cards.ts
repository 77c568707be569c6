import type { TCreatorCard } from '@fanlane/contracts/discover';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import { creatorCardRows } from './discover-repo.ts';

/**
 * Cards for the given creators, in the order given; for a signed-in viewer each says whether they
 * follow it, so a list of cards needs no follow check per card.
 */
export async function creatorCards(deps: AppDeps, ids: string[], viewerId: string | null): Promise<TCreatorCard[]> {
  const rows = new Map((await creatorCardRows(deps.db, ids, viewerId)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    if (!r?.creatorDomain) return [];
    return [
      {
        address: r.address,
        creatorDomain: r.creatorDomain,
        displayName: shownName(r),
        avatar: r.avatarUrl,
        cover: r.coverUrl,
        bio: r.bio,
        followers: r.followers,
        posts: r.posts,
        ...(r.following === null ? {} : { following: Boolean(r.following) }),
      },
    ];
  });
}
