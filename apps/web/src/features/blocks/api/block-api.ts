/** Blocking users: block or unblock someone, and the list of people the viewer has blocked. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TBlockedUser, TBlockState } from '@fanlane/contracts/social';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

/** How many pages of the list the menu walks to learn whether someone is blocked. */
const LOOKUP_PAGES_MAX = 10;
const LOOKUP_PAGE_SIZE = 50;

export const blockKeys = {
  all: ['blocks'] as const,
  /** Per viewer: another sign-in in this tab must not see the previous user's list. */
  list: (viewer: string | null) => ['blocks', 'list', viewer] as const,
  state: (viewer: string | null, address: string) => ['blocks', 'state', viewer, address.toLowerCase()] as const,
};

export function setBlock(address: string, block: boolean, opts?: RequestOptions) {
  return api.post<TBlockState>(PATHS.blockOperate, { address, block }, opts);
}

export function fetchBlockedUsers(cursor: string | undefined, opts?: RequestOptions) {
  return api.post<TPage<TBlockedUser>>(PATHS.blockList, { cursor, limit: LOOKUP_PAGE_SIZE }, opts);
}

/**
 * Whether the viewer has blocked `address`. There is no single check call, so the list is walked;
 * people block few others, and the menu asks only when it is opened.
 */
export async function fetchIsBlocked(address: string, opts?: RequestOptions): Promise<boolean> {
  const wanted = address.toLowerCase();
  let cursor: string | undefined;
  for (let page = 0; page < LOOKUP_PAGES_MAX; page++) {
    const result = await fetchBlockedUsers(cursor, opts);
    if (result.items.some((user) => user.address.toLowerCase() === wanted)) return true;
    if (!result.nextCursor) return false;
    cursor = result.nextCursor;
  }
  return false;
}
