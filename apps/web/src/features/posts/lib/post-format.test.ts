import { describe, expect, it } from 'vitest';
import { centsToInput, centsToUsd, formatDuration, formatRelative, usdToCents } from './post-format';

describe('post formatting', () => {
  it('shows cents as dollars without a float', () => {
    expect(centsToUsd('499')).toBe('$4.99');
    expect(centsToUsd('5')).toBe('$0.05');
    expect(centsToUsd('100000')).toBe('$1,000.00');
    expect(centsToUsd(null)).toBe('$0.00');
  });

  it('reads typed dollars as cents', () => {
    expect(usdToCents('4.99')).toBe('499');
    expect(usdToCents('5')).toBe('500');
    expect(usdToCents('5.5')).toBe('550');
    expect(usdToCents('$12,30')).toBe('1230');
    expect(usdToCents('1.999')).toBeNull();
    expect(usdToCents('-1')).toBeNull();
    expect(usdToCents('')).toBeNull();
    expect(centsToInput('1250')).toBe('12.50');
    expect(centsToInput('7')).toBe('0.07');
  });

  it('shows durations and how long ago', () => {
    expect(formatDuration(83_000)).toBe('1:23');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBeNull();
    const now = Date.parse('2026-04-10T12:00:00Z');
    expect(formatRelative('2026-04-10T11:55:00Z', now)).toBe('5 min. ago');
    expect(formatRelative('2026-04-12T12:00:00Z', now)).toBe('in 2 days');
  });
});
