import type { z } from 'zod';
import type { TCollection, ZCollectionListRequest } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { findCreator } from '../users/find-creator.ts';
import { collectionsOf } from './collections-repo.ts';
import { presentCollections } from './present-collections.ts';

/** A creator's collections, for anyone but a viewer the creator blocked. */
export async function listCollections(
  deps: AppDeps,
  viewerId: string | null,
  input: z.output<typeof ZCollectionListRequest>,
): Promise<{ items: TCollection[] }> {
  const creator = await findCreator(deps.db, input.addressOrDomain);
  await assertNotBlockedBy(deps.db, creator.id, viewerId);
  return { items: await presentCollections(deps, viewerId, await collectionsOf(deps.db, creator.id)) };
}
