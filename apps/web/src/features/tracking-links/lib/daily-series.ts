/** The clicks chart's days: every UTC day of the window, oldest first, with 0 where nothing came. */
const DAY_MS = 86_400_000;

export function dailySeries(
  clicksByDay: readonly { day: string; clicks: number }[],
  days: number,
  now: Date = new Date(),
): { day: string; clicks: number }[] {
  const byDay = new Map(clicksByDay.map((d) => [d.day, d.clicks]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, clicks: byDay.get(day) ?? 0 };
  });
}

/** The days the chart shows for a period: the period itself, at most 90 (`all` shows the last 90). */
export const chartDaysOf = (periodDays: number | null) => Math.min(periodDays ?? 90, 90);
