import {
  CONFIG_OPEN,
  NOTIFICATIONS_MASTER_ITEM,
  type TCustomConfig,
  type TNotificationChannel,
} from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { invalidField } from '../../http/app-error.ts';
import { assertMayUse, presentConfig } from './config-items.ts';
import { choiceOf, parseChannels } from './preferences.ts';
import { choicesOf, saveChoice } from './preferences-repo.ts';

/** The messages item counts in the chat and is never listed: its channels are the ones outside the app. */
const MESSAGES_ITEM = 11;

/**
 * Item 0 switches every notification on or off (account notices aside). Items 1–11 switch one item
 * and, with `additionalInfo`, choose its channels; without it the item keeps the ones it has.
 */
export async function setCustomConfig(
  deps: AppDeps,
  me: Pick<UserRow, 'id' | 'creatorDomain'>,
  body: { configItem: number; configValue: 'open' | 'close'; additionalInfo?: string | undefined },
): Promise<TCustomConfig> {
  const item = body.configItem;
  assertMayUse(me, item);
  if (item === NOTIFICATIONS_MASTER_ITEM && body.additionalInfo) {
    throw invalidField('additionalInfo', 'item 0 has no channels');
  }
  const current = choiceOf(await choicesOf(deps.db, me.id), item);
  let channels: readonly TNotificationChannel[] = current.channels;
  if (item !== NOTIFICATIONS_MASTER_ITEM && body.additionalInfo !== undefined) {
    channels = parseChannels(body.additionalInfo).filter((c) => item !== MESSAGES_ITEM || c !== 'inApp');
  }
  const choice = { open: body.configValue === CONFIG_OPEN, channels };
  await saveChoice(deps.db, me.id, item, choice);
  return presentConfig(item, choice);
}
