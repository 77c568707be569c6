import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, nextDate, startOfLocalDate } from './zoned-dates.ts';

const ZONES = [
  'UTC',
  'America/New_York',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Europe/Berlin',
];

/** The local date of an instant in a zone, as Intl gives it. */
const localDate = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('local dates in a time zone', () => {
  it('starts a date at its local midnight, daylight saving days included', () => {
    expect(startOfLocalDate('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfLocalDate('2026-03-10', 'Asia/Tokyo').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(startOfLocalDate('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-10T04:00:00.000Z');
    // New York moves its clocks on 2026-03-08 (at 02:00) and 2026-11-01: the days before start at EST.
    expect(startOfLocalDate('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDate('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDate('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Santiago skipped its midnight on 2005-10-09 (00:00 became 01:00): the date began at the jump.
    expect(startOfLocalDate('2005-10-09', 'America/Santiago').toISOString()).toBe('2005-10-09T04:00:00.000Z');
  });

  it('puts every instant in the local date that holds it, in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const date = localDate(instant, zone);
          expect(startOfLocalDate(date, zone).getTime()).toBeLessThanOrEqual(instant);
          expect(startOfLocalDate(nextDate(date), zone).getTime()).toBeGreaterThan(instant);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('buckets by day, by week from Monday and by month', () => {
    expect(bucketStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-25', 'month')).toBe('2026-11-01');
    expect(bucketStarts('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketStarts('2026-11-25', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(bucketStarts('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(bucketStarts('2028-02-28', '2028-03-01', 'day')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
