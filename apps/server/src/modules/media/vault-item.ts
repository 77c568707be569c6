import type { TVaultItem } from '@fanlane/contracts/post';
import type { MediaRow } from '../../db/schema/index.ts';
import type { MediaSigner } from '../../media/signed-urls.ts';
import type { MediaUse } from './media-repo.ts';

/** A vault item as its owner sees it: the small image (or poster) and the full image (or video), signed. */
export function toVaultItem(signer: MediaSigner, row: MediaRow, usedIn: MediaUse[], nowMs?: number): TVaultItem {
  const isVideo = row.kind === 'video';
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    thumbUrl: signer.url(row.id, isVideo ? 'poster' : 'sm', nowMs),
    url: signer.url(row.id, isVideo ? 'video' : 'lg', nowMs),
    usedIn,
  };
}
