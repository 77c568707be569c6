import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { formatDate, formatDuration, formatRelative } from './dates';

afterEach(async () => {
  await changeLanguage('en');
});

describe('dates for display', () => {
  it('shows a date, a time of day, a weekday and a day of the year', () => {
    const iso = '2026-04-10T12:05:00Z';
    expect(formatDate(iso)).toMatch(/2026/);
    expect(formatDate(iso, 'time')).toMatch(/\d{1,2}:05/);
    expect(formatDate(iso, 'weekday')).toMatch(/^\p{L}+/u);
    expect(formatDate(iso, 'dayMonth')).not.toMatch(/2026/);
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date', 'time')).toBeNull();
  });

  it('shows durations and how long ago', () => {
    expect(formatDuration(83_000)).toBe('1:23');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBeNull();
    const now = Date.parse('2026-04-10T12:00:00Z');
    expect(formatRelative('2026-04-10T11:55:00Z', now)).toBe('5 min. ago');
    expect(formatRelative('2026-04-12T12:00:00Z', now)).toBe('in 2 days');
  });

  it('formats in the language of the moment, not the one its formatter was first made in', async () => {
    const iso = '2026-04-10T12:05:00Z';
    const now = Date.parse('2026-04-10T12:00:00Z');
    expect(formatDate(iso, 'monthYear')).toBe('April 2026');
    expect(formatRelative('2026-04-12T12:00:00Z', now)).toBe('in 2 days');
    await changeLanguage('de');
    expect(formatDate(iso, 'monthYear')).toBe('April 2026');
    expect(formatDate(iso, 'medium')).toBe('10.04.2026');
    expect(formatRelative('2026-04-12T12:00:00Z', now)).toBe('übermorgen');
    await changeLanguage('fr');
    expect(formatDate(iso, 'monthYear')).toBe('avril 2026');
    await changeLanguage('en');
    expect(formatDate(iso, 'medium')).toBe('Apr 10, 2026');
  });
});
