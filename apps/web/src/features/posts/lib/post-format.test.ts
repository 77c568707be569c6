import { describe, expect, it } from 'vitest';
import { centsToInput, centsToUsd, usdToCents } from './post-format';

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
});
