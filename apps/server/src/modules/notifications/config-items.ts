/** What `/custom-config/v1/*` shows of an item, and who may touch which. */
import {
  CONFIG_CLOSE,
  CONFIG_OPEN,
  NOTIFICATIONS_MASTER_ITEM,
  type TCustomConfig,
} from '@fanlane/contracts/notifications';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { isCreatorOnly, type ItemChoice } from './preferences.ts';

export const isCreator = (me: Pick<UserRow, 'creatorDomain'>) => me.creatorDomain !== null;

/** Items 1 to 9 are the creators' (spec section 6: fans have 0, 10 and 11). */
export function assertMayUse(me: Pick<UserRow, 'creatorDomain'>, item: number): void {
  if (isCreatorOnly(item) && !isCreator(me)) throw appError('NOTIFICATION_ITEM_CREATORS_ONLY');
}

/** Item 0's channels belong to account notices, which the settings do not show: its `additionalInfo` is empty. */
export const presentConfig = (item: number, choice: ItemChoice): TCustomConfig => ({
  configItem: item,
  configValue: choice.open ? CONFIG_OPEN : CONFIG_CLOSE,
  additionalInfo: item === NOTIFICATIONS_MASTER_ITEM ? '' : choice.channels.join(','),
});
