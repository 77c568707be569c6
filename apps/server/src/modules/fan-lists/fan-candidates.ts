import type { TFanListCandidate } from '@fanlane/contracts/fan-lists';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { fanCandidates } from './fan-lists-repo.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';
import { fanCardOf } from './present-fan-lists.ts';

type NameCursor = { name: string; id: string };

function decodeNameCursor(cursor: string | undefined): NameCursor | null {
  if (cursor === undefined) return null;
  try {
    const { name, id } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Partial<NameCursor>;
    if (typeof name === 'string' && typeof id === 'string' && isUuid(id)) return { name, id };
  } catch {
    // Not ours: refused below.
  }
  throw invalidField('cursor', 'invalid cursor');
}

/** The creator's fans by name (to add to a list), each marked when the list holds them already. */
export async function listCandidates(
  deps: AppDeps,
  me: ListOwner,
  query: { id: string; q: string; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TFanListCandidate>> {
  assertCreator(me);
  const list = await ownList(deps.db, me, query.id);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await fanCandidates(deps.db, me.id, list.id, query.q, decodeNameCursor(query.cursor), limit + 1);
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return {
    items: kept.map((r) => ({ ...fanCardOf(r, deps.config), inList: r.inList })),
    nextCursor:
      more && last ? Buffer.from(JSON.stringify({ name: last.sortName, id: last.id })).toString('base64url') : null,
  };
}
