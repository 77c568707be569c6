/**
 * The preference items as the settings pages show them (contracts/notifications.ts): which items a
 * user has (fans 10 and 11, creators 1 to 11), which channels each item uses now (the server's
 * answer, else the defaults), and the one call that switches one channel of one item.
 */
import {
  CONFIG_CLOSE,
  CONFIG_OPEN,
  DEFAULT_ITEM_CHANNELS,
  FAN_NOTIFICATION_ITEM_IDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_ITEM_IDS,
  NOTIFICATIONS_MASTER_ITEM,
} from '@fanlane/contracts/notifications';
import type {
  TCustomConfig,
  TCustomConfigSetRequest,
  TNotificationChannel,
  TNotificationItem,
} from '@fanlane/contracts/notifications';

/** New messages are counted in the chat and never listed: their item has no in-app channel. */
const MESSAGES_ITEM: TNotificationItem = 11;

/** The items a user sets for `channel`: fans 10 and 11, creators 1 to 11 (spec section 6). */
export function itemsFor(isCreator: boolean, channel: TNotificationChannel): readonly TNotificationItem[] {
  const items = isCreator ? NOTIFICATION_ITEM_IDS : FAN_NOTIFICATION_ITEM_IDS;
  return channel === 'inApp' ? items.filter((id) => id !== MESSAGES_ITEM) : items;
}

/** Notifications are on unless the master item (0) says `close`. */
export function masterOn(config: readonly TCustomConfig[]): boolean {
  return config.find((item) => item.configItem === NOTIFICATIONS_MASTER_ITEM)?.configValue !== CONFIG_CLOSE;
}

/** The channels an item delivers on now: none while it is switched off. */
export function channelsOf(config: readonly TCustomConfig[], id: TNotificationItem): TNotificationChannel[] {
  const saved = config.find((item) => item.configItem === id);
  if (!saved) return [...DEFAULT_ITEM_CHANNELS[id]];
  if (saved.configValue === CONFIG_CLOSE) return [];
  const listed = new Set(saved.additionalInfo.split(','));
  return NOTIFICATION_CHANNELS.filter((channel) => listed.has(channel));
}

/** The `set` call for one channel of one item switched `on`: the item's whole list, this channel changed. */
export function channelChange(
  config: readonly TCustomConfig[],
  id: TNotificationItem,
  channel: TNotificationChannel,
  on: boolean,
): TCustomConfigSetRequest {
  const current = channelsOf(config, id);
  const channels = NOTIFICATION_CHANNELS.filter((c) => (c === channel ? on : current.includes(c)));
  return {
    configItem: id,
    configValue: channels.length > 0 ? CONFIG_OPEN : CONFIG_CLOSE,
    additionalInfo: channels.join(','),
  };
}

export function masterChange(on: boolean): TCustomConfigSetRequest {
  return { configItem: NOTIFICATIONS_MASTER_ITEM, configValue: on ? CONFIG_OPEN : CONFIG_CLOSE };
}
