import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetChatLive, showTyping, TYPING_SHOWN_MS, useChatLiveStore } from './chat-live-store';

const CHAT = '10000000-0000-4000-8000-00000000f001';
const typing = () => Boolean(useChatLiveStore.getState().typing[CHAT]);

afterEach(() => resetChatLive());

describe('who is typing', () => {
  it('shows “typing…” for 4 s after the last typing frame', () => {
    vi.useFakeTimers();
    showTyping(CHAT);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000);
    // Another frame: the 4 s start again.
    showTyping(CHAT);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typing()).toBe(false);
    expect(TYPING_SHOWN_MS).toBe(4_000);
  });
});
