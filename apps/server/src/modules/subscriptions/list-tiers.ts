/**
 * A creator's tiers for their page and the subscribe dialog: the active ones by position. The
 * owner (settings → subscription) also sees archived tiers and how many fans hold each.
 */
import type { TTierList } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { findCreator } from '../users/find-creator.ts';
import { presentTier } from './present-tiers.ts';
import { subscriberCounts, tiersOf } from './tiers-repo.ts';

export async function listTiers(deps: AppDeps, viewerId: string | null, addressOrDomain: string): Promise<TTierList> {
  const creator = await findCreator(deps.db, addressOrDomain);
  await assertNotBlockedBy(deps.db, creator.id, viewerId);
  const isOwner = viewerId === creator.id;
  const rows = await tiersOf(deps.db, creator.id, isOwner);
  if (!isOwner) return { items: rows.map((r) => presentTier(r, null)) };
  const counts = await subscriberCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => presentTier(r, counts.get(r.id) ?? 0)) };
}
