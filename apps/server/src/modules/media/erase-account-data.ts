/**
 * An erased account's uploads (docs/account-deletion.md): every media row is marked deleted in the
 * transaction, and their bytes are removed after it (`removeBlobs`); a redelivery finds them marked
 * and removes nothing twice.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { variantKey } from '../../media/variants.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import { media } from '../../db/schema/index.ts';

export async function eraseMediaOf(tx: Tx, userId: string, at: Date): Promise<string[]> {
  const marked = await tx
    .update(media)
    .set({ deletedAt: at })
    .where(and(eq(media.ownerId, userId), isNull(media.deletedAt)))
    .returning({ storageKey: media.storageKey });
  return marked.map((m) => m.storageKey);
}

export async function removeBlobs(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await blobs.removePrefix(key);
}

/** The user's uploads for their data download: the largest stored copy of each, by blob key. */
export async function mediaForExport(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, userId), isNull(media.deletedAt)));
  return rows.map((m) => {
    const variant = m.variants.includes('orig') ? 'orig' : m.kind === 'video' ? 'video' : 'lg';
    const key = variantKey(m.storageKey, variant, m.mime);
    return {
      id: m.id,
      kind: m.kind,
      mime: m.mime,
      width: m.width,
      height: m.height,
      bytes: m.bytes,
      originalName: m.originalName,
      createdAt: m.createdAt,
      blobKey: key,
      /** The file's name inside the archive. */
      file: `media/${m.id}.${key.split('.').pop()}`,
    };
  });
}
