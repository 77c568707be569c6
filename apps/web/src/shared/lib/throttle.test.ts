import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes the message state at most once every 30 s however often the user navigates', () => {
    const throttle = createThrottle(30_000);
    const refresh = vi.fn();
    expect(throttle(refresh)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(throttle(refresh)).toBe(false);
    vi.advanceTimersByTime(19_999);
    expect(throttle(refresh)).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(throttle(refresh)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps separate throttles apart', () => {
    const a = createThrottle(1_000);
    const b = createThrottle(1_000);
    const fn = vi.fn();
    expect(a(fn)).toBe(true);
    expect(b(fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
