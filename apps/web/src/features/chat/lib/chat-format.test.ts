import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { message, openPhoto } from '../../../../test/chat-fixtures';
import { CREATOR, FAN } from '../../../../test/sign-in';
import { boardTime, messagePreview, presenceLine } from './chat-format';

const t = i18n.t.bind(i18n);
const CHAT = '10000000-0000-4000-8000-00000000b001';

describe('how the board words a last message', () => {
  it('says who wrote it, and what it is when it is not text', () => {
    expect(messagePreview(t, message(CHAT, 1, { text: 'See you  \n tomorrow' }), FAN)).toBe('See you tomorrow');
    expect(messagePreview(t, message(CHAT, 1, { sender: FAN, text: 'Hi' }), FAN)).toBe('You: Hi');
    expect(messagePreview(t, message(CHAT, 1, { text: '', media: [openPhoto()] }), FAN)).toBe('📷 Photo');
    expect(messagePreview(t, message(CHAT, 1, { text: '', media: [{ ...openPhoto(), kind: 'video' }] }), FAN)).toBe(
      '🎞 Video',
    );
    expect(messagePreview(t, message(CHAT, 1, { text: 'Beach', media: [openPhoto()] }), FAN)).toBe('📷 Beach');
    expect(messagePreview(t, message(CHAT, 1, { price: '999', media: [openPhoto()] }), FAN)).toBe(
      'Paid message · $9.99',
    );
    expect(messagePreview(t, message(CHAT, 1, { kind: 'tip', tipCents: '500', sender: FAN }), FAN)).toBe(
      'You: Tip $5.00',
    );
    expect(messagePreview(t, message(CHAT, 1, { deletedAt: '2026-04-01T10:00:00.000Z', text: '' }), CREATOR)).toBe(
      'You: Message unsent',
    );
    expect(messagePreview(t, null, FAN)).toBe('No messages yet');
  });

  it('gives the time today, the weekday this week, else the day', () => {
    const now = new Date(2026, 3, 10, 18, 0);
    expect(boardTime(new Date(2026, 3, 10, 9, 5).toISOString(), now)).toMatch(/9:05|09:05/);
    expect(boardTime(new Date(2026, 3, 8, 9, 5).toISOString(), now)).toBe('Wed');
    expect(boardTime(new Date(2026, 1, 3, 9, 5).toISOString(), now)).toBe('Feb 3');
    expect(boardTime(new Date(2025, 1, 3, 9, 5).toISOString(), now)).toMatch(/2025/);
    expect(boardTime(null, now)).toBe('');
  });

  it('says whether the other party is online, or when they were last seen', () => {
    expect(presenceLine(t, { online: true, lastSeenAt: null })).toBe('Online');
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    expect(presenceLine(t, { online: false, lastSeenAt: fiveMinutesAgo })).toBe('Last seen 5 min. ago');
    expect(presenceLine(t, undefined)).toBeNull();
  });
});
