import type { TVaultItem } from '@fanlane/contracts/post';
import type { MediaRow } from '../../db/schema/index.ts';
import { VAULT_SCOPE, type MediaSigner } from '../../media/signed-urls.ts';
import type { MediaUse } from './media-repo.ts';

/**
 * A vault item as its owner sees it: the small image (or poster) and the full image (or video),
 * signed for the owner's browser alone (a vault item is private until it is posted).
 */
export function toVaultItem(signer: MediaSigner, row: MediaRow, usedIn: MediaUse[], nowMs?: number): TVaultItem {
  const isVideo = row.kind === 'video';
  const owner = { viewerId: row.ownerId, scope: VAULT_SCOPE };
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    thumbUrl: signer.boundUrl(row.id, isVideo ? 'poster' : 'sm', owner, nowMs),
    url: signer.boundUrl(row.id, isVideo ? 'video' : 'lg', owner, nowMs),
    usedIn,
  };
}
