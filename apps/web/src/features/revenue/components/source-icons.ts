/** The icon of each revenue source, the same in the summary and the lines. */
import { Crown, HandCoins, Lock } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TRevenueSource } from '@fanlane/contracts/money';

export const SOURCE_ICONS: Record<TRevenueSource, LucideIcon> = {
  subscription: Crown,
  purchase: Lock,
  tip: HandCoins,
};
