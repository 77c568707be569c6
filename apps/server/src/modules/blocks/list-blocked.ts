import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { TBlockedUser } from '@fanlane/contracts/social';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { blockedUsers } from './blocks-repo.ts';

/** The people the caller blocked, most recent first. */
export async function listBlocked(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TBlockedUser>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await blockedUsers(deps.db, caller.user.id, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.blockedAt, id: r.blockedId }),
    (kept) =>
      kept.map((r) => ({
        address: r.address,
        displayName: shownName(r),
        avatar: r.avatarUrl,
        blockedAt: r.blockedAt.toISOString(),
      })),
  );
}
