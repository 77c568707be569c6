/**
 * The preference rules (docs/notifications.md, "Preferences"): which channels a notification of a
 * kind goes to, given what the user chose. Pure functions; the repo reads the choices.
 */
import {
  DEFAULT_ITEM_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_ITEM_IDS,
  NOTIFICATION_ITEMS,
  NOTIFICATIONS_MASTER_ITEM,
  FAN_NOTIFICATION_ITEM_IDS,
  type TNotificationChannel,
  type TNotificationItem,
  type TNotificationKind,
} from '@fanlane/contracts/notifications';

/**
 * Account notices: about the user's own account, so neither item 0 nor an item's switch keeps them
 * out of the list. Their other channels are item 0's (an unsubscribe link turns its e-mail off),
 * except a payout's, which are item 9's.
 */
export const ACCOUNT_KINDS: readonly TNotificationKind[] = [
  'subscription.renewal_failed',
  'creator.approved',
  'creator.rejected',
  'payout.changed',
  'system.announcement',
];
export const ACCOUNT_CHANNELS: readonly TNotificationChannel[] = NOTIFICATION_CHANNELS;

/** What a user chose for one item; an item without a row is open with its default channels. */
export type ItemChoice = { open: boolean; channels: readonly TNotificationChannel[] };
export type Choices = ReadonlyMap<number, ItemChoice>;

const ITEM_OF_KIND = new Map<TNotificationKind, TNotificationItem>(
  NOTIFICATION_ITEM_IDS.flatMap((item) => NOTIFICATION_ITEMS[item].kinds.map((kind) => [kind, item] as const)),
);

/** The preference item a kind belongs to; null for account notices outside every item. */
export const itemOfKind = (kind: TNotificationKind): TNotificationItem | null => ITEM_OF_KIND.get(kind) ?? null;

/** The item 0 default: notifications on; its channels are those of account notices. */
export function choiceOf(choices: Choices, item: number): ItemChoice {
  const saved = choices.get(item);
  if (saved) return saved;
  if (item === NOTIFICATIONS_MASTER_ITEM) return { open: true, channels: ACCOUNT_CHANNELS };
  return { open: true, channels: DEFAULT_ITEM_CHANNELS[item as TNotificationItem] };
}

/** The items a user may set and query: item 0 and the fans' items, and every item for creators. */
export const itemsFor = (isCreator: boolean): number[] => [
  NOTIFICATIONS_MASTER_ITEM,
  ...(isCreator ? NOTIFICATION_ITEM_IDS : FAN_NOTIFICATION_ITEM_IDS),
];

export const isCreatorOnly = (item: number): boolean =>
  item !== NOTIFICATIONS_MASTER_ITEM && NOTIFICATION_ITEMS[item as TNotificationItem].creatorOnly;

/**
 * The channels a notification of `kind` goes to. `message.new` is never listed (the chat counts
 * it). A creator-only item never reaches a fan.
 */
export function channelsFor(kind: TNotificationKind, choices: Choices, isCreator: boolean): Set<TNotificationChannel> {
  const item = itemOfKind(kind);
  if (ACCOUNT_KINDS.includes(kind)) {
    const own = item === null ? choiceOf(choices, NOTIFICATIONS_MASTER_ITEM) : choiceOf(choices, item);
    return new Set<TNotificationChannel>(['inApp', ...(own.open ? own.channels : [])]);
  }
  if (item === null || !choiceOf(choices, NOTIFICATIONS_MASTER_ITEM).open) return new Set();
  if (NOTIFICATION_ITEMS[item].creatorOnly && !isCreator) return new Set();
  const choice = choiceOf(choices, item);
  if (!choice.open) return new Set();
  const channels = new Set(choice.channels);
  if (kind === 'message.new') channels.delete('inApp');
  return channels;
}

/** `inApp,push` → the channels, each once, in the catalogue's order (the contract checked the words). */
export const parseChannels = (additionalInfo: string): TNotificationChannel[] =>
  NOTIFICATION_CHANNELS.filter((c) => additionalInfo.split(',').includes(c));
