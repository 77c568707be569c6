import { describe, expect, it } from 'vitest';
import { formatSpan } from './page-texts-api';

describe('the earnings hold as the answers quote it', () => {
  it('says the days in the reader language, plural and all', () => {
    expect(formatSpan(7, 'en')).toBe('7 days');
    expect(formatSpan(1, 'en')).toBe('1 day');
    expect(formatSpan(1.5, 'en')).toBe('1.5 days');
    expect(formatSpan(7, 'de')).toBe('7 Tage');
    expect(formatSpan(5, 'ru')).toBe('5 дней');
    expect(formatSpan(2, 'ru')).toBe('2 дня');
  });

  it('says a hold shorter than a day in hours, minutes or seconds (a demo holds earnings for seconds)', () => {
    expect(formatSpan(0.25, 'en')).toBe('6 hours');
    expect(formatSpan(1 / 24 / 6, 'en')).toBe('10 minutes');
    expect(formatSpan(20 / 86_400, 'en')).toBe('20 seconds');
    expect(formatSpan(0, 'en')).toBe('0 seconds');
  });
});
