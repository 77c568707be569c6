import { describe, expect, it } from 'vitest';
import { chartDaysOf, dailySeries } from './daily-series';

describe('dailySeries', () => {
  const now = new Date('2025-03-02T10:00:00Z');

  it('fills every day of the window, oldest first, with zeros where no click came', () => {
    expect(dailySeries([{ day: '2025-03-01', clicks: 4 }], 3, now)).toEqual([
      { day: '2025-02-28', clicks: 0 },
      { day: '2025-03-01', clicks: 4 },
      { day: '2025-03-02', clicks: 0 },
    ]);
  });

  it('leaves out days before the window', () => {
    expect(dailySeries([{ day: '2025-01-01', clicks: 9 }], 2, now).map((d) => d.clicks)).toEqual([0, 0]);
  });

  it('shows at most 90 days', () => {
    expect([chartDaysOf(7), chartDaysOf(30), chartDaysOf(90), chartDaysOf(null)]).toEqual([7, 30, 90, 90]);
  });
});
