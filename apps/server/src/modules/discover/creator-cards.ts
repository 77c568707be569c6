import type { TCreatorCard } from '@fanlane/contracts/discover';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import { creatorCardRows } from './discover-repo.ts';

/** Cards for the given creators, in the order given. */
export async function creatorCards(deps: AppDeps, ids: string[]): Promise<TCreatorCard[]> {
  const rows = new Map((await creatorCardRows(deps.db, ids)).map((r) => [r.id, r]));
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
      },
    ];
  });
}
