import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { TVaultItem, TMediaKind } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { usesOf, vaultPage } from './media-repo.ts';
import { toVaultItem } from './vault-item.ts';

export type VaultListRequest = { kind?: TMediaKind; cursor?: string; limit?: number };

/** The caller's vault, newest first, each item with the posts it appears in. */
export async function listVault(deps: AppDeps, caller: Caller, req: VaultListRequest): Promise<TPage<TVaultItem>> {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  const limit = req.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await vaultPage(deps.db, caller.user.id, { kind: req.kind, cursor: decodeCursor(req.cursor), limit });
  return pageOf(
    rows,
    limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    async (kept) => {
      const uses = await usesOf(
        deps.db,
        kept.map((row) => row.id),
      );
      return kept.map((row) => toVaultItem(deps.mediaSigner, row, uses.get(row.id) ?? []));
    },
  );
}
