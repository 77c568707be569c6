import { describe, expect, it } from 'vitest';
import { latestSchedule, localInputValue, scheduleOf } from './mass-schedule';

const NOW = new Date(2026, 3, 1, 9, 30);

describe('when a mass message goes out', () => {
  it('writes a time the way a datetime-local input holds it, in the browser’s zone', () => {
    expect(localInputValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });

  it('takes a time in the future up to 60 days ahead', () => {
    const at = localInputValue(new Date(2026, 4, 30, 9, 0));
    expect(scheduleOf(at, NOW)).toEqual({ at: new Date(2026, 4, 30, 9, 0).toISOString() });
    expect(scheduleOf(localInputValue(latestSchedule(NOW)), NOW)).toEqual({ at: latestSchedule(NOW).toISOString() });
  });

  it('refuses no time, a past one, and one more than 60 days ahead', () => {
    expect(scheduleOf('', NOW)).toEqual({ problem: 'missing' });
    expect(scheduleOf('not a date', NOW)).toEqual({ problem: 'missing' });
    expect(scheduleOf(localInputValue(new Date(2026, 3, 1, 9, 29)), NOW)).toEqual({ problem: 'past' });
    expect(scheduleOf(localInputValue(new Date(latestSchedule(NOW).getTime() + 60_000)), NOW)).toEqual({
      problem: 'tooFar',
    });
  });
});
