/**
 * Local calendar dates in an IANA time zone, turned into the instants they start at, with the
 * runtime's own time zone data (Intl) so the database needs none: statistics group rows by these
 * instants (`width_bucket`), whatever zones the database knows.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** How far the zone's wall clock is ahead of UTC at this instant, ms. */
function offsetAt(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A local date as days since 1970-01-01 (calendar arithmetic, no zone). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
export const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * The instant a local date begins in the zone. Where the zone skips its midnight (a daylight-saving
 * jump at 00:00), the first instant of that date.
 */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const wall = dayNumber(date) * 86_400_000;
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  // Where the jump is at midnight itself, `second` (the offset before the jump) lands on the day
  // before, and `first` (the offset after it) is the jump's instant: the date's first one.
  const onDate = (instant: number) =>
    Math.floor((instant + offsetAt(timeZone, instant)) / 86_400_000) === dayNumber(date);
  return new Date(onDate(second) || !onDate(first) ? second : first);
}

export type Granularity = 'day' | 'week' | 'month';

/** The first local date of the bucket holding `date`: itself, its week's Monday, its month's 1st. */
export function bucketStart(date: string, granularity: Granularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 8)}01`;
  const day = dayNumber(date);
  const weekday = (new Date(day * 86_400_000).getUTCDay() + 6) % 7; // Monday 0
  return dateOfDay(day - weekday);
}

function nextBucket(start: string, granularity: Granularity): string {
  if (granularity === 'day') return dateOfDay(dayNumber(start) + 1);
  if (granularity === 'week') return dateOfDay(dayNumber(start) + 7);
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The buckets' first local dates from the one holding `from` through the one holding `to`. */
export function bucketStarts(from: string, to: string, granularity: Granularity): string[] {
  const out: string[] = [];
  for (let start = bucketStart(from, granularity); start <= to; start = nextBucket(start, granularity)) out.push(start);
  return out;
}

/** The local date after `date`. */
export const nextDate = (date: string) => dateOfDay(dayNumber(date) + 1);
