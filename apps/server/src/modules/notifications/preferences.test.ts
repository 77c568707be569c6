import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ITEM_CHANNELS,
  NOTIFICATION_ITEM_IDS,
  NOTIFICATION_ITEMS,
  NOTIFICATION_KINDS,
  type TNotificationChannel,
} from '@fanlane/contracts/notifications';
import { ACCOUNT_KINDS, channelsFor, itemOfKind, itemsFor, parseChannels, type ItemChoice } from './preferences.ts';

const choices = (entries: [number, ItemChoice][]) => new Map(entries);
const sorted = (set: Set<TNotificationChannel>) => [...set].sort();

describe('the preference rules', () => {
  it('every kind belongs to one item, or is an account notice', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(itemOfKind(kind) !== null || ACCOUNT_KINDS.includes(kind), kind).toBe(true);
    }
    expect(itemOfKind('payout.changed')).toBe(9);
    expect(itemOfKind('system.announcement')).toBeNull();
  });

  it('without a saved choice, an item uses its default channels', () => {
    for (const item of NOTIFICATION_ITEM_IDS) {
      const kind = NOTIFICATION_ITEMS[item].kinds[0];
      const expected = DEFAULT_ITEM_CHANNELS[item].filter((c) => kind !== 'message.new' || c !== 'inApp');
      expect(sorted(channelsFor(kind, new Map(), true))).toEqual([...expected].sort());
    }
  });

  it('a closed item, a closed master switch and a creator item for a fan all mean nothing', () => {
    expect(channelsFor('post.new', choices([[10, { open: false, channels: ['inApp'] }]]), false).size).toBe(0);
    expect(channelsFor('post.new', choices([[0, { open: false, channels: [] }]]), false).size).toBe(0);
    expect(channelsFor('tip.received', new Map(), false).size).toBe(0);
    expect(sorted(channelsFor('tip.received', new Map(), true))).toEqual(['email', 'inApp', 'push', 'telegram']);
  });

  it('account notices always reach the list; their other channels follow item 0 (or 9 for payouts)', () => {
    const allOff = choices([
      [0, { open: false, channels: ['inApp', 'push'] }],
      [9, { open: false, channels: ['email'] }],
    ]);
    expect(sorted(channelsFor('creator.approved', allOff, false))).toEqual(['inApp']);
    expect(sorted(channelsFor('payout.changed', allOff, true))).toEqual(['inApp']);
    const mailOnly = choices([[9, { open: true, channels: ['email'] }]]);
    expect(sorted(channelsFor('payout.changed', mailOnly, true))).toEqual(['email', 'inApp']);
    expect(sorted(channelsFor('system.announcement', new Map(), false))).toEqual([
      'email',
      'inApp',
      'push',
      'telegram',
    ]);
  });

  it('a new message is never a list row, whatever the item says', () => {
    const withList = choices([[11, { open: true, channels: ['inApp', 'push'] }]]);
    expect(sorted(channelsFor('message.new', withList, false))).toEqual(['push']);
  });

  it('fans may set items 0, 10 and 11; creators every item', () => {
    expect(itemsFor(false)).toEqual([0, 10, 11]);
    expect(itemsFor(true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('a channel list is read in the catalogue order, each once', () => {
    expect(parseChannels('telegram,inApp,telegram')).toEqual(['inApp', 'telegram']);
    expect(parseChannels('')).toEqual([]);
  });
});
