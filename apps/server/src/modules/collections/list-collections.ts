import type { z } from 'zod';
import type { TCollection, ZCollectionListRequest } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isBlockedBy } from '../blocks/blocks-repo.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { collectionsOf } from './collections-repo.ts';
import { presentCollections } from './present-collections.ts';

/** A creator's collections, for anyone but a viewer the creator blocked. */
export async function listCollections(deps: AppDeps, viewerId: string | null, input: z.output<typeof ZCollectionListRequest>): Promise<{ items: TCollection[] }> {
  const creator = await findUserByAddressOrDomain(deps.db, input.addressOrDomain);
  if (!creator?.creatorDomain) throw appError('NOT_FOUND');
  if (await isBlockedBy(deps.db, creator.id, viewerId)) throw appError('BLOCKED');
  return { items: await presentCollections(deps, viewerId, await collectionsOf(deps.db, creator.id)) };
}
