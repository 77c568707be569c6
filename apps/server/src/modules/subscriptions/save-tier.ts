/**
 * A creator creates or edits one of their tiers (settings → subscription → tier). At most
 * TIERS_MAX are active at once; a new tier goes last (the highest). Archiving closes a tier to new
 * fans while its subscribers keep it; a price change applies to new subscriptions only, because a
 * subscription keeps the period price it was sold at.
 */
import type { z } from 'zod';
import { TIERS_MAX, type TTier, type ZTierSaveRequest } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { presentTier } from './present-tiers.ts';
import {
  activeTierCount,
  findTierForUpdate,
  insertTier,
  lockTiersOf,
  nextTierPosition,
  subscriberCounts,
  updateTier,
  type TierFields,
} from './tiers-repo.ts';

type SaveTier = z.output<typeof ZTierSaveRequest>;

async function assertRoomForActive(tx: Tx, creatorId: string) {
  if ((await activeTierCount(tx, creatorId)) >= TIERS_MAX) throw appError('TIER_LIMIT');
}

export async function saveTier(deps: AppDeps, caller: Caller, body: SaveTier): Promise<TTier> {
  const creatorId = caller.user.id;
  const fields: TierFields = {
    name: body.name,
    priceCents: BigInt(body.priceCents),
    benefits: body.benefits,
    bundles: body.bundles,
    trialDays: body.trialDays,
    status: body.status,
  };
  const row = await deps.events.transaction(async (tx, emit) => {
    const saved = await writeTier(tx, creatorId, body.id, fields);
    emit({ type: 'tier.saved', data: { tierId: saved.id, creatorId, status: saved.status } });
    return saved;
  });
  const counts = await subscriberCounts(deps.db, [row.id]);
  return presentTier(row, counts.get(row.id) ?? 0);
}

async function writeTier(tx: Tx, creatorId: string, id: string | undefined, fields: TierFields) {
  await lockTiersOf(tx, creatorId);
  if (!id) {
    if (fields.status === 'active') await assertRoomForActive(tx, creatorId);
    return insertTier(tx, creatorId, await nextTierPosition(tx, creatorId), fields);
  }
  const current = await findTierForUpdate(tx, id);
  if (!current) throw appError('NOT_FOUND');
  if (current.creatorId !== creatorId) throw appError('FORBIDDEN');
  if (current.status === 'archived' && fields.status === 'active') await assertRoomForActive(tx, creatorId);
  return updateTier(tx, current.id, fields);
}
