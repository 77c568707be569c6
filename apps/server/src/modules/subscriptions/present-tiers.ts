/** A tier as the API shows it: prices as digit strings, each bundle with its total. */
import type { TTier } from '@fanlane/contracts/subscription';
import type { TierRow } from '../../db/schema/index.ts';
import { bundleTotalCents } from './periods.ts';

/** `subscribers` is the live subscriber count for the owner, null for everyone else. */
export function presentTier(row: TierRow, subscribers: number | null): TTier {
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents.toString(),
    benefits: row.benefits,
    bundles: [...row.bundles]
      .sort((a, b) => a.months - b.months)
      .map((b) => ({
        months: b.months,
        discountPercent: b.discountPercent,
        totalCents: bundleTotalCents(row.priceCents, b).toString(),
      })),
    trialDays: row.trialDays,
    status: row.status,
    position: row.position,
    subscribers,
  };
}
